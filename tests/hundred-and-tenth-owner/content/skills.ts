import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Programming Languages",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "Rust", icon: "si:rust" },
      { label: "C++", icon: "si:cplusplus" },
      { label: "Julia", icon: "si:julia" },
    ],
  },
  {
    title: "Quantum SDKs & Platforms",
    items: [
      { label: "Qiskit", icon: "si:qiskit" },
      { label: "Cirq", icon: "lu:atom" },
      { label: "AWS Braket", icon: "lu:cloud" },
      { label: "OpenQASM", icon: "lu:braces" },
    ],
  },
  {
    title: "Quantum Error Mitigation",
    items: [
      { label: "Zero-noise extrapolation", icon: "lu:activity" },
      { label: "Probabilistic error cancellation", icon: "lu:sigma" },
      { label: "Pauli twirling", icon: "lu:orbit" },
      { label: "Randomized benchmarking", icon: "lu:waves" },
    ],
  },
  {
    title: "Quantum Compilers",
    items: [
      { label: "Qubit routing and layout", icon: "lu:network" },
      { label: "Gate scheduling", icon: "lu:circuit-board" },
      { label: "Circuit optimisation passes", icon: "lu:binary" },
    ],
  },
  {
    title: "Scientific Computing",
    items: [
      { label: "NumPy", icon: "si:numpy" },
      { label: "SciPy", icon: "si:scipy" },
      { label: "JAX", icon: "lu:function-square" },
      { label: "CUDA (GPU simulation)", icon: "si:nvidia" },
      { label: "Jupyter", icon: "si:jupyter" },
    ],
  },
  {
    title: "Engineering Tools",
    items: [
      { label: "Git", icon: "si:git" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Docker", icon: "si:docker" },
      { label: "Linux", icon: "si:linux" },
    ],
  },
  {
    title: "Research & Communication",
    items: [
      { label: "LaTeX", icon: "si:latex" },
      { label: "Scientific writing and peer review", icon: "lu:book-open" },
      { label: "Public speaking", icon: "lu:mic" },
    ],
  },
];

import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "noisefold",
    github: "https://github.com/kai-nakamura-reid/noisefold",
    live: "https://pypi.org/project/noisefold/",
    description:
      "An open-source Python package for zero-noise extrapolation, one of the simplest ways to get better answers out of noisy quantum computers. " +
      "It runs your circuit at several amplified noise levels, by folding gates or stretching pulses, then extrapolates back to what a noise-free machine " +
      "would have measured, with Richardson, polynomial or exponential fits. It works with Qiskit, Cirq and AWS Braket circuits, uses NumPy and SciPy " +
      "for the fits, and has optional JAX support for fitting thousands of observables at once. I started it in 2021 during my postdoc; it's Apache-2.0 " +
      "licensed, has about 1,100 GitHub stars, and its tests run against real simulators on every pull request in GitHub Actions.",
    stack: ["Python", "NumPy", "SciPy", "JAX", "Qiskit", "Cirq", "AWS Braket", "GitHub Actions"],
    deploy: {
      PyPI: { name: "noisefold on PyPI", href: "https://pypi.org/project/noisefold/" },
      docs: { name: "noisefold.example.org", href: "https://noisefold.example.org" },
    },
  },
  {
    name: "Qiskit transpiler contributions",
    github: "https://github.com/Qiskit/qiskit/pulls?q=is%3Apr+author%3Akai-nakamura-reid+is%3Amerged",
    live: "",
    description:
      "Since my IBM Research internship in 2019 I've had 14 pull requests merged into the Qiskit transpiler, the part of Qiskit that rewrites a circuit " +
      "to fit a real device. The first was a noise-aware layout pass that picks the qubits with the lowest error rates; later ones sped up the SabreSwap " +
      "routing pass, fixed how gate durations are scheduled, and ported a commutation-analysis pass from Python to Rust, which made it about 12 times faster. " +
      "They ship as part of Qiskit's regular releases.",
    stack: ["Python", "Rust", "Qiskit"],
    deploy: { releases: "Shipped in Qiskit releases" },
  },
  {
    name: "paulistr",
    github: "https://github.com/kai-nakamura-reid/paulistr",
    live: "https://crates.io/crates/paulistr",
    description:
      "A Rust crate for fast Pauli-string algebra: multiplying Pauli strings, checking whether they commute, and grouping them into sets that can be measured " +
      "together. It stores each string as packed bits, so it handles strings of thousands of qubits, and it is about 40 times faster than my old NumPy code. " +
      "It has Python bindings made with PyO3, also on PyPI, and we use it inside Coherent Labs' compiler. MIT licensed.",
    stack: ["Rust", "PyO3", "Python"],
    deploy: {
      "crates.io": { name: "paulistr on crates.io", href: "https://crates.io/crates/paulistr" },
      PyPI: { name: "paulistr (Python bindings)", href: "https://pypi.org/project/paulistr/" },
    },
  },
  {
    name: "Qubits for Everyone",
    github: "https://github.com/kai-nakamura-reid/qubits-for-everyone",
    live: "https://kainakamurareid.example.com/qubits-for-everyone",
    description:
      "A free public-outreach talk series I started in 2022 at City of Sydney libraries: an hour on what a qubit is and what quantum computers can and " +
      "can't do, for anyone aged 12 and up, with no maths needed. I've given 18 talks so far, about one a month, with an Auslan interpreter at every talk. " +
      "Each ends with a hands-on session where people run a tiny circuit on a real quantum computer from a Jupyter notebook. The slides and notebooks " +
      "are on GitHub under CC BY 4.0.",
    stack: ["Jupyter", "Python", "Qiskit"],
    deploy: {
      talks: "City of Sydney libraries",
      slides: { name: "Slides and notebooks on GitHub", href: "https://github.com/kai-nakamura-reid/qubits-for-everyone" },
    },
  },
  {
    name: "PhD thesis: Taming the Noise",
    github: "",
    live: "https://espace.library.uq.edu.au/view/UQ:7c1e9f2",
    description:
      "My PhD thesis, Taming the Noise: Error Mitigation for Near-Term Quantum Processors (The University of Queensland, 2020). It introduces the " +
      'gate-folding methods that noisefold is built on and tests them on superconducting hardware. Chapters of it were published as "Richardson ' +
      'extrapolation with folded gates on superconducting qubits" in Physical Review A (2019) and presented as a contributed talk at QIP 2020, ' +
      "the Quantum Information Processing conference. The simulations were written in Julia and Python, run on GPUs with CUDA, and the thesis " +
      "itself was written in LaTeX. Free to read on UQ eSpace.",
    stack: ["LaTeX", "Julia", "Python", "CUDA", "Jupyter"],
    deploy: { thesis: { name: "UQ eSpace", href: "https://espace.library.uq.edu.au/view/UQ:7c1e9f2" } },
  },
];

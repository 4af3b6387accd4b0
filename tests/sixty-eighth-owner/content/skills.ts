import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "C++", icon: "si:cplusplus" },
      { label: "Rust", icon: "si:rust" },
      { label: "Python", icon: "si:python" },
      { label: "C", icon: "si:c" },
      { label: "TableGen", icon: "lu:table-2" },
    ],
  },
  {
    title: "Compilers",
    items: [
      { label: "LLVM", icon: "si:llvm" },
      { label: "MLIR", icon: "lu:layers" },
      { label: "Clang", icon: "lu:code-xml" },
      { label: "Polly (polyhedral loop optimization)", icon: "lu:grid-3x3" },
    ],
  },
  {
    title: "Machine Learning",
    items: [
      { label: "PyTorch", icon: "si:pytorch" },
      { label: "ONNX", icon: "si:onnx" },
      { label: "NumPy", icon: "si:numpy" },
    ],
  },
  {
    title: "Performance & Debugging",
    items: [
      { label: "perf", icon: "lu:gauge" },
      { label: "GDB", icon: "lu:bug" },
      { label: "Compiler Explorer", icon: "lu:search-code" },
    ],
  },
  {
    title: "Build & Tooling",
    items: [
      { label: "CMake", icon: "si:cmake" },
      { label: "Ninja", icon: "lu:hammer" },
      { label: "Git", icon: "si:git" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Docker", icon: "si:docker" },
      { label: "Linux", icon: "si:linux" },
    ],
  },
  {
    title: "Teaching & Olympiads",
    items: [
      { label: "Competitive programming", icon: "si:codeforces" },
      { label: "Algorithms & data structures", icon: "lu:network" },
      { label: "Chess", icon: "si:lichess" },
    ],
  },
];

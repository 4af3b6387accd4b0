import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "C++ (C++17/20)", icon: "si:cplusplus" },
      { label: "Python", icon: "si:python" },
      { label: "Kotlin", icon: "si:kotlin" },
      { label: "q / kdb+ (a little)", icon: "lu:database" },
      { label: "Bash", icon: "si:gnubash" },
    ],
  },
  {
    title: "Low-Latency Systems",
    items: [
      { label: "DPDK (kernel bypass)", icon: "lu:zap" },
      { label: "Lock-free data structures", icon: "lu:lock-open" },
      { label: "UDP multicast market data", icon: "lu:radio-tower" },
      { label: "FPGA interop (with the FPGA team)", icon: "lu:cpu" },
      { label: "Linux", icon: "si:linux" },
    ],
  },
  {
    title: "Profiling & Performance",
    items: [
      { label: "perf", icon: "lu:activity" },
      { label: "eBPF", icon: "lu:microscope" },
      { label: "Google Benchmark", icon: "lu:gauge" },
      { label: "GDB", icon: "lu:bug" },
    ],
  },
  {
    title: "Build & Testing",
    items: [
      { label: "CMake", icon: "si:cmake" },
      { label: "Bazel", icon: "si:bazel" },
      { label: "GoogleTest", icon: "lu:check-check" },
      { label: "Git", icon: "si:git" },
      { label: "GitHub Actions", icon: "si:githubactions" },
    ],
  },
  {
    title: "Research Tooling",
    items: [
      { label: "pandas", icon: "si:pandas" },
      { label: "NumPy", icon: "si:numpy" },
      { label: "Jupyter", icon: "si:jupyter" },
    ],
  },
  {
    title: "Android (side projects)",
    items: [
      { label: "Android", icon: "si:android" },
      { label: "Jetpack Compose", icon: "si:jetpackcompose" },
      { label: "SQLite", icon: "si:sqlite" },
    ],
  },
];

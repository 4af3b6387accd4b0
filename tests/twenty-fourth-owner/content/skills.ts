import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages I Ship In",
    items: [
      { label: "Rust", icon: "si:rust" },
      { label: "C++", icon: "si:cplusplus" },
      { label: "C", icon: "si:c" },
      { label: "Java", icon: "si:openjdk" },
      { label: "SQL", icon: "lu:database" },
      { label: "Bash", icon: "si:gnubash" },
    ],
  },
  {
    title: "Storage Internals",
    items: [
      { label: "LSM trees", icon: "lu:layers" },
      { label: "Write-ahead logs", icon: "lu:scroll-text" },
      { label: "io_uring", icon: "lu:hard-drive" },
      { label: "RocksDB", icon: "lu:database-zap" },
      { label: "Apache Parquet", icon: "si:apacheparquet" },
      { label: "PostgreSQL", icon: "si:postgresql" },
    ],
  },
  {
    title: "Chasing Microseconds",
    items: [
      { label: "perf & flame graphs", icon: "lu:flame" },
      { label: "SIMD", icon: "lu:cpu" },
      { label: "Criterion benchmarks", icon: "lu:gauge" },
      { label: "DPDK", icon: "lu:network" },
      { label: "Valgrind", icon: "lu:bug" },
      { label: "Linux", icon: "si:linux" },
    ],
  },
  {
    title: "Compilers & Tooling",
    items: [
      { label: "LLVM", icon: "si:llvm" },
      { label: "Clippy", icon: "lu:paperclip" },
      { label: "rust-analyzer", icon: "lu:code" },
      { label: "cargo-fuzz", icon: "lu:shuffle" },
      { label: "Miri", icon: "lu:microscope" },
      { label: "CMake", icon: "si:cmake" },
      { label: "Git", icon: "si:git" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Docker", icon: "si:docker" },
    ],
  },
  {
    title: "Soldering Iron",
    items: [
      { label: "Embedded Rust (Embassy)", icon: "lu:microchip" },
      { label: "ESP32-C3", icon: "si:espressif" },
      { label: "LoRa", icon: "lu:radio" },
      { label: "KiCad", icon: "si:kicad" },
      { label: "Raspberry Pi", icon: "si:raspberrypi" },
    ],
  },
];

import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "xorpack",
    github: "https://github.com/mszczesny/xorpack",
    live: "https://docs.rs/xorpack",
    description:
      "A Rust crate for compressing time-series data: Gorilla-style XOR encoding for floats and delta-of-delta encoding " +
      "for timestamps, no_std and SIMD-accelerated on x86 and ARM. Dual-licensed MIT/Apache-2.0 and published on crates.io, " +
      "with over 310,000 downloads; Ticklake uses it for every column of floats.",
    stack: ["Rust", "SIMD", "no_std", "cargo-fuzz", "Criterion"],
    deploy: {
      "crates.io": { name: "xorpack", href: "https://crates.io/crates/xorpack" },
      docs: { name: "docs.rs", href: "https://docs.rs/xorpack" },
    },
    image: { src: "/images/projects/xorpack.png", alt: "A benchmark chart comparing xorpack's compression ratio and speed" },
  },
  {
    name: "Fsync Is Not a Promise (EuroRust 2024 talk)",
    github: "https://github.com/mszczesny/fsync-is-not-a-promise",
    live: "https://www.youtube.com/watch?v=q7TmK2fsWal",
    description:
      "My talk at EuroRust 2024 in Vienna about crash consistency: what fsync really guarantees on Linux, how we torture-test " +
      "Ticklake's write-ahead log by cutting the power of QEMU virtual machines mid-write, and the three data-loss bugs it found. " +
      "The repository holds the slides and the fault-injection harness.",
    stack: ["Rust", "Linux", "io_uring", "QEMU"],
    deploy: {
      Video: { name: "YouTube", href: "https://www.youtube.com/watch?v=q7TmK2fsWal" },
      Slides: { name: "Slides (PDF)", href: "https://michalszczesny.example.com/talks/fsync-is-not-a-promise.pdf" },
    },
  },
  {
    name: "Kopiec",
    github: "https://github.com/mszczesny/kopiec",
    live: "",
    description:
      "A toy key-value database I wrote during my sabbatical to learn storage engines from scratch: a write-ahead log, " +
      "a skip-list memtable, SSTables with Bloom filters and leveled compaction, in about 6,000 lines of Rust, MIT-licensed. " +
      '"Kopiec" is Polish for a mound. Not meant for production: it became the companion code of our book.',
    stack: ["Rust", "LSM tree", "Bloom filters", "proptest"],
    deploy: { backend: "None" },
  },
  {
    name: "Działka Sensors",
    github: "https://github.com/mszczesny/dzialka-sensors",
    live: "https://dzialka.michalszczesny.example.com",
    description:
      "Soil-moisture and temperature sensors for my family's allotment garden (działka) outside Warsaw: ESP32-C3 boards " +
      "running embedded Rust with Embassy send readings over LoRa to a Raspberry Pi, which stores them in Ticklake and " +
      "draws them in Grafana. I designed the PCB in KiCad; one battery lasts a whole growing season.",
    stack: ["Rust", "Embassy", "ESP32-C3", "LoRa", "KiCad", "Raspberry Pi", "Ticklake", "Grafana"],
    deploy: { hardware: "ESP32-C3 + LoRa", database: "Ticklake on a Raspberry Pi", frontend: "Grafana" },
    image: { src: "/images/projects/dzialka-sensors.jpg", alt: "A sensor board in a 3D-printed case stuck in a tomato bed" },
  },
  {
    name: "Clippy and rust-analyzer contributions",
    github: "https://github.com/rust-lang/rust-clippy/pulls?q=is%3Apr+author%3Amszczesny",
    live: "",
    description:
      "Since 2021 I have had more than 40 pull requests merged into Clippy and rust-analyzer: two new Clippy lints for I/O " +
      "mistakes (one catches a file that is written but never synced), fixes for false positives, and a faster rust-analyzer " +
      "query for trait resolution. Back in my C++ days I also landed two small patches in LLVM.",
    stack: ["Rust", "Clippy", "rust-analyzer", "LLVM"],
    deploy: { upstream: "Shipped with the Rust toolchain" },
  },
  {
    name: "Durable by Design (book)",
    github: "https://github.com/mszczesny/durable-by-design-code",
    live: "https://fernwoodpress.example.com/durable-by-design",
    description:
      "A short book (180 pages) that I co-wrote with Anneke Vos, published by Fernwood Technical Press in 2023: " +
      "write-ahead logs, checksums, fsync and crash recovery, explained with Rust code you can run. " +
      "The repository has every example from the book.",
    stack: ["Rust"],
    deploy: { publisher: { name: "Fernwood Technical Press", href: "https://fernwoodpress.example.com/durable-by-design" } },
    image: { src: "/images/projects/durable-by-design.png", alt: "The cover of Durable by Design: a stack of stones by a river" },
  },
];

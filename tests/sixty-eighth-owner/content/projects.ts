import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Orchard",
    github: "",
    live: "https://apricotsilicon.example.com/orchard",
    description:
      "Apricot Silicon's MLIR-based compiler for the Apricot A1 inference chip. It imports PyTorch and ONNX models, lowers them through MLIR's Linalg dialect " +
      "to Apricot's own hardware dialect, tiles and fuses the layers so they fit the A1's 2 MB of on-chip memory, and emits LLVM IR for the chip's RISC-V " +
      "control cores. My tiling and fusion passes made ResNet-50 run 2.3 times faster on the A1 than the compiler's first release. " +
      "The code is proprietary, so the link goes to the public overview.",
    stack: ["C++", "MLIR", "LLVM", "TableGen", "Python", "PyTorch", "ONNX"],
    deploy: {
      toolchain: "Apricot SDK (customers only)",
      docs: { name: "Orchard overview", href: "https://apricotsilicon.example.com/orchard" },
    },
  },
  {
    name: "Quiet Move",
    github: "https://github.com/narek-hovhannisyan/quiet-move",
    live: "https://lichess.org/@/QuietMoveBot",
    description:
      "A UCI chess engine I write in Rust in the evenings: bitboards with magic move generation, alpha-beta search with late move reductions, and a small NNUE " +
      "evaluation network I trained in Python with PyTorch on 200 million positions from the engine's own self-play games. It is rated about 2650 on the " +
      "CCRL Blitz list and plays as QuietMoveBot on Lichess, where anyone can challenge it. GPL-3.0 licensed.",
    stack: ["Rust", "Python", "PyTorch", "NNUE", "UCI"],
    deploy: {
      "crates.io": { name: "quiet-move", href: "https://crates.io/crates/quiet-move" },
      Lichess: { name: "QuietMoveBot", href: "https://lichess.org/@/QuietMoveBot" },
    },
  },
  {
    name: "Saturday Judge",
    github: "https://github.com/narek-hovhannisyan/saturday-judge",
    live: "https://judge.ypms2.example.com",
    description:
      "The online judge my olympiad club trains on. Students submit solutions in C++ or Python; a Rust worker compiles and runs each one in a sandbox built on " +
      "Linux namespaces, with time and memory limits, and checks it against the tests, while a small Flask app shows the problems and the results. " +
      "It holds about 140 problems in Armenian and English, most of them written by me and former club students, and runs on an old server in the school's computer lab.",
    stack: ["Rust", "Python", "Flask", "SQLite", "Docker", "Linux"],
    deploy: { backend: "Docker on the school's server", database: "SQLite", domain: "judge.ypms2.example.com" },
  },
  {
    name: "Cache Ladder",
    github: "https://github.com/narek-hovhannisyan/cache-ladder",
    live: "",
    description:
      "My research project at the Programming Languages and Compilers Lab of Yerevan State University: a cost model for LLVM's polyhedral optimizer Polly " +
      "that chooses a tile size for each level of the cache (L1, L2 and L3) instead of one fixed size. On the PolyBench benchmarks it beat Polly's default " +
      "tiling by 1.4 times on average. Presented as a paper at the IMPACT 2019 workshop. The code is a research prototype against LLVM 8 and is no longer maintained.",
    stack: ["C++", "LLVM", "Polly", "Python"],
    deploy: {
      paper: { name: "IMPACT 2019 paper (PDF)", href: "https://impact-workshop.example.org/2019/cache-ladder.pdf" },
    },
  },
  {
    name: "When Patterns Collide (EuroLLVM 2024 lightning talk)",
    github: "",
    live: "https://llvm.org/devmtg/2024-04/",
    description:
      "My five-minute lightning talk at the EuroLLVM Developers' Meeting in Vienna in April 2024: why MLIR rewrite patterns that each look correct can undo " +
      "each other forever, and the three rules we follow in Orchard to keep canonicalization from looping. The recording is on the LLVM YouTube channel.",
    stack: ["MLIR", "C++"],
    deploy: {
      recording: "YouTube",
      slides: { name: "Slides (PDF)", href: "https://llvm.org/devmtg/2024-04/slides/when-patterns-collide.pdf" },
    },
  },
  {
    name: "Kaleidoscope in Armenian",
    github: "https://github.com/narek-hovhannisyan/kaleidoscope-hy",
    live: "https://narekhovhannisyan.example.com/kaleidoscope",
    description:
      "A translation into Armenian of LLVM's Kaleidoscope tutorial, in which you build a small language with a JIT compiler step by step, with my own notes " +
      "for high-school students who know C++ but have never seen a compiler. I work through it with the strongest students of the club; about 30 people " +
      "outside the club have finished it too.",
    stack: ["C++", "LLVM", "mdBook"],
    deploy: { site: "GitHub Pages" },
  },
];

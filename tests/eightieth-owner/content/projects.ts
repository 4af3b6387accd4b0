import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Sare",
    github: "https://github.com/ayodeji-oduwole/sare",
    live: "https://ayodeji-oduwole.github.io/sare/",
    description:
      "An open-source, header-only C++20 library of lock-free queues: a single-producer single-consumer (SPSC) ring buffer and a bounded " +
      "multi-producer multi-consumer (MPMC) queue, padded to cache lines so that cores don't fight over them, and with no memory allocation after construction. " +
      'Sare means "run" in Yoruba. It builds with CMake or Bazel, is tested with GoogleTest under ThreadSanitizer on GitHub Actions, and publishes its ' +
      "Google Benchmark results: the SPSC queue hands a message from one core to another in about 50 nanoseconds. MIT licensed, about 1,100 GitHub stars.",
    stack: ["C++20", "CMake", "Bazel", "GoogleTest", "Google Benchmark", "GitHub Actions"],
    deploy: {
      library: "Header-only",
      docs: { name: "Sare docs", href: "https://ayodeji-oduwole.github.io/sare/" },
    },
  },
  {
    name: "Tapedeck",
    github: "https://github.com/ayodeji-oduwole/tapedeck",
    live: "",
    description:
      "A replay tool for market-data feed handlers. It reads pcap captures of exchange multicast traffic and sends the packets back out through DPDK " +
      "at their original timing, at a multiple of it, or as fast as the link allows, so a feed handler can be tested against a whole trading day, worst bursts included. " +
      "A Python command-line tool then compares the order books the handler built with a reference and reports the first difference. I rewrote it from scratch " +
      "in my own time, with Halsted Point's permission, as open source (Apache 2.0); it ships with synthetic sample captures, never real exchange data.",
    stack: ["C++17", "DPDK", "libpcap", "Python", "CMake"],
    deploy: { binaries: "GitHub Releases" },
  },
  {
    name: "Ami Keyboard",
    github: "https://github.com/ayodeji-oduwole/ami-keyboard",
    live: "https://play.google.com/store/apps/details?id=com.example.amikeyboard",
    description:
      "An Android keyboard for writing Yoruba properly. Long-press a vowel for its tone marks (à, á, è, é…) and the underdotted letters (ẹ, ọ, ṣ), " +
      "and the suggestion bar puts the right marks on about 40,000 common words as you type. Written in Kotlin with Jetpack Compose, with the word list in SQLite; " +
      "it works offline and collects no data. I built it for my mother, who was tired of texting me without tone marks. Android only, free, " +
      "about 30,000 installs on Google Play with a 4.7 rating.",
    stack: ["Kotlin", "Android", "Jetpack Compose", "SQLite", "Gradle"],
    deploy: {
      "Google Play": { name: "Ami Keyboard", href: "https://play.google.com/store/apps/details?id=com.example.amikeyboard" },
    },
  },
  {
    name: "Every Nanosecond Counts (CppCon 2024 talk)",
    github: "",
    live: "https://cppcon.example.org/2024/every-nanosecond-counts",
    description:
      "My one-hour talk at CppCon 2024 in Aurora, Colorado, in September 2024: how to find where the time goes in a low-latency C++ path without slowing it down. " +
      "Hardware counters with perf, eBPF probes for what the kernel does behind your back, and why the average lies and the 99.9th percentile does not. " +
      "All the examples use Sare and Tapedeck, never my employer's code.",
    stack: ["C++20", "perf", "eBPF", "Linux"],
    deploy: {
      recording: "YouTube",
      slides: { name: "Slides (PDF)", href: "https://ayodejioduwole.example.com/talks/every-nanosecond-counts.pdf" },
    },
  },
  {
    name: "Qpcap",
    github: "https://github.com/ayodeji-oduwole/qpcap",
    live: "",
    description:
      "A small Python and q utility that loads pcap captures of market data into kdb+ tables, one row per message with the exchange's timestamp and the capture " +
      "timestamp side by side, so a researcher can measure latency with a line of q instead of writing a packet parser. I'm no q expert: the q side is about " +
      "200 lines and the rest is Python with pandas.",
    stack: ["Python", "q", "kdb+", "pandas"],
    deploy: { package: "pip install from GitHub" },
  },
];

import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Room Tone",
    github: "",
    live: "https://roomtone.example.com",
    description:
      "My own paid convolution reverb plugin, sold to musicians and producers. It is built from impulse responses I recorded in 12 Montreal spaces, among them a church nave " +
      "in Saint-Henri, a metro station platform, a brick stairwell and an empty hockey arena. Zero-latency partitioned convolution, so you can play through it live. " +
      "VST3, AU and AAX for macOS and Windows. It costs CA$59 with a 30-day free trial; about 2,300 licences sold since its launch in March 2021. The code is closed.",
    stack: ["C++", "JUCE", "VST3", "AU", "AAX"],
    deploy: { store: { name: "roomtone.example.com", href: "https://roomtone.example.com" }, formats: "VST3, AU, AAX" },
  },
  {
    name: "Tape Delay",
    github: "https://github.com/declan-oshea-bouchard/tape-delay",
    live: "",
    description:
      "A free, open-source tape echo plugin modelled on the worn-out tape echo unit at Blue Tile Studio: three playback heads, wow and flutter, tape saturation " +
      "and a small spring reverb. GPL-3.0 licensed, about 900 GitHub stars. It builds with CMake, and GitHub Actions makes VST3, AU and CLAP builds " +
      "for macOS, Windows and Linux on every release.",
    stack: ["C++", "JUCE", "CMake", "CLAP", "GitHub Actions"],
    deploy: {
      "GitHub Releases": { name: "tape-delay releases", href: "https://github.com/declan-oshea-bouchard/tape-delay/releases" },
    },
  },
  {
    name: "Crosstalk",
    github: "https://github.com/declan-oshea-bouchard/crosstalk",
    live: "https://crates.io/crates/crosstalk-audio",
    description:
      "A Rust crate for passing messages and parameter changes between a plugin's UI thread and its real-time audio thread without locks or memory allocation: " +
      "a wait-free single-producer, single-consumer ring buffer, plus a triple buffer for larger state. It works without the standard library (no_std) and is tested " +
      "with loom to catch concurrency bugs. Dual-licensed MIT and Apache-2.0, about 180,000 downloads, and Little Bear Audio uses it in production.",
    stack: ["Rust", "loom"],
    deploy: {
      "crates.io": { name: "crosstalk-audio", href: "https://crates.io/crates/crosstalk-audio" },
      docs: { name: "docs.rs", href: "https://docs.rs/crosstalk-audio" },
    },
  },
  {
    name: "Metronome",
    github: "https://github.com/declan-oshea-bouchard/metronome",
    live: "https://metronome.example.com",
    description:
      "A free web metronome that keeps perfect time in the browser: every click is scheduled ahead on the Web Audio API clock instead of JavaScript timers, " +
      "so it never drifts when the tab is busy. Odd meters, polyrhythms, accent patterns, tap tempo and a practice log, and it works offline as a progressive web app. " +
      "About 15,000 musicians use it each month, many of them sent by their music teachers.",
    stack: ["TypeScript", "Web Audio API", "Vite"],
    deploy: { frontend: "Netlify", domain: "metronome.example.com" },
  },
  {
    name: "Sourdine",
    github: "https://github.com/declan-oshea-bouchard/sourdine",
    live: "https://declanosheabouchard.example.com/sourdine",
    description:
      "Sourdine is French for a mute, like the one a trumpet player puts in the bell. It is a free plugin that protects your ears: put it last on the monitor bus, " +
      "calibrate it once with a sound level meter, and it shows your listening level in dB SPL, keeps track of the day's noise dose and gently limits the monitors " +
      "when you pass the safe limit. I wrote it after a tinnitus scare in 2015, when I was still mixing ten hours a day. MIT licensed; VST3 and AU.",
    stack: ["C++", "JUCE", "VST3", "AU"],
    deploy: { download: { name: "Free download", href: "https://declanosheabouchard.example.com/sourdine" } },
  },
  {
    name: "Pulse Vest",
    github: "https://github.com/soundandtouchlab/pulse-vest",
    live: "",
    description:
      "A research project at the Sound and Touch Lab: a vest with eight vibration motors that gives deaf and hard-of-hearing drummers a click track they feel " +
      "instead of hear. I wrote the firmware for its Teensy microcontroller in C++ and the Pure Data patch that sends the click from the recording session, " +
      "with under 5 ms from click to vibration. Tested with 24 drummers, and presented at NIME 2018.",
    stack: ["C++", "Pure Data", "Teensy"],
    deploy: { paper: "NIME 2018 proceedings", code: "GitHub" },
  },
  {
    name: "Hibernate",
    github: "",
    live: "https://littlebearaudio.example.com/hibernate",
    description:
      "A granular freeze and reverb plugin from Little Bear Audio, for which I led the DSP: hold a chord, and Hibernate freezes it into a slowly evolving pad " +
      "you can play over. Its DSP runs on the company's shared Rust core and its interface is JUCE. Released in October 2024 as VST3, AU, AAX and CLAP. " +
      "The code is private, so this links to the product page.",
    stack: ["Rust", "C++", "JUCE"],
    deploy: { formats: "VST3, AU, AAX, CLAP", store: "Little Bear Audio" },
  },
  {
    name: "Rust on the Audio Thread (ADC 2022 talk)",
    github: "https://github.com/declan-oshea-bouchard/adc22-rust-on-the-audio-thread",
    live: "https://adc.example.com/2022/talks/rust-on-the-audio-thread",
    description:
      "My 50-minute talk at ADC 2022, the Audio Developer Conference, in London in November 2022. It tells how Little Bear Audio moved its DSP into Rust " +
      "behind a C interface inside JUCE plugins, what that did to our crash reports, and why nothing on the audio thread may allocate, lock or wait. " +
      "The recording is on YouTube and the slides and example code are on GitHub.",
    stack: ["Rust", "C++", "JUCE"],
    deploy: {
      recording: "YouTube",
      slides: { name: "GitHub", href: "https://github.com/declan-oshea-bouchard/adc22-rust-on-the-audio-thread" },
    },
  },
];

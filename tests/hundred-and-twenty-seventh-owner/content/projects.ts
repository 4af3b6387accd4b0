import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Hellir",
    github: "https://github.com/bjarki-hallgrims/hellir",
    live: "https://hellir.example.org",
    description:
      "A free, open-source algorithmic reverb plugin (hellir means cave in Icelandic), built on a feedback delay network with 16 delay lines and a " +
      "freeze button for endless drones. It runs as VST3 on Windows, macOS and Linux and as an Audio Unit on macOS. I released it in 2020 and version 2 " +
      "in 2023; it has been downloaded more than 38,000 times. The code is GPL-3.0, built with CMake and tested and packaged by GitHub Actions.",
    stack: ["C++", "JUCE", "CMake", "GitHub Actions"],
    deploy: {
      downloads: { name: "hellir.example.org", href: "https://hellir.example.org" },
    },
  },
  {
    name: "Undertow",
    github: "",
    live: "https://lowtideaudio.example.com/undertow",
    description:
      "Low Tide Audio's tape-saturation plugin, which I led the development of: it models the saturation, wow and flutter and hiss of three tape " +
      "machines, with the DSP written in C++ and its oversampling code in Rust. It came out in 2023 in VST3 and Audio Unit formats and is a commercial product, " +
      "so the code isn't public; this links to the product page.",
    stack: ["C++", "JUCE", "Rust", "VST3", "Audio Unit"],
    deploy: { shop: { name: "Low Tide Audio", href: "https://lowtideaudio.example.com/undertow" } },
  },
  {
    name: "Dustdisk",
    github: "https://github.com/bjarki-hallgrims/dustdisk",
    live: "https://crates.io/crates/dustdisk",
    description:
      "A Rust library and command-line tool that reads disk images from old hardware samplers (Akai S1000 and S3000, E-mu Emulator III and Ensoniq EPS) and " +
      "turns the samples into WAV files and SFZ instruments you can load today. It started as a weekend rescue of a friend's box of floppy disks in 2022; " +
      "it now reads five formats and has Python bindings for people who'd rather script it. MIT licensed and published on crates.io.",
    stack: ["Rust", "Python"],
    deploy: { "crates.io": { name: "dustdisk on crates.io", href: "https://crates.io/crates/dustdisk" } },
  },
  {
    name: "No Locks on the Audio Thread",
    github: "https://github.com/bjarki-hallgrims/no-locks-talk",
    live: "https://bjarki.example.com/talks/no-locks",
    description:
      "A 40-minute talk on real-time-safe audio code that I gave at Nordic Audio Dev Days 2023 in Copenhagen: why the audio thread must never wait for a lock, " +
      "allocate memory or touch the disk, and how to pass data to it with lock-free queues, shown side by side in C++ and Rust. The slides and the example " +
      "code are open source; the page has the video.",
    stack: ["C++", "Rust"],
    deploy: { video: { name: "Talk page with the video", href: "https://bjarki.example.com/talks/no-locks" } },
  },
  {
    name: "Sound as Numbers",
    github: "https://github.com/bjarki-hallgrims/sound-as-numbers",
    live: "https://soundasnumbers.example.org",
    description:
      "A free online course on digital signal processing for musicians and beginner developers, which I published in 2024: ten lessons, from what a sample is " +
      "to filters, delays and a small reverb, each with Python notebooks (NumPy and Jupyter) you can run and listen to. About 1,700 people have signed up so far. " +
      "The lessons are open source under CC BY-SA 4.0.",
    stack: ["Python", "NumPy", "Jupyter"],
    deploy: { course: { name: "soundasnumbers.example.org", href: "https://soundasnumbers.example.org" } },
  },
  {
    name: "Jökulrödd",
    github: "",
    live: "https://bjarki.example.com/jokulrodd",
    description:
      "A sound installation at the Museum of the North Atlantic in Reykjavík (jökulrödd means glacier voice): 16 speakers in a dark room played hydrophone " +
      "recordings I made in a glacier lagoon, changed in real time by a Max/MSP patch that followed the tide and the water temperature, fed by a small Python " +
      "script. It ran from March 2021 to January 2022 and about 52,000 people visited it. It has been taken down; the page has a recording and photos.",
    stack: ["Max/MSP", "Python"],
    deploy: { venue: "Museum of the North Atlantic, Reykjavík (ended January 2022)" },
  },
  {
    name: "Strengur",
    github: "https://github.com/bjarki-hallgrims/strengur",
    live: "",
    description:
      "A tuner app for string players (violin, viola, cello and double bass) that I built in C++ with JUCE for iOS and Android in 2019: it shows the pitch with " +
      "the YIN algorithm, plays a drone to tune against, and knows the tunings of each instrument. It had about 900 regular users at its best. I retired it " +
      "in 2023 and took it off the app stores, because keeping it up to date with every phone update took more time than I had; the code is archived on GitHub " +
      "under the MIT licence.",
    stack: ["C++", "JUCE"],
    deploy: {},
  },
];

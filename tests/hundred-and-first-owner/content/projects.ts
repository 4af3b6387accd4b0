import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "nsuo",
    github: "https://github.com/kobi-asante/nsuo",
    live: "https://crates.io/crates/nsuo",
    description:
      "An open-source Rust driver crate for the Sensirion SHT4x humidity and temperature sensors (nsuo means water in Twi). It is no_std, built on embedded-hal 1.0, " +
      "with blocking and async APIs, the sensor's heater and CRC checks, and no heap allocation, so it runs on any Cortex-M or ESP32 board. I published it in 2022; " +
      "it has about 60,000 downloads on crates.io and 240 GitHub stars, and is dual-licensed MIT or Apache-2.0. Add it with cargo add nsuo.",
    stack: ["Rust", "embedded-hal", "no_std", "I2C"],
    deploy: {
      "crates.io": { name: "nsuo", href: "https://crates.io/crates/nsuo" },
      docs: { name: "docs.rs/nsuo", href: "https://docs.rs/nsuo" },
    },
  },
  {
    name: "Pikku board Zephyr port",
    github: "https://github.com/kobi-asante/pikku-board",
    live: "https://kobi-asante.example.com/floating-pins/pikku-in-zephyr",
    description:
      "Pikku (Finnish for little) is a 3 by 4 cm open-hardware sensor board I designed in KiCad around an STM32L4 (ARM Cortex-M4) with a Bluetooth Low Energy module " +
      "and a coin-cell holder. I wrote its Zephyr RTOS board port: the devicetree, pin control, flash partitions and low-power settings, and got it merged " +
      "upstream into Zephyr in 2023 after three rounds of review. The KiCad files and the board port are on GitHub; the blog post tells the story of the review.",
    stack: ["Zephyr RTOS", "C", "Devicetree", "STM32", "ARM Cortex-M", "KiCad"],
    deploy: {
      upstream: "Zephyr RTOS (merged 2023)",
      "hardware files": { name: "KiCad project", href: "https://github.com/kobi-asante/pikku-board" },
    },
  },
  {
    name: "Kitchen Weather",
    github: "https://github.com/kobi-asante/kitchen-weather",
    live: "",
    description:
      "A home-made e-ink weather display that hangs in my kitchen. An ESP32 wakes every 30 minutes, fetches the Finnish Meteorological Institute forecast over Wi-Fi, " +
      "draws the next 12 hours on a 7.5-inch e-ink screen and goes back to deep sleep, so one charge of its battery lasts about five months. " +
      "I prototyped it in MicroPython in a weekend, then rewrote the firmware in C with ESP-IDF to get the power down, and drew the carrier board in KiCad. " +
      "Built in the winter of 2020, while I lived in Oulu and wanted to know how dark and cold the next morning would be.",
    stack: ["ESP32", "C", "ESP-IDF", "MicroPython", "KiCad"],
    deploy: { firmware: { name: "GitHub Releases", href: "https://github.com/kobi-asante/kitchen-weather/releases" } },
  },
  {
    name: "Quiet Mesh",
    github: "https://github.com/kobi-asante/quiet-mesh",
    live: "",
    description:
      "The experiment behind my MSc thesis at Tampere University (2018): how long can battery-powered building sensors live on a Bluetooth Low Energy mesh? " +
      "I built a 24-node testbed across two floors of the university, ran the nodes as mesh low-power nodes with friend nodes on Zephyr RTOS, and measured " +
      "every node's current with a logic analyser and Python scripts. Tuning the poll intervals and friend queues took a coin cell's life from about 3 weeks " +
      "to about 14 months. The code, the measurements and the thesis PDF are on GitHub.",
    stack: ["C", "Zephyr RTOS", "Bluetooth Low Energy", "Bluetooth mesh", "Python"],
    deploy: { thesis: { name: "Thesis PDF", href: "https://github.com/kobi-asante/quiet-mesh/blob/main/thesis.pdf" } },
  },
  {
    name: "Solder Club",
    github: "https://github.com/kobi-asante/solder-club-kits",
    live: "https://solderclub.example.org",
    description:
      "A free workshop series where I teach teenagers aged 13 to 17 to solder, one Saturday a month at a Tampere public library, since September 2022. " +
      "Each workshop takes up to 12 teens from holding an iron for the first time to a working kit they take home, like a blinking owl badge or a small FM radio. " +
      "I design the kits myself in KiCad and the designs are open on GitHub. More than 300 teenagers have come so far, and a few now volunteer as helpers.",
    stack: ["KiCad", "Soldering", "Electronics teaching"],
    deploy: { website: { name: "solderclub.example.org", href: "https://solderclub.example.org" } },
  },
];

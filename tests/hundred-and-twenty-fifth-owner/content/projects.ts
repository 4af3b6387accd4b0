import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Polsslag",
    github: "https://github.com/deniz-korkmaz/polsslag",
    live: "",
    description:
      "An open-source Bluetooth Low Energy heart-rate sensor board (polsslag is Dutch for pulse): a round 32 mm board with an nRF52832 and an optical " +
      "heart-rate sensor, designed in KiCad, with firmware in C on Zephyr RTOS. It speaks the standard BLE Heart Rate Service, so any sports watch or app that " +
      "pairs with a chest strap pairs with it, and it runs for nine days on a 200 mAh battery. The hardware is under the CERN-OHL-S licence and the firmware " +
      "under Apache-2.0; it has about 650 stars on GitHub and more than 120 people have built one. It is a hobby project, not a medical device.",
    stack: ["C", "Zephyr RTOS", "nRF52", "Bluetooth Low Energy", "KiCad"],
    deploy: { "PCB files": { name: "Gerbers on GitHub releases", href: "https://github.com/deniz-korkmaz/polsslag/releases" } },
  },
  {
    name: "inkt",
    github: "https://github.com/deniz-korkmaz/inkt",
    live: "https://crates.io/crates/inkt",
    description:
      "A Rust driver crate for e-ink displays with the SSD1680 controller, such as the common 2.9-inch black-white-red panels (inkt is Dutch for ink). " +
      "It is no_std, built on embedded-hal 1.0, draws with embedded-graphics and supports partial refresh. I test it on an STM32 and an nRF52 board. " +
      "First published in 2023, it has been downloaded about 18,000 times from crates.io and is dual-licensed MIT and Apache-2.0.",
    stack: ["Rust", "embedded-hal", "embedded-graphics", "STM32", "nRF52"],
    deploy: { "crates.io": { name: "inkt on crates.io", href: "https://crates.io/crates/inkt" } },
  },
  {
    name: "Zegel",
    github: "https://github.com/deniz-korkmaz/zegel",
    live: "",
    description:
      "A small bootloader for STM32 with signed firmware updates (zegel is Dutch for seal). It checks an ECDSA P-256 signature before it boots anything, " +
      "keeps two slots so a failed update rolls back to the old firmware, and takes updates over UART or Bluetooth Low Energy. It fits in 14 KB of flash. " +
      "I wrote it from scratch in C in 2023, as open source under the MIT licence, after Trapkracht's bankruptcy: the bootloader I had written there " +
      "delivered updates to thousands of bikes without bricking one, but that code belonged to the company.",
    stack: ["C", "STM32", "Bluetooth Low Energy", "Python"],
    deploy: { releases: { name: "Zegel releases on GitHub", href: "https://github.com/deniz-korkmaz/zegel/releases" } },
  },
  {
    name: "Balcony Weather Station",
    github: "https://github.com/deniz-korkmaz/balcony-weather",
    live: "https://www.wunderground.com/dashboard/pws/IEINDH77",
    description:
      "A hobby weather station on my balcony in Eindhoven: an nRF52840 board on Zephyr RTOS reads temperature, humidity, air pressure, wind and rain, " +
      "runs on a small solar panel and a supercapacitor, and sends its readings over Bluetooth Low Energy to a Python script on my home server, " +
      "which uploads them to Weather Underground every five minutes. It has been running since March 2021, through two winters without a battery change.",
    stack: ["C", "Zephyr RTOS", "nRF52", "Bluetooth Low Energy", "Python", "KiCad"],
    deploy: { "live data": { name: "Weather Underground station IEINDH77", href: "https://www.wunderground.com/dashboard/pws/IEINDH77" } },
  },
  {
    name: "IEC 62304 for Firmware People (talk)",
    github: "",
    live: "https://denizkorkmaz.example.com/talks/iec-62304",
    description:
      "A 40-minute conference talk on what the medical device software standard IEC 62304 means for the people who write the firmware: software safety " +
      "classes, what a software unit is on a microcontroller, how to trace requirements to tests without drowning in documents, and what auditors actually look for. " +
      "I gave it at Embedded World 2024 in Nuremberg and again at the Eindhoven Embedded Meetup in 2024. The page has the slides and the recording.",
    stack: ["IEC 62304", "ISO 14971"],
    deploy: { "slides and recording": { name: "Talk page", href: "https://denizkorkmaz.example.com/talks/iec-62304" } },
  },
  {
    name: "Proefbank",
    github: "https://github.com/deniz-korkmaz/proefbank",
    live: "",
    description:
      "A hardware-in-the-loop test-rig framework in Python (proefbank is Dutch for test bench): pytest drives the device under test, programmable power supplies, " +
      "a flash programmer and a BLE sniffer, and Jenkins runs the tests every night. At Lumen Care Devices it runs about 1,400 tests every night on six rigs. " +
      "The core is public on GitHub under Apache-2.0; the plugins for Lumen Care Devices' products and the rigs' test suites are under NDA and stay private.",
    stack: ["Python", "pytest", "Jenkins", "Bluetooth Low Energy"],
    deploy: { core: { name: "Proefbank core on GitHub", href: "https://github.com/deniz-korkmaz/proefbank" } },
  },
];

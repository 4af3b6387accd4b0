import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "ferrokey",
    github: "https://github.com/jura-bitt/ferrokey",
    live: "https://ferrokey.example.com",
    description:
      "An open-source keyboard firmware written in Rust with the Embassy async framework. It runs on nRF52840 boards, links the two halves of a split keyboard " +
      "to each other and to the computer over Bluetooth Low Energy or USB, supports layers, combos and tap-dance keys set in a TOML file compiled at build time, " +
      "and sleeps at about 20 µA, so a 300 mAh battery lasts for weeks. I started it in 2022; it is dual-licensed MIT and Apache 2.0, has about 1,100 GitHub stars " +
      "and around 40 contributors, and is published on crates.io.",
    stack: ["Rust", "Embassy", "nRF52840", "Bluetooth Low Energy", "USB HID"],
    deploy: {
      "crates.io": { name: "ferrokey", href: "https://crates.io/crates/ferrokey" },
      docs: "GitHub Pages",
    },
    image: {
      src: "/images/projects/ferrokey.jpg",
      alt: "A wireless split keyboard with a small nRF52840 board visible under each half's clear case",
    },
  },
  {
    name: "Vento weather station",
    github: "https://github.com/jura-bitt/vento",
    live: "https://vento.example.com",
    description:
      "A solar-powered LoRaWAN weather station on the roof of the shed at my allotment garden in Eindhoven. A board I designed in KiCad around an STM32WL microcontroller " +
      "reads wind speed and direction, rainfall, temperature, humidity and air pressure and sends a reading every five minutes through The Things Network; " +
      "an MQTT bridge writes the readings into InfluxDB and a public Grafana dashboard shows them. The firmware is C on Zephyr RTOS. " +
      "It has run since March 2023, through two Dutch winters, on a 1,000 mAh battery and a small solar panel. Schematics, firmware and enclosure files are open source.",
    stack: ["C", "Zephyr RTOS", "STM32WL", "LoRaWAN", "KiCad", "MQTT", "InfluxDB", "Grafana", "Docker"],
    deploy: {
      network: { name: "The Things Network", href: "https://www.thethingsnetwork.org" },
      dashboard: "Grafana on a Hetzner VPS",
      database: "InfluxDB",
    },
    image: { src: "/images/projects/vento.jpg", alt: "A white weather station with an anemometer and a small solar panel on a garden shed roof" },
  },
  {
    name: "Beija-flor BLE sensor board",
    github: "https://github.com/jura-bitt/beija-flor",
    live: "https://beija-flor.example.com",
    description:
      "Beija-flor (Portuguese for hummingbird) is an open-hardware Bluetooth Low Energy sensor board the size of a coin: an nRF52832 with temperature, humidity, " +
      "air pressure and motion sensors that broadcasts its readings as BLE advertisements and runs about two years on one CR2032 coin cell. " +
      "I designed the four-layer board in KiCad and wrote its firmware in C on Zephyr RTOS. The hardware is licensed CERN-OHL-S, the firmware Apache 2.0, " +
      "and I have sold around 350 assembled boards on Tindie.",
    stack: ["KiCad", "nRF52832", "Zephyr RTOS", "C", "Bluetooth Low Energy"],
    deploy: {
      shop: { name: "Tindie", href: "https://www.tindie.com/products/jurabitt/beija-flor/" },
      "PCB fab": "JLCPCB",
    },
    image: { src: "/images/projects/beija-flor.jpg", alt: "A round green sensor board the size of a coin beside a CR2032 battery" },
  },
  {
    name: "Zephyr MAX86150 sensor driver",
    github: "https://github.com/zephyrproject-rtos/zephyr/pull/60412",
    live: "https://docs.zephyrproject.org/latest/build/dts/api/bindings/sensor/maxim,max86150.html",
    description:
      "My largest upstream contribution to the Zephyr RTOS project: the sensor driver for the Maxim MAX86150, a chip that measures ECG and PPG " +
      "(optical heart rate and blood oxygen) signals, with its devicetree binding, a sample application and tests for the Twister test runner. " +
      "It was merged in Zephyr 3.5 in 2023 after about six weeks of review. Besides the driver I have had 14 smaller patches merged into Zephyr's Bluetooth and sensor subsystems.",
    stack: ["C", "Zephyr RTOS", "Devicetree", "Twister"],
    deploy: { upstream: "Zephyr RTOS 3.5" },
  },
  {
    name: "Pulsewise Patch firmware",
    github: "",
    live: "https://pulsewise.example.com/patch",
    description:
      "The firmware of Pulsewise Medical's wearable patient monitor, a chest-worn patch that records ECG, heart rate, respiration rate and skin temperature " +
      "for up to seven days and streams it over Bluetooth Low Energy to a phone app. C on Zephyr RTOS on the nRF5340, a signal-quality module in Rust, " +
      "signed over-the-air updates with MCUboot, developed as Class B software under IEC 62304. The code is proprietary, so this links to the product page, " +
      "and I don't share details of Pulsewise Medical's unreleased products, patient data or clinical study results.",
    stack: ["C", "Rust", "Zephyr RTOS", "nRF5340", "Bluetooth Low Energy", "MCUboot", "GitLab CI"],
    deploy: { device: "Pulsewise Patch", "OTA updates": "MCUboot" },
  },
  {
    name: "bancada",
    github: "https://github.com/jura-bitt/bancada",
    live: "",
    description:
      "Bancada (Portuguese for workbench) is an open-source hardware-in-the-loop test framework in Python: pytest fixtures that flash a board through a Segger J-Link, " +
      "power it from a programmable supply, measure its current with a Nordic Power Profiler Kit II and talk to it over BLE and UART, so firmware tests run on real hardware in CI. " +
      "It is a clean rewrite of the ideas behind the test rig I built at Pulsewise Medical, with nothing proprietary in it; about 280 GitHub stars.",
    stack: ["Python", "pytest", "Segger J-Link", "Power Profiler Kit II", "GitHub Actions"],
    deploy: {
      PyPI: { name: "bancada", href: "https://pypi.org/project/bancada/" },
      CI: "GitHub Actions (self-hosted runner)",
    },
  },
  {
    name: "canlog-f4",
    github: "https://github.com/jura-bitt/canlog-f4",
    live: "",
    description:
      "A CAN bus logger I built on weekends in Stuttgart: an STM32F407 board under FreeRTOS that records two CAN buses with timestamps to a microSD card, " +
      "plus a small Python script that converts the logs for Wireshark. I built it to chase a fault in my own 2009 hatchback; about 150 GitHub stars.",
    stack: ["C", "FreeRTOS", "STM32F407", "CAN bus", "FatFs", "Python"],
    deploy: {},
  },
  {
    name: "Rust in a Class B Medical Wearable (Embedded World 2024 talk)",
    github: "",
    live: "https://embedded-world.example.com/2024/rust-class-b-wearable",
    description:
      "My 30-minute talk at Embedded World 2024 in Nuremberg in April 2024: how we brought a Rust module into the C firmware of an IEC 62304 Class B wearable, " +
      "how we justified the Rust compiler and toolchain in the software development plan, what the boundary between Rust and Zephyr's C code looks like, " +
      "and what our first audit found. The slides and the recording are online.",
    stack: ["Rust", "C", "Zephyr RTOS", "IEC 62304"],
    deploy: {
      recording: "YouTube",
      slides: { name: "Speaker Deck", href: "https://speakerdeck.com/jurabitt/rust-class-b-wearable" },
    },
    image: {
      src: "/images/projects/embedded-world-talk.jpg",
      alt: "Jura on stage at Embedded World 2024 in front of a slide showing Rust and C side by side",
    },
  },
];

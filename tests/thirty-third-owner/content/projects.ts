import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "MittiNode",
    github: "https://github.com/rohan-deshpande-fw/mittinode",
    live: "",
    description:
      "An open-source LoRaWAN soil-moisture and soil-temperature node, hardware and firmware: a two-layer KiCad board around the STM32WLE5 " +
      "with a capacitive probe, and Zephyr firmware that sleeps at 4 µA and runs for more than three years on two AA batteries. " +
      "I redesigned it from scratch after MittiSense shut down, so that farmers and researchers can build their own. " +
      "The hardware is under CERN-OHL-S and the firmware under Apache 2.0; it has about 650 GitHub stars and a few hundred nodes report to The Things Network.",
    stack: ["C", "Zephyr", "STM32WL", "LoRaWAN", "KiCad"],
    deploy: {
      hardware: "KiCad files on GitHub",
      kits: { name: "Tindie", href: "https://www.tindie.com/products/rohan-fw/mittinode/" },
      network: "The Things Network",
    },
    image: { src: "/images/projects/mittinode.png", alt: "A MittiNode board with its capacitive probe pushed into a pot of soil" },
  },
  {
    name: "Zephyr ADE9153A Driver",
    github: "https://github.com/zephyrproject-rtos/zephyr/pull/71452",
    live: "",
    description:
      "A Zephyr sensor driver for the Analog Devices ADE9153A single-phase energy-metering chip: voltage, current, active power and energy over SPI, " +
      "with devicetree bindings, a sample application and tests. I wrote and upstreamed it in my own time; it was merged in 2024 and ships with Zephyr 3.7.",
    stack: ["C", "Zephyr", "Devicetree", "SPI"],
    deploy: { upstream: { name: "Zephyr 3.7", href: "https://docs.zephyrproject.org/3.7.0/" } },
  },
  {
    name: "ChaiTime",
    github: "https://github.com/rohan-deshpande-fw/chaitime",
    live: "",
    description:
      "My embedded Rust learning project: a tea timer and kitchen thermometer on an nRF52840 with an e-paper display, written with the Embassy " +
      "async framework. It measures the milk, counts the brew and tells my phone over BLE when the chai has steeped for exactly four minutes. " +
      "Still a work in progress.",
    stack: ["Rust", "Embassy", "nRF52840", "BLE", "e-paper"],
    deploy: {},
    image: { src: "/images/projects/chaitime.png", alt: "The ChaiTime board with an e-paper screen showing 3:12 next to a steel cup of tea" },
  },
  {
    name: "Firmware from First Principles",
    github: "",
    live: "https://rohandeshpande.example.com/blog/firmware-first-principles",
    description:
      "A 14-part blog series, written from 2021 to 2024, that takes an STM32 from an empty folder to a product: bare-metal bring-up without " +
      "the vendor HAL, linker scripts, interrupts, a UART bootloader, low-power modes and signed firmware updates. More than 60,000 reads so far.",
    stack: ["C", "STM32", "GCC", "OpenOCD"],
    deploy: { blog: "Hashnode" },
  },
  {
    name: "Magnetic Tamper Detection (patent application)",
    github: "",
    live: "https://urjasetu.example.com/news/magnetic-tamper-patent",
    description:
      "With two colleagues at Urjasetu I co-invented a way for a smart meter to tell a tampering magnet from ordinary magnetic noise, " +
      "using a three-axis magnetometer and a learned field signature computed on the meter's STM32. Urjasetu filed it as Indian patent " +
      "application 202421051873 in July 2024; it is still pending, and the method already ships in Urjasetu's three-phase meters.",
    stack: ["C", "STM32", "Magnetometer", "Signal processing"],
    deploy: { product: "Urjasetu three-phase meters", patent: "Indian Patent Office (pending)" },
  },
  {
    name: "JalDoot",
    github: "https://github.com/rohan-deshpande-fw/jaldoot",
    live: "",
    description:
      "A water-tank level monitor for housing societies, built in 36 hours with two friends at the Pune Smart City Hardware Hackathon 2019, " +
      "where it won first prize (₹1,00,000). An ESP32 with an ultrasonic sensor measures the tank level and publishes it over MQTT, and a " +
      "Grafana dashboard warns the society's caretaker before the tank runs dry or overflows.",
    stack: ["C", "ESP32", "ESP-IDF", "MQTT", "Grafana"],
    deploy: { broker: "Mosquitto on a Raspberry Pi", dashboard: "Grafana" },
    image: { src: "/images/projects/jaldoot.png", alt: "The JalDoot dashboard showing a water tank at 62% next to the ESP32 prototype" },
  },
  {
    name: "ModBench",
    github: "https://github.com/rohan-deshpande-fw/modbench",
    live: "https://pypi.org/project/modbench/",
    description:
      "An open-source Python tool and pytest plugin for testing Modbus RTU devices over RS-485 from a laptop: script register reads and writes, " +
      "inject faults such as bad CRCs and slow replies, and get an HTML report. It grew out of the test rigs I build for meters; " +
      "I wrote it in my own time and it has about 120 GitHub stars.",
    stack: ["Python", "pytest", "pymodbus", "Modbus RTU", "RS-485"],
    deploy: { PyPI: { name: "modbench", href: "https://pypi.org/project/modbench/" } },
  },
];

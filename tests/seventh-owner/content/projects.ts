import type { Project } from "./types";

export const projects: Project[] = [
  {
    name: "tinyfoc",
    github: "https://github.com/bartosz-wroblewski-example/tinyfoc",
    live: "https://docs.rs/tinyfoc",
    description: "A no_std Rust library for field-oriented control of brushless motors, small enough for a Cortex-M0.",
    stack: ["Rust", "embedded-hal", "STM32"],
    deploy: { "crates.io": { name: "tinyfoc", href: "https://crates.io/crates/tinyfoc" } },
    image: { src: "/images/seventh-tinyfoc.png", alt: "A brushless motor on a test bench beside a plot of its phase currents" },
  },
  {
    name: "LoRa Lite",
    github: "https://github.com/bartosz-wroblewski-example/lora-lite",
    live: "",
    description: "A small LoRaWAN Class A stack in plain C for STM32 and ESP32 boards, with a sleep mode that draws under 2 µA.",
    stack: ["C", "LoRaWAN", "ESP32", "STM32", "PlatformIO"],
    deploy: {
      "PlatformIO Registry": {
        name: "bwroblewski/lora-lite",
        href: "https://registry.platformio.org/libraries/bwroblewski/lora-lite",
      },
    },
  },
  {
    name: "Kiln Controller",
    github: "https://github.com/bartosz-wroblewski-example/kiln-controller",
    live: "",
    description:
      "A four-layer PCB and firmware that run his father's pottery kiln: two thermocouple inputs, a PID loop and a phone-friendly web page for the firing schedule.",
    stack: ["C++", "ESP32", "KiCad", "FreeRTOS", "Svelte"],
    deploy: { hardware: "KiCad files on GitHub", frontend: "Served by the ESP32" },
    image: { src: "/images/seventh-kiln.jpg", alt: "A hand-soldered green board with two thermocouple connectors" },
  },
  {
    name: "Async Arm",
    github: "https://github.com/bartosz-wroblewski-example/async-arm",
    live: "https://talks.wroblewski.example.pl/async-arm",
    description:
      'The live demo of his talk "Async Rust on a Two-Dollar Chip" at Baltic Embedded Summit 2024: a three-servo robot arm on an RP2040, driven by Embassy tasks.',
    stack: ["Rust", "Embassy", "RP2040"],
    deploy: { slides: { name: "Talk slides", href: "https://talks.wroblewski.example.pl/async-arm" } },
    image: { src: "/images/seventh-async-arm.webp", alt: "A small 3D-printed robot arm on a conference stage" },
  },
  {
    name: "powertrace",
    github: "https://github.com/bartosz-wroblewski-example/powertrace",
    live: "",
    description:
      "A command-line tool that reads power-profiler captures and compares the current draw of two firmware builds, sleep state by sleep state.",
    stack: ["Python", "pytest"],
    deploy: { PyPI: { name: "powertrace", href: "https://pypi.org/project/powertrace/" } },
  },
  {
    name: "Kestrel SDK Examples",
    github: "https://github.com/bartosz-wroblewski-example/kestrel-sdk-examples",
    live: "https://docs.kestrel-robotics.example.pl/examples",
    description:
      "Twelve small sample apps for the Kestrel robot SDK, from reading a wheel encoder to a full line-following robot, each with a written walkthrough.",
    stack: ["C++", "Zephyr", "CMake"],
    deploy: { docs: "Kestrel developer portal" },
  },
];

import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card; keys are free labels (firmware, dashboard, crates.io…).
 */
export const projects: Project[] = [
  {
    name: "Soil Sip",
    github: "https://github.com/sasha-hnatiuk-example/soil-sip",
    live: "https://soilsip.example.com",
    description:
      "An open-hardware soil-moisture probe that reads three depths every hour and sends them over LoRaWAN, running three years on two AA lithium cells. Built in 2022; 140 probes are in fields today.",
    stack: ["C", "Zephyr RTOS", "STM32", "LoRaWAN", "KiCad"],
    deploy: { firmware: "GitHub Releases", hardware: "KiCad files on GitHub", domain: "soilsip.example.com" },
  },
  {
    name: "Gatepost Gateway",
    github: "https://github.com/sasha-hnatiuk-example/gatepost",
    live: "https://gatepost.example.com",
    description:
      "A solar-powered LoRaWAN gateway that bolts to a fence post and forwards sensor packets to ChirpStack over LTE-M, for fields far from any farmyard Wi-Fi. Started in 2023.",
    stack: ["Rust", "Embassy (async Rust)", "LoRaWAN", "MQTT", "ChirpStack"],
    deploy: { firmware: "GitHub Releases", "network server": "ChirpStack on Hetzner", domain: "gatepost.example.com" },
  },
  {
    name: "Pivot Pilot",
    github: "https://github.com/sasha-hnatiuk-example/pivot-pilot",
    live: "",
    description:
      "An irrigation controller for center pivots that turns water on and off by soil-moisture readings instead of a timer, talking Modbus to the pivot panel. " +
      "In field trials on two farms since spring 2024; not released yet.",
    stack: ["Rust", "Zephyr RTOS", "Modbus", "MQTT"],
    deploy: { firmware: "TBD", dashboard: "TBD" },
  },
  {
    name: "Field Pulse",
    github: "https://github.com/sasha-hnatiuk-example/field-pulse",
    live: "https://fieldpulse.example.com",
    description:
      "A self-hosted pipeline that takes sensor readings from MQTT into InfluxDB and shows soil moisture, rain and bin temperatures on Grafana dashboards a farmer can read on a phone. Since 2022.",
    stack: ["Python", "MQTT", "InfluxDB", "Grafana", "Node-RED", "Docker"],
    deploy: { backend: "Docker on Hetzner", database: "InfluxDB", dashboard: "Grafana", domain: "fieldpulse.example.com" },
  },
  {
    name: "furrow-isobus",
    github: "https://github.com/sasha-hnatiuk-example/furrow-isobus",
    live: "",
    description:
      "A small Rust library that decodes ISOBUS (ISO 11783) messages from tractor and implement CAN buses, with no heap allocation so it runs on microcontrollers. Published in 2024.",
    stack: ["Rust", "CAN bus / ISOBUS"],
    deploy: { "crates.io": { name: "furrow-isobus", href: "https://crates.io/crates/furrow-isobus" } },
  },
  {
    name: "Bin Temp Logger",
    github: "https://github.com/sasha-hnatiuk-example/bin-temp-logger",
    live: "",
    description:
      "Archived in 2021: a Bluetooth Low Energy logger that read grain-bin temperature cables and warned of hot spots on a phone, built as a student project in 2019 and replaced by Field Pulse.",
    stack: ["C", "FreeRTOS", "Nordic nRF52", "Bluetooth Low Energy"],
    deploy: { firmware: "None" },
  },
  {
    name: "Workshop Weather Kit",
    github: "https://github.com/sasha-hnatiuk-example/workshop-weather-kit",
    live: "https://weatherkit.example.com",
    description:
      "Free lesson plans and code for the library's winter workshops: a backyard weather station and a soil sensor that beginners build in four evenings. Written in 2022.",
    stack: ["MicroPython", "Arduino", "ESP32"],
    deploy: { lessons: "GitHub Pages", domain: "weatherkit.example.com" },
  },
];

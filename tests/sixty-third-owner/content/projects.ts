import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Drizzle",
    github: "https://github.com/akinyi-odhiambo/drizzle",
    live: "https://hackaday.io/project/drizzle-rain-gauge",
    description:
      "An open-hardware tipping-bucket rain gauge for farmer groups: a KiCad circuit board around an STM32WL, firmware in C on Zephyr RTOS, and a 3D-printed " +
      "funnel and bucket. It counts each 0.2 mm tip, sends hourly rainfall over LoRaWAN through The Things Network, and runs about two years on two AA batteries. " +
      "The parts cost about 2,400 KES. I designed the first version during my career break in 2021 and tested it on my parents' farm near Ahero; " +
      "farmer groups in Kisumu and Siaya have built about 210 of them. Hardware under CERN-OHL-S, firmware under Apache 2.0.",
    stack: ["C", "Zephyr RTOS", "LoRaWAN", "The Things Network", "KiCad", "STM32WL"],
    deploy: {
      "Hackaday.io": { name: "Drizzle build log", href: "https://hackaday.io/project/drizzle-rain-gauge" },
      network: "The Things Network",
    },
  },
  {
    name: "Loam",
    github: "https://github.com/akinyi-odhiambo/loam",
    live: "https://crates.io/crates/loam-sensors",
    description:
      "A no_std Rust driver crate for capacitive soil-moisture and soil-temperature sensors, built on embedded-hal. It reads probes over I2C or SDI-12 and turns " +
      "raw counts into volumetric water content, with calibration curves for clay, loam and sandy soils that come from my calibration work at the Environmental " +
      "Sensing Lab. Published on crates.io as loam-sensors; dual-licensed MIT or Apache 2.0, with about 12,000 downloads and 340 GitHub stars.",
    stack: ["Rust", "embedded-hal", "I2C", "SDI-12"],
    deploy: { "crates.io": { name: "loam-sensors", href: "https://crates.io/crates/loam-sensors" } },
  },
  {
    name: "Harvest Clock",
    github: "https://github.com/akinyi-odhiambo/harvest-clock",
    live: "https://harvestclock.example.com",
    description:
      "An SMS service that tells smallholder farmers when to plant, weed and irrigate. It combines rainfall from Drizzle gauges and soil moisture from " +
      "Loam-based probes, which arrive over MQTT, with the Kenya Meteorological Department's seasonal forecast, and sends short alerts in Swahili, Dholuo or English, " +
      "whichever the farmer picks, through the Africa's Talking SMS API. It works on any phone, with no smartphone or data bundle needed. About 6,500 farmers in " +
      "Kisumu, Siaya and Homa Bay counties subscribe; it is free for them and funded by a small grant. Written in Python with PostgreSQL.",
    stack: ["Python", "PostgreSQL", "MQTT", "Africa's Talking"],
    deploy: { backend: "DigitalOcean", database: "DigitalOcean Managed PostgreSQL", SMS: "Africa's Talking" },
  },
  {
    name: "Pima",
    github: "https://github.com/akinyi-odhiambo/pima",
    live: "https://pima.example.com",
    description:
      "A web dashboard for farmer cooperatives that shows live soil moisture and rainfall from their Drizzle and Loam sensors on a map of members' plots. " +
      'The name is Swahili for "measure". Built with React and TypeScript; readings stream in over MQTT over WebSockets from a Mosquitto broker. ' +
      "It installs as a progressive web app and keeps the last week of readings offline, for extension officers on cheap phones in areas with patchy signal. " +
      "Used by 14 cooperatives.",
    stack: ["TypeScript", "React", "Vite", "MQTT", "Mosquitto"],
    deploy: { frontend: "Cloudflare Pages", broker: "Mosquitto on DigitalOcean" },
  },
  {
    name: "SP-2 Soil Probe Firmware",
    github: "",
    live: "https://naivasha-instruments.example.com/sp-2",
    description:
      "The firmware of Naivasha Instruments' SP-2 soil probe, which measures soil moisture and temperature at three depths and reports over LoRaWAN. " +
      "I led the move from a bare-metal superloop to Zephyr RTOS on an STM32WL, with deep sleep between readings, which stretched battery life from 8 months " +
      "to about 3 years on two AA cells. I also wrote the firmware-update-over-the-air (FUOTA) process that updated 4,000 probes in the field in 2024 without " +
      "a single farm visit. About 4,000 probes report from farms in nine Kenyan counties. The code is private, so this links to the product page.",
    stack: ["C", "Zephyr RTOS", "LoRaWAN", "STM32WL", "FUOTA"],
    deploy: { firmware: "FUOTA over LoRaWAN", network: "The Things Stack" },
  },
  {
    name: "Seedtray",
    github: "https://github.com/akinyi-odhiambo/seedtray",
    live: "",
    description:
      "A Python command-line tool that flashes, tests and registers LoRaWAN devices in batches: plug up to 24 boards into a USB hub, and it flashes each one " +
      "with pyOCD, runs a self-test, and registers its DevEUI and keys on The Things Stack through its API. I wrote it for the lab's sensor stations and " +
      "still use it for every Drizzle build day. MIT licensed; installed with pip straight from GitHub.",
    stack: ["Python", "pyOCD", "The Things Stack"],
    deploy: { install: "pip from GitHub" },
  },
  {
    name: "Bench pH",
    github: "https://github.com/akinyi-odhiambo/bench-ph",
    live: "",
    description:
      "A low-cost pH meter for school chemistry labs that I built with my science club in 2016, when our school had one working pH meter for 180 students. " +
      "An Arduino Nano, a standard glass pH probe and a small LCD in a plastic lunch box, with a two-point calibration routine the students wrote themselves. " +
      "It costs about 1,800 KES to build, against more than 25,000 KES for a bench meter, and about 40 schools in Kisumu County have built one from our printed guide.",
    stack: ["Arduino", "C++"],
    deploy: { guide: "Printed build guide (PDF on GitHub)" },
  },
  {
    name: "Two AA Batteries, Three Rainy Seasons (Kigali Hardware Summit 2024 talk)",
    github: "",
    live: "https://kigalihardwaresummit.example.com/2024/two-aa-batteries",
    description:
      "My 30-minute talk, in English, at the Kigali Hardware Summit 2024 in Kigali, Rwanda, in September 2024. It walks through how we took the SP-2 soil probe " +
      "from 8 months to about 3 years on two AA batteries: measuring current with a power profiler, Zephyr's power management, batching LoRaWAN uplinks, " +
      "and what a chemistry teacher knows about why alkaline cells leak in the heat. The recording is on YouTube and the slides are on Speaker Deck.",
    stack: ["Zephyr RTOS", "LoRaWAN", "C"],
    deploy: {
      recording: "YouTube",
      slides: { name: "Speaker Deck", href: "https://speakerdeck.com/akinyiodhiambo/two-aa-batteries" },
    },
  },
];

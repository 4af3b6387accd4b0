import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Firmware Engineer",
    employmentType: "Full-time",
    company: "Warm Stone Oy",
    date: "Feb 2022 – Present",
    location: "Tampere, Finland · Hybrid",
    description:
      "Warm Stone is a Tampere company that makes smart sauna controllers and air-to-water heat pumps, with about 40,000 controllers in Finnish and Swedish homes. " +
      "I'm one of six engineers in the firmware team and I mentor our two junior firmware engineers. I write the sauna controller firmware in C on Zephyr RTOS " +
      "on STM32 (ARM Cortex-M4), and the heat-pump firmware in C and C++ on FreeRTOS, where the indoor and outdoor units talk CAN bus and buildings connect over Modbus RTU. " +
      "I pushed for Rust and in 2024 shipped our first Rust firmware in production: the wireless bench sensor, a no_std Rust sensor that reports sauna humidity " +
      "and temperature to the controller over Bluetooth Low Energy. I also built our hardware-in-the-loop test rig, Python test scripts run from GitLab CI " +
      "against real boards, and cut the sauna controller's standby power from 1.8 W to 0.4 W.",
    url: "https://warmstone.example.com",
  },
  {
    title: "Embedded Developer",
    employmentType: "Full-time",
    company: "Clear Drop Medical Oy",
    date: "Aug 2018 – Jan 2022",
    location: "Oulu, Finland · On-site",
    description:
      "Clear Drop Medical is an Oulu medical-device company. I worked in a team of four on the firmware of an insulin-pump prototype, developed under IEC 62304 " +
      "as Class C software, with risk management to ISO 14971. I wrote C on FreeRTOS for an STM32 (ARM Cortex-M4): the pump motor control, occlusion detection " +
      "and the Bluetooth Low Energy link to the companion app, which another team built. Every requirement was traced to code and tests, and the prototype " +
      "was used in a 30-patient feasibility study in 2021.",
    url: "https://cleardrop.example.com",
  },
  {
    title: "Hardware Lab Assistant (part-time)",
    employmentType: "Part-time, during my MSc",
    company: "Tampere University",
    date: "Sep 2016 – May 2018",
    location: "Tampere, Finland · On-site",
    description:
      "While studying for my MSc I looked after the electronics teaching lab: I prepared STM32 boards for the embedded systems courses, helped students debug " +
      "with oscilloscopes and logic analysers, repaired lab equipment, and built the 24-node Bluetooth mesh testbed I later used for my thesis.",
  },
  {
    title: "Phone Repair Technician (summer job)",
    employmentType: "Seasonal",
    company: "Quick Fix Phones",
    date: "Jun 2014 – Aug 2014",
    location: "Accra, Ghana · On-site",
    description:
      "A summer job between my third and fourth year at KNUST, in a busy phone repair shop in Accra. I replaced screens, batteries and charging ports and did " +
      "board-level micro-soldering, about 15 repairs a day. It is where I learned to solder properly and decided I wanted to work close to the hardware.",
  },
];

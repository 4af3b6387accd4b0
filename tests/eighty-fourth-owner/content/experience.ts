import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Parental leave",
    employmentType: "Leave",
    company: "Infuvia Medical GmbH",
    date: "Mar 2026 – Feb 2027",
    location: "Munich",
    description:
      "Twelve months of parental leave (Elternzeit) from my firmware job at Infuvia Medical. I'm not doing any paid work during the leave, " +
      "and I'm open to a new role starting in March 2027, ideally 30 hours a week.",
  },
  {
    title: "Embedded Firmware Engineer",
    employmentType: "Full-time",
    company: "Infuvia Medical GmbH",
    date: "Apr 2020 – Present",
    location: "Munich · Hybrid",
    description:
      "Infuvia Medical makes volumetric infusion pumps and syringe pumps for hospitals. I write the firmware of the VP-3 volumetric infusion pump " +
      "under IEC 62304, software safety class C: C++17 on the STM32H7 main controller running FreeRTOS, and plain C on the bare-metal STM32G4 " +
      "safety monitor that can stop the motor on its own. I own the occlusion-detection and alarm-handling modules, raised the unit-test coverage " +
      "of the safety-critical modules from 55% to 94% with Unity and CMock in Jenkins, trace every requirement and test in Polarion, and sit in " +
      "the ISO 14971 risk-management meetings with the clinical and usability team. I built Bench, the Python test rig that runs the pumps every night, " +
      "and in 2025 I led the evaluation of Zephyr for Infuvia's next pump platform.",
    url: "https://infuvia.example.com",
  },
  {
    title: "Volunteer Mentor",
    employmentType: "Volunteer",
    company: "Comeback Code e.V.",
    date: "Jan 2022 – Present",
    location: "Munich · Evenings",
    description:
      "Comeback Code is a Munich non-profit that helps women return to tech after a career break or move into it from another career. " +
      "I mentor one or two women at a time through a six-month programme and run the monthly Firmware from Scratch workshop. " +
      "Eleven mentees so far; seven of them now work as developers.",
    url: "https://comebackcode.example.org",
  },
  {
    title: "Firmware Engineer",
    employmentType: "Full-time",
    company: "Klangwerk Hörsysteme GmbH",
    date: "Apr 2018 – Mar 2020",
    location: "Munich · On-site",
    description:
      "Klangwerk makes rechargeable hearing aids. My first firmware job: I wrote the C firmware of the charging case of the Klangwerk Aura " +
      "hearing aids on an STM32L4 (ARM Cortex-M4) with FreeRTOS, from the battery-charging state machine to the Bluetooth Low Energy link " +
      "that reports battery levels to the Klangwerk app. I moved the team's builds from a vendor IDE to CMake, introduced Unity unit tests, " +
      "and wrote the Python scripts of the end-of-line production test.",
  },
  {
    title: "Intensive Care Nurse",
    employmentType: "Full-time",
    company: "Isartal University Hospital (Universitätsklinikum Isartal)",
    date: "Oct 2009 – Sep 2017",
    location: "Munich · Shift work",
    description:
      "Eight years as a registered nurse on the 16-bed interdisciplinary surgical intensive care unit: ventilated patients, up to twelve infusion " +
      "and syringe pumps per bed, and an alarm every few minutes. From 2012 I worked 75% to study medical engineering alongside my shifts, " +
      "and I was the unit's device champion, training new colleagues on the pumps and reporting device faults to the manufacturers.",
  },
];

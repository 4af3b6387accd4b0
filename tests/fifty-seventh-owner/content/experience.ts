import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Firmware Engineer",
    employmentType: "Full-time",
    company: "Pulsewise Medical",
    date: "Nov 2021 – Present",
    location: "Eindhoven · Hybrid",
    description:
      "Pulsewise Medical makes wearable patient monitors. Its Pulsewise Patch is a chest-worn patch that records ECG, heart rate, respiration rate and skin temperature " +
      "for up to seven days after a patient goes home from hospital, and streams the data over Bluetooth Low Energy to a phone app. " +
      "I lead the firmware team of three engineers. We write the patch firmware in C on Zephyr RTOS on the nRF5340, with a signal-quality module in Rust " +
      "linked in as a static library, and ship signed over-the-air updates with MCUboot. The firmware is Class B medical device software under IEC 62304, " +
      "so every change goes through requirements traceability, ISO 14971 risk analysis, code review and unit tests with Ztest and Twister in GitLab CI, " +
      "plus the hardware-in-the-loop test rig I built. I cut the patch's average current from 410 µA to 255 µA, which stretched its battery life from five days to seven.",
    url: "https://pulsewise.example.com",
    teamSize: 3,
  },
  {
    title: "Freelance Firmware Reviewer",
    employmentType: "Freelance",
    company: "Self-employed (weekends)",
    date: "Mar 2023 – Present",
    location: "Eindhoven · Remote",
    description:
      "On weekends I review firmware for small hardware companies and start-ups: code and architecture reviews of C and Rust firmware, power-consumption audits, " +
      "Bluetooth Low Energy configuration and readiness for IEC 62304 audits. Each review is a fixed-price job of two to four weekends, delivered as a written report " +
      "and a call to walk through it. About 15 reviews so far, for teams in the Netherlands, Germany and Brazil. I never take on a competitor of Pulsewise Medical.",
    url: "https://jurabittencourt.example.com/reviews",
  },
  {
    title: "Embedded Software Engineer",
    employmentType: "Full-time",
    company: "Reinholt Automotive Electronics GmbH",
    date: "Sep 2018 – Oct 2021",
    location: "Stuttgart, Germany · On-site",
    description:
      "Reinholt Automotive Electronics is a tier-1 supplier of battery electronics for electric cars. I wrote the firmware of the cell-monitoring boards " +
      "of a battery management system: C on STM32F4 microcontrollers under FreeRTOS, measuring cell voltages and temperatures and reporting them over CAN bus " +
      "to the main battery controller. The code followed MISRA C:2012 and ISO 26262 up to ASIL C. I wrote the CAN bootloader and the UDS diagnostics, " +
      "and moved the team's nightly builds and static analysis to Jenkins. My boards went into two production car programmes.",
    url: "https://reinholt-automotive.example.com",
  },
  {
    title: "Firmware Engineer",
    employmentType: "Full-time",
    company: "Campo Conectado",
    date: "Feb 2014 – Jul 2016",
    location: "São Paulo, Brazil · On-site",
    description:
      "Campo Conectado was an agritech IoT start-up of twelve people that made soil-moisture sensors for coffee and sugar-cane farms. " +
      "As its first firmware hire I wrote the sensor firmware in C on STM32L0 microcontrollers with FreeRTOS, sending readings over LoRa radio " +
      "to solar-powered gateways, and designed the second version of the sensor board. About 2,000 sensors went into the field on farms in the states " +
      "of São Paulo and Minas Gerais, each running two years on a pair of AA batteries.",
  },
];

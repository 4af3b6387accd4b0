import type { ExperienceEntry } from "./types";

/** Newest first. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Embedded Engineer",
    employmentType: "Full-time",
    company: "Blue Harbor Labs",
    date: "Mar 2024 – Present",
    location: "Bristol · Hybrid",
    description:
      "Leads the firmware for solar-powered ocean sensor buoys, written in C on Zephyr RTOS, " +
      "with LoRaWAN uplinks and signed over-the-air updates.",
    url: "https://blueharbor.example.com",
    teamSize: 3,
  },
  {
    title: "Freelance IoT Engineer",
    employmentType: "Freelance",
    company: "Self-employed",
    date: "Jan 2022 – Feb 2024",
    location: "Remote",
    description:
      "Built Bluetooth LE and MQTT sensor prototypes for four hardware start-ups, " +
      "from KiCad schematics to ESP32 firmware and Grafana dashboards.",
  },
  {
    title: "Embedded Software Engineer",
    employmentType: "Full-time",
    company: "Severn Valley NHS Hospitals Trust",
    date: "Sep 2019 – Dec 2021",
    location: "Gloucester · On-site",
    description:
      "Wrote C++ firmware on STM32 for bedside equipment monitors, and a Kotlin Android app " +
      "that lets clinical engineers check each device over Bluetooth LE.",
  },
  {
    title: "IoT Developer",
    employmentType: "Full-time",
    company: "Leeds Digital Works",
    date: "Jul 2015 – Aug 2019",
    location: "Leeds",
    description:
      "Built Raspberry Pi gateways in Python for smart-building sensors, and the PostgreSQL pipeline " + "that stored a million readings a day.",
  },
  {
    title: "Electronics Lab Teaching Assistant",
    employmentType: "Part-time",
    company: "University of Leeds",
    date: "Oct 2013 – Jun 2015",
    location: "Leeds",
    description: "Ran weekly Arduino lab sessions for first-year electronics students and marked their project reports.",
  },
];

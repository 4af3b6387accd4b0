import type { ExperienceEntry } from "./types";

/** Newest first. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Firmware Engineer & Developer Advocate",
    employmentType: "Full-time",
    company: "Kestrel Robotics",
    date: "Apr 2022 – Present",
    location: "Kraków · Hybrid",
    description:
      "Leads the motor-control firmware of the company's warehouse robots, in C++ and Rust on STM32 under Zephyr. " +
      "Since January 2024 spends half the week on developer relations: the robot SDK's documentation, its sample code and conference talks.",
    url: "https://kestrel-robotics.example.pl",
    teamSize: 3,
  },
  {
    title: "Embedded Software Engineer",
    employmentType: "Full-time",
    company: "Blue Harbor Devices",
    date: "Sep 2017 – Mar 2022",
    location: "Remote",
    description:
      "Wrote low-power C firmware on FreeRTOS for LoRaWAN water-quality buoys in Baltic ports, brought up four board revisions, " +
      "and built the Svelte dashboard where port staff check each buoy's battery and readings.",
    url: "https://blueharbor.example.com",
  },
  {
    title: "Teaching Assistant",
    employmentType: "Part-time",
    company: "AGH University of Kraków",
    date: "Oct 2016 – Jun 2019",
    location: "Kraków",
    description:
      "Ran the laboratory classes of the Microprocessor Systems course for third-year students: STM32 boards, oscilloscopes and a lot of patience.",
  },
  {
    title: "Firmware Intern",
    employmentType: "Internship",
    company: "Promyk Electronics",
    date: "Jul 2014 – Sep 2014",
    location: "Gliwice · On-site",
    description:
      "Wrote test firmware in C for the production line of electricity meters, and a Python script that flashed and checked 200 boards a day.",
  },
];

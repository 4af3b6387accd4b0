import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Firmware Engineer",
    employmentType: "Full-time",
    company: "Naivasha Instruments",
    date: "Jan 2022 – Present",
    location: "Nairobi · Hybrid",
    description:
      "Naivasha Instruments makes soil-moisture probes and solar weather stations for smallholder farms and the cooperatives that serve them. " +
      "I joined as a firmware engineer and was promoted to senior in April 2024; I lead a firmware team of three. " +
      "I moved the SP-2 soil probe from a bare-metal superloop to Zephyr RTOS on an STM32WL, which stretched its battery life from 8 months to about 3 years " +
      "on two AA cells, and wrote the LoRaWAN firmware-update-over-the-air (FUOTA) process that updated 4,000 probes in the field without a single farm visit. " +
      "I also wrote the firmware of the WS-1 solar weather station, which field technicians set up from a phone over Bluetooth Low Energy, " +
      "and the Python test rig that checks every board before it leaves our workshop.",
    url: "https://naivasha-instruments.example.com",
    teamSize: 3,
  },
  {
    title: "Firmware Consultant (part-time)",
    employmentType: "Contract",
    company: "Chemchemi Water",
    date: "Mar 2023 – Oct 2023",
    location: "Remote",
    description:
      "A part-time contract, two days a week, alongside my job at Naivasha Instruments and with its written agreement. Chemchemi Water runs water " +
      "kiosks in Nairobi and Mombasa where customers pay with prepaid tokens. I rewrote the firmware of their prepaid water meters in C on FreeRTOS, with readings sent over MQTT through a 2G cellular modem, " +
      "and fixed a bug that double-charged customers when a token was entered during a power cut. The new firmware runs on the meters of 320 kiosks.",
  },
  {
    title: "Career break",
    employmentType: "Career break",
    company: "Career break",
    date: "Aug 2021 – Dec 2021",
    location: "Kisumu",
    description:
      "Five months at home in Kisumu caring for my mother after her hip surgery. In the evenings I designed the first version of the Drizzle rain gauge " +
      "on the kitchen table and tested it on my parents' farm near Ahero.",
  },
  {
    title: "Research Assistant, Embedded Systems",
    employmentType: "Full-time",
    company: "Environmental Sensing Lab, Ngong Hills University",
    date: "Jun 2018 – Jul 2021",
    location: "Nairobi · On-site",
    description:
      "Built and maintained a network of 60 low-cost air-quality and soil stations for the lab's research. I wrote their firmware in C for STM32 boards, " +
      "designed two of their circuit boards in KiCad, and set up the lab's LoRaWAN gateways on The Things Network. My soil-moisture calibration work with the " +
      "lab's soil scientists appeared in a co-authored paper in 2020 and later became the calibration curves of the Loam crate.",
    url: "https://esl.ngonghills.example.ac.ke",
  },
  {
    title: "Chemistry Teacher",
    employmentType: "Full-time",
    company: "Lakeview Mixed Secondary School",
    date: "Jan 2012 – Dec 2017",
    location: "Kisumu · On-site",
    description:
      "Taught chemistry and mathematics to Forms 1 to 4, about 180 students a year, and ran the school science club. In 2015 my Form 3 students and I built " +
      "a school weather station from an Arduino and salvaged parts; its rainfall records won the club second place at the national science fair in 2016. " +
      "The Bench pH meter came out of the same club. I was head of the chemistry department, with four teachers, for my last two years.",
  },
];

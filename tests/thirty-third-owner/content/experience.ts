import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Firmware Engineer",
    employmentType: "Full-time",
    company: "Urjasetu Energy Systems",
    date: "Jan 2023 – Present",
    location: "Hinjawadi, Pune · On-site",
    description:
      "Urjasetu Energy Systems makes smart electricity meters for Indian power distribution companies; more than 1.2 million meters " +
      "running our firmware are installed in Maharashtra and Gujarat. I lead a team of four firmware engineers on the three-phase meter platform: " +
      "C and C++ on STM32 with FreeRTOS, DLMS/COSEM for the metering data and Modbus RTU for commercial and industrial meters. " +
      "I built the secure firmware-over-the-air (FOTA) update pipeline, with signed images and an A/B bootloader, which cut failed updates " +
      "from 4.1% to 0.3%, and the Python test rig that runs 600 regression tests on real meters every night in GitLab CI. " +
      "I also maintain the small Yocto Linux image of our data concentrator gateway, and I'm evaluating Zephyr for the next-generation meter.",
    url: "https://urjasetu.example.com",
    teamSize: 4,
  },
  {
    title: "Firmware Lead",
    employmentType: "Full-time",
    company: "MittiSense",
    date: "Apr 2020 – Dec 2022",
    location: "Pune · Hybrid",
    description:
      "MittiSense was an agritech start-up that sold LoRaWAN soil-moisture sensors to grape and pomegranate farmers around Nashik and Solapur. " +
      "As its first engineering hire I wrote the node firmware in C on FreeRTOS for the STM32WL, added an nRF52832 BLE companion chip so field staff " +
      "could set up nodes from a phone, designed the second-generation board in KiCad and stretched battery life from 8 months to more than 3 years " +
      "on two AA batteries. I led two firmware engineers. About 2,300 nodes were in the field when the company shut down in December 2022 " +
      "after it failed to raise its next funding round.",
    teamSize: 2,
  },
  {
    title: "Embedded Software Engineer",
    employmentType: "Full-time",
    company: "Varad Auto Electronics",
    date: "Aug 2017 – Mar 2020",
    location: "Chakan, Pune · On-site",
    description:
      "Varad Auto Electronics is a tier-1 automotive supplier. I worked on body control modules (BCMs) for two passenger-car programmes: " +
      "exterior lighting, central locking, wipers and power windows. I wrote AUTOSAR Classic software components in MISRA C, configured " +
      "the CAN and LIN communication stack, and tested it on the bench with Vector CANoe. I cut the BCM's sleep current from 9 mA to 2.5 mA " +
      "by reworking its network-management wake-up handling.",
    url: "https://varadauto.example.com",
  },
  {
    title: "Graduate Engineer Trainee",
    employmentType: "Full-time",
    company: "Tarangini Infotech",
    date: "Aug 2014 – Jun 2015",
    location: "Mysuru and Pune · On-site",
    description:
      "Tarangini Infotech is a large Indian IT services company. After four months of training at its Mysuru campus in C, Linux and " +
      "software testing, I spent eight months on the embedded testing team for a European set-top-box client in Pune, writing Python scripts " +
      "that ran regression tests on the boxes over a serial console. I left in June 2015 to do my M.Tech in Embedded Systems.",
    url: "https://tarangini.example.com",
  },
  {
    title: "Co-organiser",
    employmentType: "Volunteer",
    company: "Embedded Katta Pune",
    date: "Jun 2019 – Present",
    location: "Pune",
    description:
      "Co-organise Embedded Katta, a free monthly meetup for embedded and hardware engineers in Pune, with two talks and a soldering " +
      "fix-it table each evening. About 45 meetups so far and more than 1,100 members.",
    url: "https://www.meetup.com/embedded-katta-pune",
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Embedded Firmware Engineer",
    employmentType: "Full-time (32 hours a week)",
    company: "Lumen Care Devices",
    date: "Nov 2022 – Present",
    location: "Eindhoven · Hybrid, two days a week in the office",
    description:
      "Lumen Care Devices is a medical-device company of about 120 people that makes wearable patient monitors for hospitals and home care. " +
      "Its main product, the LC-1 chest patch, measures heart rate, breathing rate and skin temperature and sends them over Bluetooth Low Energy to a bedside hub. " +
      "I'm one of six firmware engineers: I write the patch's firmware in C on an nRF52 chip with Zephyr RTOS, and parts of the hub's firmware in C++ on an STM32 " +
      "with FreeRTOS. The patch is a class IIa device under the EU MDR, so the firmware is developed under IEC 62304 (software safety class B): requirements, " +
      "risk analysis with ISO 14971, unit tests and traceability from every requirement to its test. In 2023 I cut the patch's power draw by 38%, " +
      "which took its battery life from five days to seven, and I built Proefbank, the hardware-in-the-loop test framework our Jenkins runs every night.",
    url: "https://lumencaredevices.example.com",
  },
  {
    title: "Firmware Engineer",
    employmentType: "Full-time",
    company: "Trapkracht",
    date: "Aug 2019 – Oct 2022",
    location: "Eindhoven · On-site",
    description:
      "Trapkracht was a start-up of about 40 people that built a mid-drive motor and controller for e-bikes. I wrote most of the motor controller's firmware " +
      "in C on an STM32 with FreeRTOS: motor control, the torque sensor, talking to the battery over CAN bus, and the Bluetooth Low Energy link to the rider's app. " +
      "I also wrote its bootloader with signed updates, so bikes could be updated from the app, and end-of-line test tools in Python and, later, Rust. " +
      "About 9,000 drives were on the road when Trapkracht went bankrupt in October 2022, after its second funding round fell through.",
  },
  {
    title: "Test Engineer",
    employmentType: "Full-time",
    company: "Kestrel Printing Systems",
    date: "Sep 2017 – Jul 2019",
    location: "Venlo · On-site",
    description:
      "Kestrel Printing Systems makes large-format and production printers. I was a test engineer in the printhead controller team: I wrote Python test scripts " +
      "for the controller boards, built automated test rigs that drive power supplies and oscilloscopes over SCPI, and ran them every night from Jenkins. " +
      "The nightly rig cut the team's manual regression testing from three days to one night. I earned my ISTQB certificate here in 2018, " +
      "and found out that I wanted to write the firmware, not only test it.",
  },
  {
    title: "PhD Candidate in Electrical Engineering (left without a doctorate)",
    employmentType: "PhD position, four-year contract",
    company: "Eindhoven University of Technology (TU/e)",
    date: "Sep 2014 – Aug 2017",
    location: "Eindhoven",
    description:
      "Research on ultra-low-power wireless sensor nodes for body-area networks in the Electronic Systems group. I designed three sensor boards in KiCad, " +
      "wrote their firmware in C, co-wrote two conference papers and taught the second-year embedded systems lab. After three years I left: I liked building " +
      "the boards much more than writing the papers about them, and I didn't want to spend two more years on a thesis. I don't have a doctorate; " +
      "my highest degree is my MSc.",
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Embedded & IoT Developer",
    employmentType: "Full-time",
    company: "Spring Wheat Sensors",
    date: "Jul 2023 – Present",
    location: "Saskatoon · Hybrid",
    description:
      "Write the Zephyr RTOS firmware in C for the company's LoRaWAN soil-moisture probes and a Rust controller for center-pivot irrigation; " +
      "moved over-the-air updates to signed images and cut field battery swaps from every season to every three years. Mentor two firmware co-op students.",
    url: "https://springwheatsensors.example.com",
    teamSize: 2,
  },
  {
    title: "Maker Workshop Instructor",
    employmentType: "Seasonal, part-time",
    company: "Saskatoon Public Library",
    date: "Jan 2022 – Mar 2024 (winters)",
    location: "Saskatoon",
    description:
      "Taught evening workshops each winter where teens and retired farmers built weather stations and soil sensors with Arduino and MicroPython.",
  },
  {
    title: "Junior Embedded Developer",
    employmentType: "Full-time",
    company: "University of Saskatchewan, Crop Science Field Lab",
    date: "May 2021 – Jun 2023",
    location: "Saskatoon · On-site",
    description:
      "Built data loggers on Nordic nRF52 and FreeRTOS for research plots, logging canopy temperature and soil moisture over Bluetooth Low Energy, " +
      "and wrote the Python scripts that loaded three field seasons of readings into InfluxDB for the lab's Grafana dashboards.",
    url: "https://cropsciencefieldlab.example.com",
  },
  {
    title: "Firmware Tester",
    employmentType: "Co-op, then part-time",
    company: "Kernel Watch Systems",
    date: "May 2019 – Apr 2021",
    location: "Regina",
    description:
      "Tested the firmware of wireless grain-bin temperature and moisture monitors: wrote Python test scripts, built a hardware-in-the-loop rig " +
      "that ran every release against twelve real sensor cables, and reported bugs before they reached a farmer's bin.",
  },
  {
    title: "Agricultural Equipment Service Technician",
    employmentType: "Full-time",
    company: "Harvest Line Equipment",
    date: "Jun 2014 – Aug 2017",
    location: "Humboldt, Saskatchewan",
    description:
      "Serviced combines, air seeders and sprayers at a farm-equipment dealership; diagnosed CAN bus and ISOBUS faults with a laptop in the field " +
      "and flashed controller updates, which is where the interest in firmware began.",
  },
  {
    title: "Farm Hand & Equipment Operator",
    employmentType: "Family business",
    company: "Hnatiuk Family Farm",
    date: "Apr 2008 – Aug 2012",
    location: "Near Wakaw, Saskatchewan",
    description:
      "Worked on the family's 1,900-acre wheat, canola and lentil farm: seeding, spraying, harvest and grain hauling, and repairs on everything from augers to the combine.",
  },
];

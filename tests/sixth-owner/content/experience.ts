import type { ExperienceEntry } from "./types";

/** Newest first. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Platform Engineer",
    employmentType: "Full-time",
    company: "Maple Street Software",
    date: "Jun 2023 – Present",
    location: "Toronto · Hybrid",
    description:
      "Leads the platform team that runs the company's Go services on Kubernetes on AWS: Terraform for every environment, " +
      "GitHub Actions for every deploy, and Prometheus alerts that page the right person.",
    url: "https://maplestreet.example.ca",
    teamSize: 3,
  },
  {
    title: "Back-End Developer",
    employmentType: "Full-time",
    company: "Don Valley District School Board",
    date: "Feb 2020 – May 2023",
    location: "Toronto · On-site",
    description:
      "Built the student-records API in Go and PostgreSQL that 112 schools use for attendance and report cards, " +
      "and moved its nightly batch jobs onto a message queue.",
  },
  {
    title: "Junior Web Developer",
    employmentType: "Contract",
    company: "Blue Door Labs",
    date: "Jan 2019 – Jan 2020",
    location: "Remote",
    description:
      "Built REST APIs in Node.js and TypeScript for three client web apps on a one-year contract, and wrote their first integration tests.",
  },
  {
    title: "Music Instructor",
    employmentType: "Part-time",
    company: "Harbourfront Community Music School",
    date: "Sep 2014 – Aug 2018",
    location: "Toronto",
    description: "Taught piano and music theory to children and adults two days a week, and wrote the scripts that ran the school's lesson bookings.",
  },
];

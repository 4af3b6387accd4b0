import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Web Development Team Lead",
    employmentType: "Full-time",
    company: "Brightlane Technologies",
    date: "Oct 2024 – Present",
    location: "Coimbatore · On-site",
    description:
      "Lead a team of five building customer-facing web apps with React, Remix and Node.js; set up code review, " +
      "CI and edge deployments that cut release time from days to minutes.",
    url: "https://brightlane.example.com",
    teamSize: 5,
  },
  {
    title: "Software Engineering Intern",
    employmentType: "Internship",
    company: "Northwind IT Consulting",
    date: "May 2019 – Aug 2019",
    location: "Chennai",
    description:
      "Built internal dashboards in React and REST endpoints in Express for a client reporting tool, " +
      "and wrote the tests that caught its first production bug before release.",
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first; the volunteer role last. */
export const experience: ExperienceEntry[] = [
  {
    title: "Engineering Manager",
    employmentType: "Full-time",
    company: "Cloud Forest Payments",
    date: "Feb 2023 – Present",
    location: "Bogotá · Hybrid",
    description:
      "Manages nine engineers across the payments-API and test-platform squads; introduced contract testing with Pact " +
      "and a Metabase release-quality dashboard that cut escaped defects by 40% in a year, and runs hiring for both squads.",
    url: "https://cloudforest.example.co",
    teamSize: 9,
  },
  {
    title: "QA Lead",
    employmentType: "Full-time",
    company: "Canasta Online",
    date: "Mar 2019 – Jan 2023",
    location: "Bogotá · On-site",
    description:
      "Joined the e-commerce marketplace as a QA automation engineer and was promoted to QA Lead in July 2020; led a team of four, " +
      "replaced a three-day manual regression pass with a Cypress suite that runs in 25 minutes on GitLab CI, " +
      "and wrote the nightly SQL checks that reconcile orders with payments.",
    url: "https://canasta.example.co",
    teamSize: 4,
  },
  {
    title: "Test Automation Engineer",
    employmentType: "Contract",
    company: "Harborview Health",
    date: "Jun 2017 – Feb 2019",
    location: "Remote · client in Austin, Texas",
    description:
      "Built UI and API test automation in Java with Selenium WebDriver and REST Assured for a US telehealth scheduling app, " +
      "working in English with a distributed team on Central Time.",
  },
  {
    title: "Manual QA Tester",
    employmentType: "Full-time",
    company: "Conecta Telecom",
    date: "Feb 2013 – May 2017",
    location: "Bogotá · On-site",
    description:
      "Tested prepaid recharges and billing for a mobile operator by hand, wrote test cases in TestLink and logged defects in Jira; " +
      "learned SQL to check billing records straight in the Oracle database.",
  },
  {
    title: "Volunteer Mentor",
    employmentType: "Volunteer",
    company: "Ella Programa",
    date: "Mar 2018 – Jun 2024",
    location: "Bogotá",
    description:
      "Mentored more than 30 women switching careers into software testing through the non-profit's free six-month bootcamp, " +
      "and taught its Saturday SQL and test-automation modules.",
    url: "https://ellaprograma.example.org",
  },
];

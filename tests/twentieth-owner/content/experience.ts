import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Founder & Solo Developer",
    employmentType: "Self-employed",
    company: "Harbourlight Software Ltd",
    date: "Jan 2021 – Present",
    location: "Galway · Remote",
    description:
      "I run two bootstrapped SaaS products on my own: Flakewatch (launched April 2021) and Tidebook (launched May 2022). " +
      "I do the code, support, marketing and bookkeeping, with one part-time support contractor who helps with Tidebook in the summer season. " +
      "Both products are profitable, with no investors and no employees.",
    url: "https://harbourlight.example.com",
    teamSize: 1,
  },
  {
    title: "Contract Back-End & Test Automation Engineer",
    employmentType: "Contract",
    company: "Self-employed",
    date: "Mar 2021 – Present",
    location: "Remote",
    description:
      "Two or three contracts a year, up to three days a week, for start-ups and scale-ups in Ireland, the UK and Germany: " +
      "Go and Python back-end work, and rescuing flaky Playwright and Cypress suites. " +
      "Most recently I cut a Berlin logistics start-up's CI time from 38 to 11 minutes by fixing and parallelising its Playwright suite.",
  },
  {
    title: "Back-End Developer",
    employmentType: "Full-time",
    company: "Ledgerly",
    date: "Jun 2017 – Dec 2020",
    location: "Dublin · Hybrid (remote from Galway from 2020)",
    description:
      "Ledgerly is a Dublin fintech that automates bank reconciliation for accounting firms. I moved over from testing to write Go services " +
      "for bank-feed ingestion and payment matching, on PostgreSQL and Kafka, running on AWS. " +
      "Rebuilt the nightly reconciliation job, cutting it from four hours to twenty minutes, and introduced contract tests between services.",
    url: "https://ledgerly.example.com",
  },
  {
    title: "QA Automation Engineer",
    employmentType: "Full-time",
    company: "Claddagh Medical Systems",
    date: "Mar 2014 – May 2017",
    location: "Galway · On-site",
    description:
      "Claddagh Medical Systems makes a cloud portal that diabetes clinics use to review data from patients' insulin pumps. " +
      "I built its test automation from scratch: a Selenium and pytest suite of 1,800 tests running nightly in Jenkins, " +
      "which cut the regression cycle from two weeks of manual testing to one night. I also wrote the traceability reports for its medical-device audits.",
    url: "https://claddaghmedical.example.com",
  },
  {
    title: "Software Test Analyst",
    employmentType: "Full-time",
    company: "Wordwell Localisation",
    date: "Oct 2011 – Feb 2014",
    location: "Dublin · On-site",
    description:
      "My first job after leaving university: testing translated versions of desktop and web software in 14 languages. " +
      "I taught myself Python in the evenings and wrote my first Selenium scripts to catch truncated and untranslated text on screens.",
  },
];

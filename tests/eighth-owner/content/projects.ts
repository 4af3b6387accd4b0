import type { Project } from "./types";

export const projects: Project[] = [
  {
    name: "playwright-flake-hunter",
    github: "https://github.com/mariana-cardenas-example/playwright-flake-hunter",
    live: "",
    description:
      "A Playwright reporter plugin that remembers each test's results across CI runs, scores how flaky it is, " +
      "and opens a Jira ticket for the worst offenders.",
    stack: ["TypeScript", "Playwright", "Node.js", "Jira"],
    deploy: { npm: { name: "playwright-flake-hunter", href: "https://www.npmjs.com/package/playwright-flake-hunter" } },
    image: { src: "/images/eighth-flake-hunter.png", alt: "A terminal table ranking tests by flakiness score" },
  },
  {
    name: "Release Health Dashboard",
    github: "https://github.com/mariana-cardenas-example/release-health",
    live: "https://release-health.mariana.example.co",
    description:
      "A dashboard of escaped defects, flaky tests and lead time for every release, fed by nightly Python and SQL jobs " +
      "over Jira and GitLab data; the public demo runs on made-up data.",
    stack: ["Python", "SQL", "PostgreSQL", "Metabase", "Docker"],
    deploy: {
      dashboard: "Metabase on AWS",
      database: "Amazon RDS for PostgreSQL",
      domain: "release-health.mariana.example.co",
    },
    image: { src: "/images/eighth-release-health.png", alt: "Bar charts of escaped defects per release, falling over a year" },
  },
  {
    name: "Playwright en Español",
    github: "https://github.com/mariana-cardenas-example/playwright-en-espanol",
    live: "https://playwright-es.mariana.example.co",
    description:
      "A free Spanish-language Playwright course in twelve lessons, each with exercises and solutions, " +
      "from a first test to parallel runs on GitHub Actions.",
    stack: ["Playwright", "TypeScript", "GitHub Actions"],
    deploy: { frontend: "GitHub Pages", domain: "playwright-es.mariana.example.co" },
    image: { src: "/images/eighth-playwright-es.webp", alt: "The course's lesson list, in Spanish" },
  },
  {
    name: "Pact Contract Demo",
    github: "https://github.com/mariana-cardenas-example/pact-contract-demo",
    live: "",
    description:
      "The live demo from her QA Fest Medellín 2024 talk on contract testing: a Node.js checkout service and a payments API " +
      "whose Pact contract is verified before every merge.",
    stack: ["Node.js", "Pact", "Docker", "GitHub Actions"],
    deploy: {},
  },
  {
    name: "Bug Bash Board",
    github: "",
    live: "https://bugbash.mariana.example.co",
    description:
      "A leaderboard for the quarterly bug bashes she runs at Cloud Forest Payments; the code is private, " +
      "but a demo with sample data is public.",
    stack: ["Google Apps Script", "Google Sheets", "Looker Studio"],
    deploy: { frontend: "Looker Studio" },
  },
  {
    name: "Ciclovía en Datos",
    github: "https://github.com/mariana-cardenas-example/ciclovia-en-datos",
    live: "https://ciclovia.mariana.example.co",
    description:
      "Jupyter notebooks and an interactive report on eight years of attendance at Bogotá's Sunday Ciclovía, " + "built from the city's open data.",
    stack: ["Python", "pandas", "Jupyter", "Power BI"],
    deploy: { report: "Power BI Service" },
    image: { src: "/images/eighth-ciclovia.png", alt: "A map of Bogotá with Ciclovía routes shaded by Sunday attendance" },
  },
];

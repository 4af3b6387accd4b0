import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Meridian Service Console",
    github: "",
    live: "https://mariceltolentino.example.com/work/meridian-service-console",
    description:
      "A customer-service console on Service Cloud for Meridian Health Cover, an Australian health insurer, built through Bright Harbor Consulting " +
      "in 2023 and 2024. Its 180 agents in Brisbane and Manila see a member's policy, claims and past calls on one screen, built from Lightning Web Components; " +
      "Apex and SOQL fetch the data, screen flows guide the agent through the most common requests, and MuleSoft connects the console to the insurer's " +
      "policy and claims systems. Average handling time fell from 8.5 minutes to 6.1 minutes in the first six months. The console runs inside Meridian's own " +
      "Salesforce org and is not public; the link goes to my case study. Phase two, self-service for members, is under way.",
    stack: ["Apex", "Lightning Web Components", "SOQL", "Flow", "Service Cloud", "MuleSoft"],
    deploy: {
      "runs in": "Meridian Health Cover's Salesforce org (internal)",
      "case study": { name: "Case study on my site", href: "https://mariceltolentino.example.com/work/meridian-service-console" },
    },
  },
  {
    name: "Bayanihan Ledger",
    github: "https://github.com/maricel-tolentino/bayanihan-ledger",
    live: "",
    description:
      "A donations tracker I built pro bono in 2022 for the Hapag Foundation, a food bank charity in Quezon City that used to track its donors in spreadsheets. " +
      "It runs on Salesforce's Nonprofit Success Pack: donors, pledges and recurring gifts, with record-triggered flows that e-mail an official receipt " +
      "the day a gift arrives and an Apex batch job that prepares the yearly tax certificates. It now tracks about 4,800 donors and saves the foundation's " +
      "volunteers about 20 hours of spreadsheet work a month. It won the 2023 Tech for Good Award of the Philippine Nonprofit Technology Network. " +
      "The GitHub repository holds its configuration and code so other charities can reuse it; the foundation's own data is private.",
    stack: ["Nonprofit Success Pack", "Flow", "Apex", "Lightning Web Components"],
    deploy: { "runs in": "Hapag Foundation's Salesforce org (nonprofit licences)" },
  },
  {
    name: "Project Lipat",
    github: "https://github.com/maricel-tolentino/lipat-toolkit",
    live: "",
    description:
      "The data migration I led at Cloudline Partners in 2021 (lipat means to move in Filipino): just over one million records (customers, shipments and " +
      "support cases) moved from a Singapore logistics company's old in-house CRM into Sales Cloud and Service Cloud. I mapped the data in SQL, loaded it " +
      "with Data Loader and the Bulk API in a single weekend cut-over, and reconciled every object afterwards: no record was lost. The client is under NDA, " +
      "so it isn't named here. The GitHub repository is the toolkit I kept from it: the SQL reconciliation scripts and my migration checklist, without any client data.",
    stack: ["SQL", "Data Loader", "Bulk API", "Apex", "Jira"],
    deploy: { toolkit: { name: "lipat-toolkit on GitHub", href: "https://github.com/maricel-tolentino/lipat-toolkit" } },
  },
  {
    name: "Sertipikado Study Circle",
    github: "",
    live: "https://mariceltolentino.example.com/study-circle",
    description:
      "A free study group for Salesforce certification exams that I started in 2020 (sertipikado means certified in Filipino). Every Saturday morning, " +
      "Manila time, we meet online on Discord to work through one exam topic with Trailhead modules and practice questions I write myself. " +
      "It has about 650 members, mostly career-changers from call centres and back offices, and about 170 of them have passed a Salesforce certification exam. " +
      "It's still going, and anyone can join.",
    stack: ["Trailhead", "Discord"],
    deploy: { community: { name: "Join the study circle", href: "https://mariceltolentino.example.com/study-circle" } },
  },
  {
    name: "Governor Limits, Explained",
    github: "",
    live: "https://mariceltolentino.example.com/blog/governor-limits",
    description:
      "A blog series on my blog, Within the Limits, about Salesforce's governor limits: why a trigger hits 101 SOQL queries, how to stay under 150 DML " +
      "statements and the 10-second CPU limit, and how to bulkify Apex without making it unreadable. I started it in 2024; nine of the twelve planned posts " +
      "are out, each with a small Apex example you can run in a scratch org.",
    stack: ["Apex", "SOQL"],
    deploy: { blog: { name: "Within the Limits", href: "https://mariceltolentino.example.com/blog/governor-limits" } },
  },
  {
    name: "Tikim",
    github: "https://github.com/maricel-tolentino/tikim",
    live: "",
    description:
      "A small open-source Apex testing library (tikim means to taste in Filipino): test data builders that create valid records in one line, and " +
      "readable assertions for Apex unit tests. It's installed as an unlocked package with the Salesforce CLI, and GitHub Actions run its own tests in a scratch " +
      "org on every pull request. It's at version 0.8, has about 230 stars on GitHub, is MIT licensed and is still in progress: version 1.0 is planned for 2027.",
    stack: ["Apex", "Salesforce CLI", "GitHub Actions"],
    deploy: { package: "Unlocked package (install link in the README)" },
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Lead Documentation Engineer",
    employmentType: "Full-time",
    company: "Kestrel Rails",
    date: "Mar 2022 – Present",
    location: "Toronto · Hybrid",
    description:
      "Kestrel Rails is a Toronto fintech that sells payments and bank-account APIs (EFT payouts, pre-authorized debits and account verification) to Canadian software companies. " +
      "I lead the developer documentation team of four: three technical writers and one docs tooling engineer. " +
      "In 2023 we migrated the whole developer docs site, 1,100 pages, from an ageing home-grown portal to Docusaurus in 12 weeks. " +
      "Every API change now ships with a reviewed OpenAPI update, the reference is rendered with Redocly, every pull request is linted with Vale, " +
      "and docs-related support tickets fell by 38% in the six months after launch. I also wrote the Kestrel Rails API Style Guide and set up the workflow with our translation agency for the French edition of the docs.",
    url: "https://kestrelrails.example.com",
    teamSize: 4,
  },
  {
    title: "Technical Writer",
    employmentType: "Full-time",
    company: "Corbel Software",
    date: "Jun 2019 – Feb 2022",
    location: "Toronto · On-site, then remote",
    description:
      "Corbel Software is a mid-size Toronto SaaS company (about 350 people) that makes shift-scheduling software for hospitals and clinics. " +
      "I wrote and maintained its help centre of about 400 articles and its REST API reference, and wrote the first OpenAPI description of the public API (90 endpoints). " +
      "I moved the docs out of shared word-processor files into Markdown in Git, introduced Vale with a house style guide, " +
      "and ran quarterly user research for the docs: interviews and task tests with five customers each quarter. Help-centre contact rates fell by 22%.",
    url: "https://corbelsoftware.example.com",
  },
  {
    title: "Contract Technical Writer",
    employmentType: "Freelance",
    company: "Self-employed (Osei-Brennan Editorial)",
    date: "Jan 2018 – May 2019",
    location: "Toronto · Remote",
    description:
      "My first tech work, taken on while I finished my technical communication certificate. Three main clients: " +
      "Tessellate Robotics, a warehouse-robotics start-up, for whom I wrote the getting-started guides and reference for their Python SDK; " +
      "Harbourline Credit Union, whose 220 help-centre articles I rewrote in plain language; " +
      "and Greyfinch Analytics, for onboarding guides and monthly release notes.",
  },
  {
    title: "Copy Editor",
    employmentType: "Full-time",
    company: "The Quinte Courier",
    date: "Sep 2014 – Dec 2017",
    location: "Belleville, Ontario · On-site",
    description:
      "Edited more than 30 stories a night on the copy desk of The Quinte Courier, a regional daily newspaper in eastern Ontario: fact-checking, cutting to length and writing headlines. " +
      "I kept the paper's house style guide up to date and trained new reporters in it.",
  },
  {
    title: "Reporter",
    employmentType: "Full-time",
    company: "The Quinte Courier",
    date: "Jun 2011 – Aug 2014",
    location: "Belleville, Ontario · On-site",
    description:
      "Covered city hall, courts and municipal budgets. My 2013 series on the city's ageing water mains won the Bay of Quinte Press Club award for local reporting.",
  },
  {
    title: "Founder and Mentor",
    employmentType: "Volunteer",
    company: "Ink to Docs",
    date: "Sep 2020 – Present",
    location: "Remote",
    description:
      "Ink to Docs is a free mentoring circle I run for journalists moving into technical writing. Two cohorts a year, spring and fall, of six people each: " +
      "portfolio reviews, writing-sample feedback and mock interviews. More than 40 people have gone through it so far, and 23 of them now work as technical writers.",
    url: "https://inktodocs.example.org",
  },
];

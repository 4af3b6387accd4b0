import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Developer Advocate",
    employmentType: "Full-time (four-day week)",
    company: "Kelpbase",
    date: "Apr 2023 – Present",
    location: "Remote from Wellington, New Zealand",
    description:
      "Kelpbase makes a serverless, Postgres-compatible database. I'm one of five developer advocates on its developer-relations team, an individual contributor " +
      "working remotely from Wellington on a four-day week: Monday to Thursday, Fridays off. I write the getting-started tutorials and guides in the docs " +
      "(a Next.js site written in MDX), build sample apps in TypeScript and Next.js, write, record and edit the SQL for Curious People video series, " +
      "look after the docs style guide and its Vale rules, and speak at conferences and meetups a few times a year. " +
      "I also turn what developers tell us in issues and forums into feedback for the product team.",
    url: "https://kelpbase.example.com",
  },
  {
    title: "Documentation Engineer",
    employmentType: "Full-time",
    company: "Switchyard",
    date: "Sep 2020 – Mar 2023",
    location: "Remote from Wellington (company based in Auckland)",
    description:
      "Switchyard was a developer-tools start-up that made a feature-flag platform with an API and SDKs. I was its first documentation engineer. " +
      "I moved the docs out of a wiki and into the code repository as a Docusaurus site, wrote the house style guide as Vale rules, " +
      "built the Subeditor GitHub Action to lint docs in every pull request, drew the architecture pages as Mermaid diagrams, " +
      "and replaced the hand-written API pages with a reference generated from the OpenAPI spec. API support tickets fell by about a third.",
    url: "https://switchyard.example.com",
  },
  {
    title: "Junior Frontend Developer",
    employmentType: "Full-time",
    company: "Digital Counter Office",
    date: "Jun 2018 – Aug 2020",
    location: "Wellington · On-site",
    description:
      "The Digital Counter Office is a Wellington government-services agency that builds the online forms New Zealanders use to apply for government services. " +
      "Straight out of the bootcamp I built form components in React and TypeScript, fixed accessibility bugs against WCAG 2.1 AA, " +
      "and wrote the usage docs for the agency's design system in Markdown. Writing those docs is when I realised documentation was the job I wanted.",
    url: "https://digitalcounter.example.govt.nz",
  },
  {
    title: "Reporter",
    employmentType: "Full-time",
    company: "The Manawatū Ledger",
    date: "Feb 2014 – Jan 2018",
    location: "Palmerston North · On-site",
    description:
      "Four years as a reporter at The Manawatū Ledger, a regional daily newspaper in Palmerston North. I covered the city council, health and local courts, " +
      "and from 2016 wrote Counting House, a weekly data column for which I taught myself spreadsheets and my first SQL to dig through council spending records. " +
      "Daily deadlines taught me to write short, check every fact and never bury the lede.",
  },
];

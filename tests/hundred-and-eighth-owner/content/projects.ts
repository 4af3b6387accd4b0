import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Second Chance Academy Open Curriculum",
    github: "https://github.com/second-chance-academy/open-curriculum",
    live: "https://curriculum.secondchanceacademy.example.com",
    description:
      "The full-stack JavaScript curriculum I wrote for Second Chance Academy, published openly: 12 modules over 24 weeks, from HTML and CSS " +
      "to a React front end and a Node.js, Express and PostgreSQL API deployed with Docker. Every module has lecture notes, exercises and a project, " +
      "and the exercises come with Jest tests that GitHub Actions runs on each student's pull request. The lessons are CC BY-SA 4.0 and the code is MIT, " +
      "and three other bootcamps, in Ghana, Kenya and Nigeria, now teach from it. I review every pull request to it myself.",
    stack: ["JavaScript", "React", "Node.js", "Express", "PostgreSQL", "Jest", "Docker", "GitHub Actions"],
    deploy: {
      site: { name: "curriculum.secondchanceacademy.example.com", href: "https://curriculum.secondchanceacademy.example.com" },
      CI: "GitHub Actions",
    },
  },
  {
    name: "ledgerlint",
    github: "https://github.com/ada-okonkwo-bello/ledgerlint",
    live: "",
    description:
      "A command-line tool for payments reconciliation: give it a bank or Paystack settlement CSV and your own transactions export, and it matches them " +
      "and lists every payment that doesn't reconcile: missing, duplicated, or off by a fee. It handles amounts as integer kobo, never as floats. " +
      "Written in TypeScript for Node.js, tested with Jest, and published on npm, where it has about 1,800 weekly downloads. MIT licensed.",
    stack: ["TypeScript", "Node.js", "Jest", "GitHub Actions"],
    deploy: { npm: { name: "ledgerlint", href: "https://www.npmjs.com/package/ledgerlint" } },
  },
  {
    name: "Naira Notebook",
    github: "https://github.com/ada-okonkwo-bello/naira-notebook",
    live: "https://nairanotebook.example.com",
    description:
      "A free budgeting app in naira, built as a Progressive Web App so it installs from the browser and works offline when data runs out. " +
      "You split your salary into envelopes, log spending in seconds, and track your contributions to an ajo or esusu savings group. " +
      "The front end is React and TypeScript with Vite, storing entries in IndexedDB until it can sync; the sync API is Node.js and Express with " +
      "Prisma and PostgreSQL, in Docker. About 4,000 people use it each month.",
    stack: ["React", "TypeScript", "Vite", "IndexedDB", "Node.js", "Express", "Prisma", "PostgreSQL", "Docker"],
    deploy: { frontend: "Netlify", backend: "Render", database: "Render PostgreSQL", domain: "nairanotebook.example.com" },
  },
  {
    name: "Accounting for Developers (YouTube series and talks)",
    github: "https://github.com/ada-okonkwo-bello/accounting-for-developers",
    live: "https://www.youtube.com/@accountingfordevs-example",
    description:
      "A YouTube series where I explain accounting to developers: double-entry bookkeeping, reconciliation, why you never store money as floats, " +
      "and what VAT means for your checkout code. 18 episodes so far and about 21,000 subscribers; the example code for each episode is on GitHub, " +
      "mostly TypeScript and PostgreSQL, with a few Google Sheets and Apps Script demos. I also gave the talk Your Ledger Is Lying, on the same ideas, " +
      "at DevFest Lagos 2023.",
    stack: ["TypeScript", "PostgreSQL", "Google Sheets", "Apps Script"],
    deploy: {
      YouTube: { name: "Accounting for Developers", href: "https://www.youtube.com/@accountingfordevs-example" },
      talk: { name: "Your Ledger Is Lying (DevFest Lagos 2023)", href: "https://devfestlagos.example.com/2023/your-ledger-is-lying" },
    },
  },
  {
    name: "Saturday Code Club",
    github: "https://github.com/saturday-code-club/starter-projects",
    live: "https://saturdaycodeclub.example.org",
    description:
      "A free coding club for girls in secondary school that I started in 2021 and still run as a volunteer (nobody is paid, including me). " +
      "We meet every Saturday morning during term at the Yaba community library, about 25 girls aged 12 to 17 a term, and build web pages and small " +
      "games in HTML, CSS and JavaScript on donated laptops. About 120 girls have come through it so far; the starter projects are on GitHub.",
    stack: ["HTML", "CSS", "JavaScript"],
    deploy: { site: { name: "saturdaycodeclub.example.org", href: "https://saturdaycodeclub.example.org" } },
  },
  {
    name: "Working Papers Macros",
    github: "https://github.com/ada-okonkwo-bello/working-papers-macros",
    live: "",
    description:
      "The first code I ever wrote, in 2016 and 2017 at Adebayo & Partners: Excel VBA macros that picked audit samples, filled in our working papers " +
      "and built the bank reconciliation schedules, which I later rewrote in Google Sheets with Apps Script. Client data removed. " +
      "It's not maintained: it's here because it's how I went from accountant to developer.",
    stack: ["Excel", "VBA", "Google Sheets", "Apps Script"],
    deploy: {},
  },
];

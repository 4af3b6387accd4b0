import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "RosterBean",
    github: "https://github.com/sam-okafor-reid/rosterbean",
    live: "https://rosterbean.example.com",
    description:
      "A rostering app for cafés. Staff set their availability and swap shifts with a manager's approval, and the manager sees the week's wage cost, " +
      "with weekend and public-holiday penalty rates, before publishing the roster. It started as the spreadsheet I kept patching as manager of Hopper & Grind; " +
      "I rebuilt it properly after the bootcamp, and all 14 staff at Hopper & Grind have used it every week since April 2023. " +
      "It cut the manager's rostering time from about three hours a week to 30 minutes.",
    stack: ["Next.js", "TypeScript", "PostgreSQL", "Prisma", "Tailwind CSS", "Playwright"],
    deploy: { frontend: "Vercel", database: "Neon" },
    image: { src: "/images/projects/rosterbean.png", alt: "RosterBean's weekly roster grid with the wage cost for each day" },
  },
  {
    name: "Brickworks Roasters Shopify Theme",
    github: "",
    live: "https://brickworksroasters.example.com",
    description:
      "A custom Shopify Online Store 2.0 theme I built freelance for Brickworks Coffee Roasters in Brunswick: a bean-finder quiz, coffee subscriptions " +
      "and a wholesale ordering page for cafés. It launched in November 2023 and online orders rose 40% in the first three months. " +
      "The code belongs to the roaster, so there is no public repository; this links to the live store.",
    stack: ["Shopify Liquid", "JavaScript", "Tailwind CSS", "Shopify CLI"],
    deploy: { store: "Shopify" },
    image: { src: "/images/projects/brickworks.png", alt: "The Brickworks Coffee Roasters store's bean-finder quiz" },
  },
  {
    name: "Costed",
    github: "https://github.com/sam-okafor-reid/costed",
    live: "https://costed.example.com",
    description:
      "My bootcamp capstone at Southbank Code Academy: a recipe-cost calculator for cafés and restaurants. Enter ingredient prices from supplier invoices, " +
      "build recipes, and Costed works out the cost per serve and a suggested menu price for your target food-cost percentage. " +
      "I built it with two classmates in the last four weeks of the bootcamp and led the backend (the Express API and the PostgreSQL schema). " +
      "It won Best Capstone at the January 2023 demo day, and three cafés still use it to price their menus.",
    stack: ["React", "JavaScript", "Node.js", "Express", "PostgreSQL", "Jest", "Docker"],
    deploy: { frontend: "Vercel", backend: "Render", database: "Render PostgreSQL" },
    image: { src: "/images/projects/costed.png", alt: "Costed showing the cost per serve of a smashed avocado recipe" },
  },
  {
    name: "Dayglow keyboard navigation (open source)",
    github: "https://github.com/dayglow-js/dayglow/pull/412",
    live: "https://dayglow.example.dev",
    description:
      "My contribution to Dayglow, an open-source React date-picker library with about 4,000 GitHub stars. Pull request #412 added full keyboard navigation " +
      "to the calendar grid (arrow keys, Page Up and Page Down for months, Home and End for the week) and fixed weeks starting on Sunday instead of Monday " +
      "for the en-AU locale, with 23 new Jest tests. It was merged and shipped in v3.2.0 in March 2024.",
    stack: ["React", "TypeScript", "Jest"],
    deploy: { npm: { name: "dayglow", href: "https://www.npmjs.com/package/dayglow" } },
  },
  {
    name: "Flat White Notes",
    github: "https://github.com/sam-okafor-reid/flat-white-notes",
    live: "https://samokaforreid.example.com/blog",
    description:
      "My blog about changing careers from hospitality into tech: 18 posts so far on learning to code, job hunting as a junior and what cafés taught me about software. " +
      "The most-read post, 'What a Saturday rush taught me about debugging', has about 9,000 reads. Posts are written in MDX and cross-posted to DEV.",
    stack: ["Next.js", "TypeScript", "MDX", "Tailwind CSS"],
    deploy: { frontend: "Vercel" },
    image: { src: "/images/projects/flat-white-notes.png", alt: "The Flat White Notes blog's home page with a list of posts" },
  },
  {
    name: "Pour Log",
    github: "https://github.com/sam-okafor-reid/pour-log",
    live: "",
    description:
      "A side project for tracking my latte art: log each pour with a photo, the milk, the cup size and the pattern (heart, tulip, rosetta or swan), " +
      "rate it and watch the streaks and progress over time. It is still a work in progress and not live yet: I run it locally with PostgreSQL in Docker, " +
      "and phone photo uploads are next.",
    stack: ["Next.js", "TypeScript", "Prisma", "PostgreSQL", "Tailwind CSS", "Docker"],
    deploy: {},
  },
];

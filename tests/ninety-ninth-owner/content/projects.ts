import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "cywiro",
    github: "https://github.com/cat-prys-jones/cywiro",
    live: "https://cywiro.example.com",
    description:
      "My Welsh-language spelling and grammar checker, published as a Ruby gem (cywiro is Welsh for to correct). It checks spelling against about 250,000 Welsh word forms " +
      "and catches the grammar slips English checkers miss: wrong mutations after prepositions and numbers (i Caerdydd should be i Gaerdydd), the wrong form of yn, " +
      "and English words with an agreed Welsh spelling. Use it from Ruby, from the command line, or as a Rails validator on bilingual forms. " +
      "MIT licensed, about 18,000 downloads, and used by Open Digital Services Wales and two councils.",
    stack: ["Ruby", "RSpec", "GitHub Actions"],
    deploy: {
      RubyGems: { name: "cywiro", href: "https://rubygems.org/gems/cywiro" },
      docs: { name: "cywiro.example.com", href: "https://cywiro.example.com" },
    },
  },
  {
    name: "Ffurflen",
    github: "https://github.com/open-digital-services-wales/ffurflen",
    live: "https://ffurflen.example.com",
    description:
      "A bilingual form builder that follows the GOV.UK Design System (ffurflen is Welsh for form). Content designers write a form once, with the Welsh and English " +
      "side by side, and Ffurflen builds an accessible multi-page form from GOV.UK Frontend components: a language toggle on every page, a check-your-answers page, " +
      "and error messages in both languages. Rails with Stimulus for the few interactive parts, PostgreSQL for drafts and submissions, and cywiro to check the Welsh. " +
      "I started it at Open Digital Services Wales in 2023; it's open source, and ODSW has built more than 30 public forms with it.",
    stack: ["Ruby on Rails", "Stimulus", "GOV.UK Frontend", "PostgreSQL", "Sass"],
    deploy: {
      backend: "AWS ECS",
      database: "AWS RDS (PostgreSQL)",
      demo: { name: "ffurflen.example.com", href: "https://ffurflen.example.com" },
    },
  },
  {
    name: "Cinio",
    github: "https://github.com/cat-prys-jones/cinio",
    live: "https://cinio.example.com",
    description:
      "A school-meal booking service (cinio is Welsh for lunch) that I built in 2021 with a friend who is a primary head teacher in Rhondda Cynon Taf. " +
      "Parents book their children's lunches up to four weeks ahead from their phone, in Welsh or English; kitchen staff get the daily numbers and an allergy list " +
      "for every sitting; and the school office stops chasing paper slips. Server-rendered Django pages that follow GOV.UK Design System patterns, on PostgreSQL, " +
      "in Docker on AWS. Three primary schools and about 900 pupils use it.",
    stack: ["Python", "Django", "PostgreSQL", "Docker", "AWS ECS"],
    deploy: { backend: "AWS ECS", database: "AWS RDS (PostgreSQL)", domain: "cinio.example.com" },
  },
  {
    name: "archwilio",
    github: "https://github.com/cat-prys-jones/archwilio",
    live: "",
    description:
      "A command-line accessibility audit tool for Node.js (archwilio is Welsh for to audit). Give it a site's address or sitemap and it visits every page in Playwright, " +
      "runs axe-core on each one, and writes an HTML and a JSON report of WCAG 2.2 A and AA failures. It also checks what bilingual sites get wrong and axe doesn't: " +
      'Welsh pages that don\'t set lang="cy", and pages with no link to their other-language version. It runs in GitHub Actions and fails the build on new issues. ' +
      "Automated checks only find about a third of the problems, so it's where testing starts, not where it ends.",
    stack: ["Node.js", "JavaScript", "axe-core", "Playwright", "GitHub Actions"],
    deploy: { npm: { name: "archwilio", href: "https://www.npmjs.com/package/archwilio" } },
  },
  {
    name: "Rota",
    github: "https://github.com/cat-prys-jones/rota",
    live: "https://rota.example.org",
    description:
      "The volunteer shift rota for the Grangetown Community Food Bank in Cardiff, where I volunteer on Fridays. Volunteers pick their shifts on their phone, " +
      "swap shifts with each other, and get an e-mail reminder the day before; the coordinators see the gaps a week ahead instead of on the morning. " +
      "Ruby on Rails with Stimulus, PostgreSQL, and Sidekiq with Redis for the reminders. About 120 volunteers use it; it replaced a shared spreadsheet and a lot of text messages.",
    stack: ["Ruby on Rails", "Stimulus", "PostgreSQL", "Redis", "Sidekiq"],
    deploy: { backend: "Docker on a small VPS", domain: "rota.example.org" },
  },
];

import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "APIProse",
    github: "https://github.com/malik-ob/apiprose",
    live: "https://malik-ob.github.io/apiprose",
    description:
      "An open-source Vale style package for API documentation: about 70 rules for endpoint names, HTTP verbs, parameter descriptions, error messages and inclusive language, " +
      "each with a short explanation of why the rule exists. Teams drop it into their Vale configuration and get review comments in every pull request. " +
      "MIT licensed, about 650 GitHub stars.",
    stack: ["Vale", "YAML", "GitHub Actions"],
    deploy: {
      "Vale package": { name: "GitHub Releases", href: "https://github.com/malik-ob/apiprose/releases" },
      docs: "GitHub Pages",
    },
    image: { src: "/images/projects/apiprose.png", alt: "A pull request with APIProse comments flagging a vague parameter description" },
  },
  {
    name: "OAS Lint Action",
    github: "https://github.com/malik-ob/oas-lint-action",
    live: "",
    description:
      "A GitHub Action that lints OpenAPI descriptions on every pull request: it runs Redocly CLI's rules plus my own checks for missing examples, " +
      "undocumented error responses and summaries that aren't written as sentences, then posts the findings as a single pull-request comment. " +
      "Used in more than 300 public repositories; Apache 2.0 licensed.",
    stack: ["GitHub Actions", "OpenAPI", "Redocly CLI", "Python"],
    deploy: {
      "GitHub Marketplace": { name: "oas-lint-action", href: "https://github.com/marketplace/actions/oas-lint-action" },
    },
  },
  {
    name: "Kestrel Rails Developer Docs",
    github: "",
    live: "https://docs.kestrelrails.example.com",
    description:
      "The migration of Kestrel Rails' developer docs to Docusaurus, which I led in 2023: 1,100 pages moved from an ageing home-grown portal in 12 weeks, " +
      "with the API reference generated from OpenAPI and rendered with Redocly. Build time went from 22 minutes to 3, broken links went to zero, " +
      "and docs-related support tickets fell by 38% in the next six months. The repository is private.",
    stack: ["Docusaurus", "MDX", "OpenAPI", "Redocly", "Vale", "GitHub Actions", "Algolia DocSearch"],
    deploy: { frontend: "Netlify", search: "Algolia DocSearch" },
    image: { src: "/images/projects/kestrel-docs.png", alt: "The Kestrel Rails docs home page with the Payments API quickstart" },
  },
  {
    name: "docrot",
    github: "https://github.com/malik-ob/docrot",
    live: "https://pypi.org/project/docrot/",
    description:
      "A small command-line tool that finds broken links in Markdown and MDX docs: relative links, missing heading anchors and dead external URLs, " +
      "with a cache so CI runs stay fast. I wrote it for the Docusaurus migration at Kestrel Rails; about 1,200 downloads a month.",
    stack: ["Python", "Click", "httpx", "pytest"],
    deploy: { PyPI: { name: "docrot", href: "https://pypi.org/project/docrot/" } },
  },
  {
    name: "The Copy Desk Is a Linter (Write the Docs talk)",
    github: "https://github.com/malik-ob/copy-desk-talk",
    live: "https://malikoseibrennan.example.com/talks/copy-desk-is-a-linter",
    description:
      "My talk at Write the Docs Portland 2023 about what newspaper copy desks can teach docs teams: house style as a linter, " +
      "editing passes with one job each, and headlines as page titles. The slides are written in Markdown with Marp; the page has the recording and a transcript.",
    stack: ["Marp", "Markdown"],
    deploy: { slides: "GitHub Pages" },
    image: {
      src: "/images/projects/copy-desk-talk.jpg",
      alt: "Malik on stage at Write the Docs Portland 2023 in front of a marked-up newspaper page",
    },
  },
  {
    name: "The Second Draft",
    github: "",
    live: "https://thesecondraft.example.com",
    description:
      "My monthly newsletter about the craft of documentation: one essay on editing, structure or docs tooling, three links worth reading and one before-and-after rewrite. " +
      "Running since January 2021, with about 2,600 subscribers.",
    stack: ["Buttondown", "Markdown"],
    deploy: { newsletter: "Buttondown" },
  },
  {
    name: "Kestrel Rails API Style Guide",
    github: "",
    live: "https://docs.kestrelrails.example.com/style-guide",
    description:
      "The public style guide I wrote for everything Kestrel Rails publishes for developers: voice, terminology for Canadian payments, how to write endpoint descriptions and error messages, " +
      "and the English and French terminology list the translators use. Its rules are enforced with Vale in the docs repository.",
    stack: ["Markdown", "Docusaurus", "Vale"],
    deploy: { frontend: "Netlify" },
  },
];

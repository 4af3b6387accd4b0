import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Subeditor",
    github: "https://github.com/kahu-parata-lowe/subeditor",
    live: "https://github.com/marketplace/actions/subeditor-docs-lint",
    description:
      "An open-source GitHub Action that lints documentation in pull requests. It runs the Vale prose linter on only the Markdown and MDX files a pull request changes " +
      "and posts each problem as an inline review comment, the way a subeditor marks up copy, and it ships with a starter style guide for developer docs. " +
      "I started it at Switchyard in 2021 and maintain it in my own time. Written in TypeScript, MIT licensed, about 900 GitHub stars, " +
      "and used in more than 400 repositories, including the Kelpbase docs.",
    stack: ["TypeScript", "GitHub Actions", "Vale", "Markdown", "MDX"],
    deploy: {
      "GitHub Marketplace": { name: "Subeditor Docs Lint", href: "https://github.com/marketplace/actions/subeditor-docs-lint" },
    },
  },
  {
    name: "Docs as Code talk series",
    github: "",
    live: "https://devdocs-aotearoa.example.org/2024/your-docs-have-bugs-too",
    description:
      "Three conference and meetup talks since 2022 about treating documentation like code: kept in the repo, reviewed in pull requests, linted and tested in CI. " +
      "The best known is Your Docs Have Bugs Too, a 25-minute talk at DevDocs Aotearoa 2024 in Wellington in August 2024, about catching broken code samples " +
      "and dead links in CI with Vale, GitHub Actions and small Python scripts. My slides are written in Markdown with Mermaid diagrams, " +
      "and I edit the recordings myself in DaVinci Resolve.",
    stack: ["Markdown", "Mermaid", "Vale", "GitHub Actions", "Python"],
    deploy: {
      recording: "YouTube",
      slides: { name: "Slides on Copy Desk", href: "https://kahuparatalowe.example.com/talks" },
    },
  },
  {
    name: "Tohutō",
    github: "https://github.com/kahu-parata-lowe/tohuto",
    live: "https://tohuto.example.org",
    description:
      "A bilingual cheat sheet, in English and te reo Māori, of the keyboard shortcuts for typing macrons (tohutō) on Windows, macOS, Linux, iOS and Android, " +
      "so nobody has to write Maori when they mean Māori. A static Astro site with a small TypeScript search that finds the shortcut for your device. " +
      "It gets about 6,000 visits a month, and about 40,000 during Te Wiki o te Reo Māori (Māori Language Week) each September.",
    stack: ["Astro", "TypeScript", "HTML & CSS"],
    deploy: { frontend: "GitHub Pages", domain: "tohuto.example.org" },
  },
  {
    name: "SQL for Curious People",
    github: "https://github.com/kelpbase/sql-for-curious-people",
    live: "https://www.youtube.com/playlist?list=PLkelpbaseSQLcurious",
    description:
      "A 12-episode video series that teaches SQL from a first SELECT to joins, CTEs and window functions, using the orders of a made-up Wellington coffee roastery. " +
      "I write the scripts, record and edit every episode in DaVinci Resolve for the Kelpbase YouTube channel (2023 – 2024). Every example runs on Postgres, " +
      "and a companion repository has the exercises and Python scripts that load the sample data. More than 50,000 views in total.",
    stack: ["SQL", "PostgreSQL", "Python", "DaVinci Resolve", "Mermaid"],
    deploy: {
      videos: { name: "YouTube playlist", href: "https://www.youtube.com/playlist?list=PLkelpbaseSQLcurious" },
      exercises: { name: "kelpbase/sql-for-curious-people", href: "https://github.com/kelpbase/sql-for-curious-people" },
    },
  },
  {
    name: "Broadsheet",
    github: "https://github.com/kahu-parata-lowe/astro-theme-broadsheet",
    live: "https://broadsheet.example.com",
    description:
      "A small Astro theme for blogs and docs sites that look like a newspaper page: serif headlines, a column layout, dark mode and MDX support. " +
      "Published on npm as astro-theme-broadsheet, with about 1,500 downloads a month. My blog, Copy Desk, runs on it.",
    stack: ["Astro", "TypeScript", "MDX", "HTML & CSS"],
    deploy: {
      npm: { name: "astro-theme-broadsheet", href: "https://www.npmjs.com/package/astro-theme-broadsheet" },
      demo: { name: "broadsheet.example.com", href: "https://broadsheet.example.com" },
    },
  },
  {
    name: "Switchyard API Reference",
    github: "",
    live: "https://docs.switchyard.example.com/api",
    description:
      "At Switchyard I replaced the hand-written API pages with a reference generated from the OpenAPI spec: a Python script checks the spec for missing descriptions " +
      "and examples, Docusaurus renders it next to the guides, and a GitHub Actions job rebuilds it on every release, so the reference never falls behind the API. " +
      "API support tickets fell by about a third in the following six months. The code was internal, so this links to the published reference.",
    stack: ["OpenAPI", "Docusaurus", "React", "Python", "GitHub Actions"],
    deploy: { docs: { name: "docs.switchyard.example.com", href: "https://docs.switchyard.example.com/api" } },
  },
];

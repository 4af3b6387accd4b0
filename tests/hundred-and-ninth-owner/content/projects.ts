import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Open Road Partner Developer Portal",
    github: "",
    live: "https://developers.openroad-mobility.example.com",
    description:
      "The public developer portal for Open Road Mobility's Partner API, launched in September 2024: API reference generated from our OpenAPI files, " +
      "a sandbox with fake vehicles, ready-made Postman collections, a getting-started guide for city data teams and a changelog. " +
      "I led it as the product manager, not as a coder: I interviewed 14 city partners, wrote the product requirements, prioritised what went into " +
      "the first release, shaped the onboarding flow with our designer in Figma, and set up the Amplitude funnels that show where partners get stuck. " +
      "The platform team's engineers wrote all of the portal's code. It took a new city's onboarding from about six weeks to under ten days, " +
      "and partner support tickets dropped by about 40%.",
    stack: ["OpenAPI", "Postman", "Figma", "Amplitude", "Jira"],
    deploy: {
      portal: { name: "developers.openroad-mobility.example.com", href: "https://developers.openroad-mobility.example.com" },
    },
  },
  {
    name: "api-changelog-action",
    github: "https://github.com/bartek-zielinski-example/api-changelog-action",
    live: "https://github.com/marketplace/actions/api-changelog-action",
    description:
      "An open-source GitHub Action that I wrote myself, in TypeScript, on weekends in 2024. On every pull request it compares the old and the new " +
      "OpenAPI file, posts a plain-English changelog as a comment (endpoints and fields added, changed or removed) and fails the check when a " +
      'breaking change has no "breaking-change" label. MIT licensed, about 450 GitHub stars, and Open Road\'s platform team uses it on every API repository. ' +
      "It's a side project: the only code I still ship.",
    stack: ["TypeScript", "GitHub Actions", "OpenAPI"],
    deploy: {
      "GitHub Marketplace": { name: "api-changelog-action", href: "https://github.com/marketplace/actions/api-changelog-action" },
    },
  },
  {
    name: "From Engineer to PM (talk and blog series)",
    github: "",
    live: "https://bartekzielinski.example.com/blog",
    description:
      "Eight blog posts, written between 2023 and 2025, and a 25-minute talk in English at Product Nights Berlin in June 2024, about moving from " +
      "software engineering into product management: what carried over, what I had to unlearn (solving the problem myself instead of making sure " +
      "the right problem gets solved), how to work with engineers without stepping on their toes, and why I stopped writing production code.",
    stack: ["Writing", "Public speaking"],
    deploy: {
      blog: { name: "bartekzielinski.example.com/blog", href: "https://bartekzielinski.example.com/blog" },
      slides: { name: "Slides on Speaker Deck", href: "https://speakerdeck.com/bartek-zielinski-example/from-engineer-to-pm" },
    },
  },
  {
    name: "Saldo (Allegro's seller ledger)",
    github: "",
    live: "https://bartekzielinski.example.com/blog/saldo",
    description:
      "A Kafka-based ledger of sellers' balances that I designed and built at Allegro as an engineer, between 2018 and 2020, with four other engineers. " +
      "Every payment, refund and fee became an event on Kafka; Java and Spring Boot services turned them into balances in PostgreSQL. It replaced a " +
      "nightly batch job, so sellers saw their balance within seconds instead of the next morning, and it handled about two million payment events a day. " +
      "The code belongs to Allegro and is closed; this links to my blog post about how we built it.",
    stack: ["Java", "Spring Boot", "Kafka", "PostgreSQL"],
    deploy: { "write-up": { name: "Blog post: How we built Saldo", href: "https://bartekzielinski.example.com/blog/saldo" } },
  },
  {
    name: "city-report-kit",
    github: "https://github.com/bartek-zielinski-example/city-report-kit",
    live: "",
    description:
      "Small Python and pandas scripts, plus the SQL queries behind them, that I use to check the monthly trip and parking numbers we send to city " +
      "partners before they go out. The public version runs on made-up sample data. It isn't production code: I run it on my laptop.",
    stack: ["Python", "pandas", "SQL"],
    deploy: {},
  },
  {
    name: "Most: product mentoring for Ukrainian refugees",
    github: "",
    live: "https://most-mentoring.example.org",
    description:
      'A free volunteer programme I co-founded in April 2022 with two friends from Berlin\'s product community. Most ("bridge" in Polish and Ukrainian) ' +
      "pairs Ukrainian refugees in tech who want to move into product roles with volunteer product managers, for six weeks of weekly sessions: " +
      "mock interviews, CV reviews and a small product case. 46 mentees so far, and 19 of them now work as product managers. It's unpaid: " +
      "nobody pays, nobody gets paid.",
    stack: ["Mentoring", "Product coaching"],
    deploy: { website: { name: "most-mentoring.example.org", href: "https://most-mentoring.example.org" } },
  },
];

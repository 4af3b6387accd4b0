import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Tally Clerk",
    github: "",
    live: "https://funmiadekunle.example.com/ledger-lines/how-tally-clerk-works",
    description:
      "Cowrie Rails' reconciliation engine, which I started in 2021 and now lead. Every transaction is matched three ways: against the card switch's " +
      "ISO 8583 logs, the partner banks' settlement files and the mobile network operators' mobile money reports. It reads every event from Kafka, keeps " +
      "the matching state in PostgreSQL, and after 30 minutes files anything still unmatched as an exception for the operations team, with the likely cause " +
      "attached (a missing reversal, a duplicate settlement line, a timeout the bank approved anyway). It handles about 1.8 million transactions a day; " +
      "unmatched items fell from 0.9% to 0.05%, and the books now close by 01:00 instead of mid-morning. The code is internal, so the link goes to my write-up.",
    stack: ["Go", "Kafka", "PostgreSQL", "ISO 8583", "Kubernetes", "Grafana"],
    deploy: {
      backend: "Kubernetes on AWS (af-south-1, Cape Town)",
      database: "Amazon RDS for PostgreSQL",
      dashboards: "Grafana",
    },
  },
  {
    name: "bitmap",
    github: "https://github.com/funmi-adekunle/bitmap",
    live: "https://pkg.go.dev/github.com/funmi-adekunle/bitmap",
    description:
      "An open-source Go library for reading and writing ISO 8583 messages: the bitmaps, the fixed and variable-length fields, and the field specs of the " +
      "1987 and 1993 versions, with a test suite built from real, anonymised switch traffic. I wrote it in 2020 because every switch I had worked on had its " +
      "own half-finished parser. MIT licensed, about 450 GitHub stars, and used in production by two Nigerian payment processors. " +
      "Install it with go get github.com/funmi-adekunle/bitmap.",
    stack: ["Go", "ISO 8583", "GitHub Actions"],
    deploy: {
      "Go package": { name: "pkg.go.dev", href: "https://pkg.go.dev/github.com/funmi-adekunle/bitmap" },
    },
  },
  {
    name: "Float Watch",
    github: "",
    live: "https://funmiadekunle.example.com/ledger-lines/float-watch",
    description:
      "A Kotlin service at Cowrie Rails that watches the e-float balance of our roughly 12,000 mobile money agents and predicts, from each agent's last " +
      "four weeks of cash-outs, when they will run dry. Two hours before that happens it sends the agent and their super-agent an SMS and a USSD prompt " +
      "to top up. Built in 2022 with Spring Boot, Kafka, Redis and PostgreSQL; failed cash-outs caused by low float fell by 38% in the first three months. " +
      "The code is internal; the link is my write-up.",
    stack: ["Kotlin", "Spring Boot", "Kafka", "PostgreSQL", "Redis"],
    deploy: { backend: "Kubernetes on AWS", database: "PostgreSQL" },
  },
  {
    name: "Stand-In",
    github: "",
    live: "https://funmiadekunle.example.com/ledger-lines/stand-in",
    description:
      "Stand-in processing for Crossroads Switching Services: when an issuing bank's host stops answering, the switch approves small ATM and POS " +
      "transactions itself, within limits each bank sets (at most ₦20,000 per card per day), and settles them with the bank once its host is back. " +
      "Written in Go in 2019, with Redis for the per-card limits and PostgreSQL for the stored transactions. During one bank's nine-hour outage in " +
      "December 2019 it approved about 41,000 transactions that would otherwise have been declined. The code belongs to Crossroads; the link is my write-up.",
    stack: ["Go", "ISO 8583", "Redis", "PostgreSQL"],
    deploy: { backend: "Crossroads data centre, Lagos" },
  },
  {
    name: "Where Did the ₦4.2 Million Go? (Lagos Backend Summit 2024 talk)",
    github: "",
    live: "https://lagosbackendsummit.example.org/2024/talks/where-did-the-money-go",
    description:
      "My 30-minute talk at Lagos Backend Summit 2024 in October 2024: the story of ₦4.2 million that our books said had left Cowrie Rails and no bank " +
      "said had arrived, how we found it (a reversal that was sent twice and settled once), and what three-way reconciliation catches that a ledger alone " +
      "can't. In English, with slides and a recording.",
    stack: ["Go", "Kafka", "PostgreSQL", "ISO 8583"],
    deploy: {
      recording: "YouTube",
      slides: { name: "Speaker Deck", href: "https://speakerdeck.com/funmiadekunle/where-did-the-money-go" },
    },
  },
  {
    name: "First Commit",
    github: "https://github.com/riseandbuild/first-commit",
    live: "https://riseandbuild.example.org/first-commit",
    description:
      "The free 12-week back-end track I run at Rise and Build for women switching into tech. Each cohort of about 20 builds a small double-entry ledger API " +
      "in Go with PostgreSQL, from the first SQL query to tests, code review and a deploy, with a volunteer mentor each and a mock interview at the end. " +
      "Two cohorts a year since 2022; the course material is open on GitHub under CC BY 4.0.",
    stack: ["Go", "PostgreSQL", "Docker", "Git"],
    deploy: {
      course: { name: "Rise and Build", href: "https://riseandbuild.example.org/first-commit" },
      materials: "GitHub",
    },
  },
  {
    name: "Ledger Lines",
    github: "",
    live: "https://funmiadekunle.example.com/ledger-lines",
    description:
      "My blog about reconciliation, settlement and incidents in African payments: about one long post a month since 2021. The most-read posts are " +
      "'Debited but not dispensed: an ATM dispute from both sides of the counter', 'The postmortem template we actually use' and " +
      "'Your settlement file is lying to you (politely)'. About 2,500 people subscribe by e-mail.",
    stack: ["Hugo", "Markdown"],
    deploy: { site: "Netlify", newsletter: "Buttondown" },
  },
];

import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Flakewatch",
    github: "",
    live: "https://flakewatch.example.com",
    description:
      "My main product: Flakewatch reads the JUnit XML reports your CI already produces and tells you which tests are flaky, how often they fail " +
      "and how many minutes of reruns they cost. Works with GitHub Actions, GitLab CI and CircleCI. Launched in April 2021; plans start at €29 a month per team. " +
      "As of January 2025 it makes about €11,200 in monthly recurring revenue (MRR) from 340 paying teams, about 2,100 users. " +
      "Flakewatch itself is closed source; its parser, junit-sift, is open source.",
    stack: ["Go", "PostgreSQL", "htmx", "Tailwind CSS", "Stripe", "Docker"],
    deploy: {
      backend: "Hetzner Cloud",
      database: "PostgreSQL on Hetzner",
      domain: "flakewatch.example.com",
      payments: "Stripe",
    },
    image: { src: "/images/projects/flakewatch.png", alt: "The Flakewatch dashboard ranking a team's flakiest tests by wasted CI minutes" },
  },
  {
    name: "Tidebook",
    github: "",
    live: "https://tidebook.example.com",
    description:
      "Booking, waivers and payments for surf schools, sea-kayak guides and outdoor activity centres. Sessions move with the tide times, and a wind " +
      "or swell warning can reschedule a whole day's bookings in two taps. Launched in May 2022, after a summer I spent working the desk at a Lahinch surf school; " +
      "plans start at €39 a month. About €3,900 MRR from 128 businesses in Ireland, the UK and Portugal, and 52,000 bookings taken in 2024. Closed source.",
    stack: ["Ruby on Rails", "Hotwire", "PostgreSQL", "Redis", "Sidekiq", "Stripe Connect"],
    deploy: {
      backend: "Render",
      database: "Render PostgreSQL",
      domain: "tidebook.example.com",
      payments: "Stripe Connect",
    },
    image: { src: "/images/projects/tidebook.png", alt: "Tidebook's day view with surf lessons placed around the high tide" },
  },
  {
    name: "junit-sift",
    github: "https://github.com/quinnmulcahy/junit-sift",
    live: "",
    description:
      "An open-source (MIT) Go library and CLI that parses the JUnit and xUnit XML of any test runner into one clean format. " +
      "It is the parser inside Flakewatch, and my most popular repository, with 1,300 stars on GitHub.",
    stack: ["Go", "GitHub Actions"],
    deploy: {
      "Go module": { name: "pkg.go.dev", href: "https://pkg.go.dev/github.com/quinnmulcahy/junit-sift" },
    },
  },
  {
    name: "The Ramen Report",
    github: "",
    live: "https://ramenreport.example.com",
    description:
      "My monthly newsletter since March 2021: the real revenue, churn and mistakes behind Flakewatch and Tidebook, published in the open. " +
      "About 7,400 subscribers.",
    stack: ["Buttondown", "Markdown"],
    deploy: { newsletter: "Buttondown" },
    image: { src: "/images/projects/ramen-report.png", alt: "A Ramen Report issue with a chart of monthly revenue" },
  },
  {
    name: "Solo Deploy",
    github: "",
    live: "https://solodeploy.example.com",
    description:
      "A fortnightly podcast where I interview solo founders about building and running a software business alone. " +
      "84 episodes since September 2022, with about 2,500 downloads per episode.",
    stack: ["Transistor", "Riverside", "Descript"],
    deploy: { podcast: { name: "Transistor", href: "https://solodeploy.example.com" } },
    image: { src: "/images/projects/solo-deploy.png", alt: "The Solo Deploy podcast cover art: a rocket over Galway Bay" },
  },
  {
    name: "stripe-mrr",
    github: "https://github.com/quinnmulcahy/stripe-mrr",
    live: "",
    description:
      "A small open-source Python CLI that works out MRR, churn and ARPU from a Stripe account; I built it to write the monthly numbers " +
      "for the Ramen Report. About 4,000 downloads on PyPI.",
    stack: ["Python", "Typer", "Stripe API"],
    deploy: { PyPI: { name: "stripe-mrr", href: "https://pypi.org/project/stripe-mrr/" } },
  },
  {
    name: "Menuboard",
    github: "https://github.com/quinnmulcahy/menuboard",
    live: "",
    description:
      "My first product: a QR-code menu builder for cafés and pubs in Galway during the 2020 reopening. It reached 60 venues but never more than " +
      "€400 a month, so I shut it down in September 2022 and open-sourced the code. It taught me to charge earlier.",
    stack: ["Python", "Django", "SQLite", "Alpine.js"],
    deploy: { backend: "None" },
  },
];

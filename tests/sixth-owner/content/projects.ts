import type { Project } from "./types";

export const projects: Project[] = [
  {
    name: "queuetip",
    github: "https://github.com/jules-levesque-example/queuetip",
    live: "",
    description: "A command-line tool that tails a Redis stream or an Amazon SQS queue and pretty-prints each message as it arrives.",
    stack: ["Rust", "Redis", "Amazon SQS"],
    deploy: { "crates.io": { name: "queuetip", href: "https://crates.io/crates/queuetip" } },
  },
  {
    name: "Fermata",
    github: "https://github.com/jules-levesque-example/fermata",
    live: "",
    description: "A rate-limiting sidecar for Kubernetes services that briefly holds requests over the limit instead of rejecting them.",
    stack: ["Go", "Kubernetes", "Redis"],
    deploy: {
      "Docker Hub": { name: "juleslevesque/fermata", href: "https://hub.docker.com/r/juleslevesque/fermata" },
    },
  },
  {
    name: "Practice Rooms",
    github: "",
    live: "https://rooms.jules.example.ca",
    description: "A booking site for the rehearsal rooms of a Toronto community music school, with waiting lists and e-mail reminders.",
    stack: ["Go", "PostgreSQL", "htmx"],
    deploy: { backend: "Fly.io", database: "Fly Postgres", domain: "rooms.jules.example.ca" },
  },
  {
    name: "Streetcar Delays",
    github: "https://github.com/jules-levesque-example/streetcar-delays",
    live: "https://streetcar.jules.example.ca",
    description: "A dashboard of delays on Toronto's streetcar lines, built from the city's open data and refreshed every fifteen minutes.",
    stack: ["Python", "PostgreSQL", "Grafana"],
    deploy: { backend: "Raspberry Pi", dashboard: "Grafana Cloud", domain: "streetcar.jules.example.ca" },
  },
  {
    name: "Platform Starter",
    github: "https://github.com/jules-levesque-example/platform-starter",
    live: "",
    description:
      "Terraform modules and GitHub Actions workflows that give a new service its Kubernetes namespace, database and dashboards in one pull request.",
    stack: ["Terraform", "AWS", "Kubernetes", "GitHub Actions"],
    deploy: {
      "Terraform Registry": {
        name: "jules-levesque/platform-starter",
        href: "https://registry.terraform.io/modules/jules-levesque/platform-starter/aws",
      },
    },
  },
];

import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Sabr",
    github: "https://github.com/sabr-go/sabr",
    live: "https://sabr-go.example.org",
    description:
      "An open-source rate-limiting library for Go (sabr is Arabic for patience). I started it in 2019 at Qirsh and now co-maintain it with two other volunteers. " +
      "It offers token bucket, sliding window and GCRA limiters, in memory or shared across many servers through Redis, with ready-made middleware for net/http " +
      "and gRPC and Prometheus metrics built in. MIT licensed, about 2,400 GitHub stars, and used in production at Luqma and Qirsh. " +
      "Install it with go get github.com/sabr-go/sabr.",
    stack: ["Go", "Redis", "gRPC", "Prometheus", "GitHub Actions"],
    deploy: {
      "Go module": { name: "github.com/sabr-go/sabr", href: "https://github.com/sabr-go/sabr" },
      docs: { name: "sabr-go.example.org", href: "https://sabr-go.example.org" },
    },
  },
  {
    name: "Luqma Dispatch",
    github: "",
    live: "https://engineering.luqma.example.com/dispatch-in-go",
    description:
      "The order-routing system I work on at Luqma: Go services that match every new order to a rider, using the rider positions and kitchen times that arrive " +
      "on Kafka, and re-dispatch the order through Amazon SQS when a rider declines. The services talk gRPC with protobuf, keep state in PostgreSQL and rider " +
      "locations in Redis, and run on Kubernetes on AWS EKS, deployed with Helm and Terraform, traced with OpenTelemetry. About 350,000 orders a day; " +
      "the median time to assign a rider went from 48 seconds to 11 seconds. The code is internal, so this links to my post on Luqma's engineering blog.",
    stack: [
      "Go",
      "gRPC",
      "Protocol Buffers",
      "Kafka",
      "PostgreSQL",
      "Redis",
      "Kubernetes",
      "AWS EKS",
      "Amazon SQS",
      "Terraform",
      "Helm",
      "OpenTelemetry",
    ],
    deploy: {
      backend: "Kubernetes on AWS EKS",
      queue: "Amazon SQS",
      "blog post": { name: "Dispatch in Go", href: "https://engineering.luqma.example.com/dispatch-in-go" },
    },
  },
  {
    name: "Tabour",
    github: "https://github.com/nour-abdelaziz/tabour",
    live: "",
    description:
      "A side project: a Kafka consumer lag dashboard (tabour is Egyptian Arabic for a queue). A small Go service reads the offsets of every consumer group, " +
      "works out how far each one is behind in messages and in seconds, and exports it to Prometheus, with ready-made Grafana dashboards and a Helm chart " +
      "for Kubernetes. I built it in 2023 after one too many evenings guessing why orders were late.",
    stack: ["Go", "Kafka", "Prometheus", "Grafana", "Helm", "Kubernetes"],
    deploy: { "Helm chart": { name: "tabour", href: "https://nour-abdelaziz.github.io/tabour" }, "Docker image": "ghcr.io/nour-abdelaziz/tabour" },
  },
  {
    name: "Ikhtisar",
    github: "https://github.com/nour-abdelaziz/ikhtisar",
    live: "https://ikh.example.com",
    description:
      "An Arabic-first URL shortener I run for fun (ikhtisar is Arabic for shortcut). Short links can have Arabic slugs, the whole interface is right-to-left, " +
      "and it handles right-to-left text properly: mixed Arabic and English titles display the right way round, and Arabic-Indic digits in a link work like 0 to 9. " +
      "A Go server renders the pages with a little HTMX, the links live in PostgreSQL and Redis caches the popular ones. " +
      "About 3,000 new short links a month, mostly from Egyptian friends and small shops.",
    stack: ["Go", "PostgreSQL", "Redis", "HTMX"],
    deploy: { backend: "A small VPS", database: "PostgreSQL", domain: "ikh.example.com" },
  },
  {
    name: "Saying No Politely (GoNile 2024 talk)",
    github: "",
    live: "https://gonile.example.org/2024/saying-no-politely",
    description:
      "My 25-minute talk, in English, at GoNile 2024, a Go conference in Cairo, in October 2024: how to rate-limit a payments API and a dispatch system " +
      "without turning customers away, what token bucket, sliding window and GCRA each get wrong, and what we learned building Sabr. " +
      "The page has the recording and the slides.",
    stack: ["Go", "Redis", "gRPC"],
    deploy: {
      recording: { name: "GoNile 2024 recording", href: "https://gonile.example.org/2024/saying-no-politely" },
      slides: { name: "Slides", href: "https://nourabdelaziz.example.com/talks/saying-no-politely" },
    },
  },
  {
    name: "raqam",
    github: "https://github.com/nour-abdelaziz/raqam",
    live: "",
    description:
      "A small Go command-line tool that validates Egyptian national ID numbers. It checks that a 14-digit ID is well formed (the century digit, a real birth date, " +
      "a known governorate code) and prints what it encodes: birth date, governorate and gender. It accepts Arabic-Indic digits too, and can be used as a Go package " +
      "in sign-up forms. Install it with go install github.com/nour-abdelaziz/raqam@latest.",
    stack: ["Go", "Cobra", "GitHub Actions"],
    deploy: { releases: { name: "GitHub Releases", href: "https://github.com/nour-abdelaziz/raqam/releases" } },
  },
];

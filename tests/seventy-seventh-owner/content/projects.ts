import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Night Shift",
    github: "https://github.com/paolo-dimaculangan/night-shift",
    live: "",
    description:
      "An open-source command-line tool in Go that drafts a blameless post-mortem in Markdown from an incident's Prometheus alerts and Grafana annotations: " +
      "the timeline, the impact period and the SLO error budget burned, so the person writing it can spend their time on the why. " +
      "Every Blue Pallet Freight post-mortem since 2023 started as a Night Shift draft. MIT licensed, about 450 GitHub stars.",
    stack: ["Go", "Prometheus", "Grafana", "Markdown", "GitHub Actions"],
    deploy: {
      releases: { name: "GitHub Releases", href: "https://github.com/paolo-dimaculangan/night-shift/releases" },
      "container image": "ghcr.io/paolo-dimaculangan/night-shift",
    },
  },
  {
    name: "Last Mile Tracing",
    github: "",
    live: "https://paolodimaculangan.example.com/writing/last-mile-tracing",
    description:
      "The OpenTelemetry rollout I led at Blue Pallet Freight in 2023: the 23 Go and Python services behind the shipment-tracking API now send traces and metrics " +
      "through the OpenTelemetry Collector to Prometheus and Grafana on AWS. During incidents, the median time to find the failing service fell from 70 minutes to 25. " +
      "The code is internal, so this links to my write-up.",
    stack: ["OpenTelemetry", "Go", "Python", "Prometheus", "Grafana", "AWS"],
    deploy: {
      backend: "Amazon EKS",
      "write-up": { name: "Last Mile Tracing write-up", href: "https://paolodimaculangan.example.com/writing/last-mile-tracing" },
    },
  },
  {
    name: "Moving Day",
    github: "",
    live: "https://paolodimaculangan.example.com/writing/moving-day",
    description:
      "The migration of Pocket Change Payments' 14 card-processing services from hand-built EC2 virtual machines to Kubernetes on Amazon EKS, in 2020 and 2021, " +
      "with every cluster in Terraform, every service in a Helm chart and Ansible for the hosts that had to stay. There was no planned downtime: " +
      "the PostgreSQL cutover, at 3 a.m. on a Sunday in November 2020, needed 11 minutes of read-only mode. " +
      "The code belongs to Pocket Change, so this links to my write-up.",
    stack: ["Kubernetes", "Helm", "Terraform", "AWS", "PostgreSQL", "Ansible"],
    deploy: { backend: "Amazon EKS", database: "Amazon RDS for PostgreSQL" },
  },
  {
    name: "Quiet Hours",
    github: "https://github.com/quiet-hours/quiet-hours",
    live: "https://demo.quiethours.example.org",
    description:
      "An open-source on-call scheduling and paging tool in Go, where I was one of three volunteer infrastructure maintainers from 2020 to 2021. " +
      "I did not write the app: I kept its CI and release builds green, maintained the official Helm chart, and ran the public demo on GKE in Google Cloud, " +
      "where rewriting the Terraform cut the demo's cloud bill by 60%.",
    stack: ["Go", "PostgreSQL", "Helm", "Kubernetes", "Terraform", "Google Cloud"],
    deploy: {
      demo: "GKE on Google Cloud",
      database: "Cloud SQL for PostgreSQL",
      "Helm chart": { name: "quiet-hours/quiet-hours", href: "https://charts.quiethours.example.org" },
    },
  },
  {
    name: "Fire Drill",
    github: "https://github.com/paolo-dimaculangan/fire-drill",
    live: "",
    description:
      "A small Python toolkit for game days: on a staging Kubernetes cluster it kills pods, adds latency between services or fills a disk, one scenario at a time, " +
      "while the on-call engineer practises the runbook. Blue Pallet Freight has run 20 monthly game days with it since 2023, " +
      "and two of them found a missing alert before a real outage did.",
    stack: ["Python", "Kubernetes", "Bash"],
    deploy: { "runs on": "any Kubernetes cluster you point it at" },
  },
  {
    name: "Balikbayan Box",
    github: "https://github.com/paolo-dimaculangan/balikbayan-box",
    live: "",
    description:
      "Named after the boxes Filipinos abroad pack for family back home. One Ansible playbook and a few Bash scripts that set up a new Linux laptop, " +
      "or my three-node k3s home lab built from old laptops, from scratch in under 30 minutes, with Terraform for the DNS records. " +
      "I started it in 2016, a year after I moved to Canada with one suitcase.",
    stack: ["Ansible", "Bash", "Terraform", "Linux", "k3s"],
    deploy: { "home lab": "three old laptops running k3s" },
  },
  {
    name: "Write It Down Before Lunch (Toronto SRE Meetup talk)",
    github: "",
    live: "https://tosre.example.org/talks/write-it-down-before-lunch",
    description:
      "My 25-minute talk at the Toronto SRE Meetup in June 2024 on writing blameless post-mortems while people still remember what happened: " +
      "a template, the three questions every post-mortem must answer, and how Night Shift drafts the timeline. In English, with slides and a recording.",
    stack: ["Post-mortems", "Incident response"],
    deploy: {
      recording: { name: "Recording", href: "https://tosre.example.org/talks/write-it-down-before-lunch" },
      slides: { name: "Slides", href: "https://paolodimaculangan.example.com/talks/write-it-down-before-lunch.pdf" },
    },
  },
];

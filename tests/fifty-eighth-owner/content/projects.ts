import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Pager Diaries (blog series)",
    github: "",
    live: "https://tundeadebayo.example.com/pager-diaries",
    description:
      "My blog series on the human side of reliability: 14 posts since 2023 on designing on-call rotations, shift handovers, incident command " +
      'and writing blameless postmortems that people actually read. The most-read post, "The 3 a.m. Checklist", has been read about 40,000 times. ' +
      "I publish a new post every six weeks or so, in English.",
    stack: ["Hugo", "Markdown", "Netlify"],
    deploy: { frontend: "Netlify" },
  },
  {
    name: "Blameless After Midnight (Nordic Reliability Summit 2024 talk)",
    github: "",
    live: "https://nordicreliability.example.com/2024/blameless-after-midnight",
    description:
      "My 35-minute talk at the Nordic Reliability Summit in Oslo in May 2024, on running incidents and postmortems for a team spread across countries: " +
      "how we started cutting P1 restore times at Kestrel Freight, what a blameless timeline looks like, and why a postmortem's action items matter more than its root cause. " +
      "The recording and slides are online.",
    stack: ["Incident management", "Blameless postmortems", "On-call"],
    deploy: {
      recording: "YouTube",
      slides: { name: "Speaker Deck", href: "https://speakerdeck.com/tundeadebayo/blameless-after-midnight" },
    },
  },
  {
    name: "postmortem-kit",
    github: "https://github.com/tunde-adebayo/postmortem-kit",
    live: "",
    description:
      "An open-source command-line tool in Go that drafts a blameless postmortem from an incident: it pulls the timeline from a PagerDuty incident " +
      "and the incident's Slack channel, fills a Markdown template (summary, impact, timeline, contributing factors, action items) and opens it as a pull request. " +
      "Released in 2023 under the Apache 2.0 licence; about 420 GitHub stars.",
    stack: ["Go", "PagerDuty API", "Slack API", "Markdown", "GitHub Actions"],
    deploy: {
      "GitHub Releases": { name: "postmortem-kit releases", href: "https://github.com/tunde-adebayo/postmortem-kit/releases" },
      Homebrew: { name: "tunde-adebayo/tap/postmortem-kit", href: "https://github.com/tunde-adebayo/homebrew-tap" },
    },
  },
  {
    name: "Handover bot",
    github: "",
    live: "https://tundeadebayo.example.com/pager-diaries/handover-bot",
    description:
      "An internal Slack bot I built at Kestrel Freight. At every on-call shift change it posts a handover: open incidents, silenced alerts, " +
      "changes deployed in the last 24 hours and anything the outgoing engineer flagged, and it asks the incoming engineer to acknowledge it. " +
      "The code is internal to Kestrel Freight, so the link goes to my write-up of it in Pager Diaries.",
    stack: ["Python", "Slack API", "PagerDuty API", "PostgreSQL", "Kubernetes"],
    deploy: { backend: "Amazon EKS (internal)", database: "Amazon RDS for PostgreSQL" },
  },
  {
    name: "slo-forge",
    github: "",
    live: "https://kestrelfreight.example.com/engineering/slo-forge",
    description:
      "An internal tool at Kestrel Freight: a team describes a service's SLOs in a short YAML file, and slo-forge generates the Prometheus recording rules, " +
      "multi-window burn-rate alerts for Alertmanager and a Grafana dashboard for each one. 38 services use it. " +
      "The code is not public; the link is the Kestrel Freight engineering blog post about it.",
    stack: ["Go", "Prometheus", "Alertmanager", "Grafana", "YAML"],
    deploy: { CI: "GitHub Actions" },
  },
  {
    name: "Kestrel EKS Platform",
    github: "",
    live: "https://kestrelfreight.example.com/engineering/moving-to-eks",
    description:
      "The internal platform I led the build of at Kestrel Freight: Terraform modules for Amazon EKS clusters in two AWS regions, a Helm chart every service starts from, " +
      "and Argo CD syncing everything from Git, with OpenTelemetry tracing built in. About 140 services moved to it from hand-built Amazon EC2 hosts " +
      "between 2023 and June 2024 with no customer-facing downtime. The code is internal; the link is the engineering blog post about the migration.",
    stack: ["AWS", "Amazon EKS", "Kubernetes", "Terraform", "Helm", "Argo CD", "OpenTelemetry"],
    deploy: { cloud: "AWS (eu-west-1 and eu-north-1)" },
  },
  {
    name: "nordlys-exporter",
    github: "https://github.com/tunde-adebayo/nordlys-exporter",
    live: "",
    description:
      "A small Prometheus exporter in Go that publishes the aurora forecast (the Kp index) and local cloud cover from public weather APIs as metrics, " +
      "so my Grafana dashboard tells me when it's worth going outside to see the northern lights. MIT licensed, about 150 GitHub stars, mostly from fellow aurora chasers.",
    stack: ["Go", "Prometheus", "Grafana", "Docker"],
    deploy: {
      "GitHub Container Registry": {
        name: "ghcr.io/tunde-adebayo/nordlys-exporter",
        href: "https://github.com/tunde-adebayo/nordlys-exporter/pkgs/container/nordlys-exporter",
      },
    },
  },
  {
    name: "Mørketid homelab",
    github: "https://github.com/tunde-adebayo/morketid-homelab",
    live: "",
    description:
      "My home lab, named after the polar night: a cluster of three Raspberry Pi 4 boards running k3s, managed with Flux from this public repository. " +
      "It runs my own Prometheus and Grafana, nordlys-exporter, Òwe Bot and a WireGuard VPN back to the family home in Lagos. " +
      "It's where I try things before I suggest them at work.",
    stack: ["k3s", "Raspberry Pi", "Flux", "Prometheus", "Grafana", "WireGuard"],
    deploy: { hardware: "Three Raspberry Pi 4 boards at home in Tromsø" },
  },
  {
    name: "netcheck",
    github: "https://github.com/tunde-adebayo/netcheck",
    live: "",
    description:
      "A Python command-line tool from my network engineer days at Harmattan Hosting: it runs ping, traceroute and DNS checks from several vantage points at once " +
      "and prints one table, so the night shift could tell a customer's problem from an upstream one in a minute. " +
      "Open-sourced in 2017 and archived in 2021; I keep it here because it's where my automation habit started.",
    stack: ["Python", "Bash", "DNS", "Linux"],
    deploy: {},
  },
  {
    name: "Òwe Bot",
    github: "https://github.com/tunde-adebayo/owe-bot",
    live: "https://mastodon.example.social/@owebot",
    description:
      "A Mastodon bot that posts a Yoruba proverb (òwe) every morning at 07:00 Lagos time, with an English translation and a short explanation. " +
      "My mother and my aunties helped me collect the 365 proverbs. About 1,200 followers.",
    stack: ["Python", "Mastodon API", "SQLite"],
    deploy: { bot: "Mørketid homelab (k3s)" },
  },
];

import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Hushhour",
    github: "https://github.com/tobi-adeyemi/hushhour",
    live: "https://hushhour.example.com",
    description:
      "An open-source Kubernetes operator for maintenance windows: declare a MaintenanceWindow custom resource and Hushhour silences the matching " +
      "Alertmanager alerts, pauses Argo CD syncs for the affected apps and lifts both when the window ends. Written in Go with Kubebuilder; " +
      "it has about 1,400 GitHub stars, is Apache 2.0 licensed and runs in production at Kargora.",
    stack: ["Go", "Kubernetes", "Kubebuilder", "controller-runtime", "Alertmanager", "Argo CD"],
    deploy: {
      "Helm chart": { name: "Artifact Hub", href: "https://artifacthub.io/packages/helm/hushhour/hushhour" },
      "Container image": "GitHub Container Registry",
    },
    image: { src: "/images/projects/hushhour.png", alt: "A MaintenanceWindow resource in YAML beside a Grafana panel showing silenced alerts" },
  },
  {
    name: "burnrate",
    github: "https://github.com/tobi-adeyemi/burnrate",
    live: "",
    description:
      "A Go command-line tool that reads SLO definitions from a YAML file, checks error-budget burn against Prometheus and generates " +
      "multi-window, multi-burn-rate alerting rules and a Grafana dashboard for each SLO. Install it with Homebrew " +
      "(brew install tobi-adeyemi/tap/burnrate) or download a binary. MIT licensed, about 600 GitHub stars.",
    stack: ["Go", "Cobra", "Prometheus", "Grafana", "GoReleaser"],
    deploy: {
      Homebrew: { name: "tobi-adeyemi/tap/burnrate", href: "https://github.com/tobi-adeyemi/homebrew-tap" },
      "GitHub Releases": { name: "Linux, macOS and Windows binaries", href: "https://github.com/tobi-adeyemi/burnrate/releases" },
    },
    image: { src: "/images/projects/burnrate.png", alt: "burnrate in a terminal, listing SLOs with their remaining error budget" },
  },
  {
    name: "terraform-aws-eks-baseline",
    github: "https://github.com/tobi-adeyemi/terraform-aws-eks-baseline",
    live: "https://registry.terraform.io/modules/tobi-adeyemi/eks-baseline/aws",
    description:
      "An opinionated Terraform module for production Kubernetes clusters on Amazon EKS: private networking, IAM roles for service accounts, " +
      "Karpenter autoscaling, the AWS Load Balancer Controller and a Prometheus and Grafana monitoring stack out of the box. " +
      "More than 40,000 downloads on the Terraform Registry; Apache 2.0 licensed.",
    stack: ["Terraform", "AWS", "Amazon EKS", "Karpenter", "Helm"],
    deploy: {
      "Terraform Registry": { name: "tobi-adeyemi/eks-baseline/aws", href: "https://registry.terraform.io/modules/tobi-adeyemi/eks-baseline/aws" },
    },
  },
  {
    name: "Alafia Status",
    github: "https://github.com/tobi-adeyemi/alafia-status",
    live: "https://alafia-status.example.com",
    description:
      "A free public status page that checks 42 public API endpoints of Nigerian banks and payment providers every minute and shows their uptime " +
      "and response times, so developers can tell whether an outage is theirs or their provider's. A weekend project since 2021 " +
      "(àlàáfíà means wellbeing in Yoruba), with about 3,000 visitors a month.",
    stack: ["Go", "SQLite", "htmx", "Fly.io"],
    deploy: { backend: "Fly.io", database: "SQLite", domain: "alafia-status.example.com" },
    image: { src: "/images/projects/alafia-status.png", alt: "Alafia Status showing green and red uptime bars for Nigerian payment APIs" },
  },
  {
    name: "Paging Less, Sleeping More (talk)",
    github: "https://github.com/tobi-adeyemi/paging-less-talk",
    live: "https://www.youtube.com/watch?v=pagingless2024",
    description:
      "My 30-minute talk at Cloud Native Africa Summit 2024 in Cape Town: how Kargora moved from threshold alerts to SLO burn-rate alerts " +
      "and cut pages per on-call week from 38 to 9, with the Prometheus rules, Grafana dashboards and OpenTelemetry setup we used. " +
      "The repository has the slides and the demo code.",
    stack: ["Prometheus", "Grafana", "OpenTelemetry", "burnrate"],
    deploy: { recording: { name: "YouTube", href: "https://www.youtube.com/watch?v=pagingless2024" }, slides: "GitHub Pages" },
  },
  {
    name: "Open On-Call Handbook",
    github: "https://github.com/tobi-adeyemi/oncall-handbook",
    live: "https://tobi-adeyemi.github.io/oncall-handbook",
    description:
      "An open handbook for incident response and on-call: severity levels, an incident commander checklist, a blameless postmortem template " +
      "and on-call handover notes. I wrote it for Kudiflow in 2021 and published it under CC BY 4.0.",
    stack: ["Markdown", "MkDocs"],
    deploy: { docs: "GitHub Pages" },
  },
];

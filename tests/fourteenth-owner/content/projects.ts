import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "shiftctl",
    github: "https://github.com/daisuke-okabe-example/shiftctl",
    live: "https://github.com/daisuke-okabe-example/shiftctl/releases",
    description:
      "My open-source on-call CLI: it pulls open alerts from Alertmanager and PagerDuty, writes the shift handoff note " +
      "and opens the follow-up tickets. A single Go binary with a signed release every month.",
    stack: ["Go", "Prometheus Alertmanager", "PagerDuty API", "GitHub Actions"],
    deploy: {
      "GitHub Releases": { name: "shiftctl releases", href: "https://github.com/daisuke-okabe-example/shiftctl/releases" },
      Homebrew: "daisuke-okabe-example/tap/shiftctl",
    },
  },
  {
    name: "terraform-aws-eks-baseline",
    github: "https://github.com/daisuke-okabe-example/terraform-aws-eks-baseline",
    live: "https://registry.terraform.io/modules/daisuke-okabe-example/eks-baseline/aws",
    description:
      "A Terraform module that stands up an Amazon EKS cluster the way I like to run them: private nodes, Karpenter " +
      "autoscaling, and Prometheus scraping wired in from day one. Published on the Terraform Registry.",
    stack: ["Terraform", "AWS", "Kubernetes", "Helm", "Karpenter"],
    deploy: {
      "Terraform Registry": {
        name: "daisuke-okabe-example/eks-baseline/aws",
        href: "https://registry.terraform.io/modules/daisuke-okabe-example/eks-baseline/aws",
      },
    },
  },
  {
    name: "Quiet Dashboards",
    github: "https://github.com/daisuke-okabe-example/quiet-dashboards",
    live: "",
    description:
      "A pack of 12 Grafana dashboards for SLOs, error budgets and burn rates, generated with Jsonnet so every team " +
      "gets the same layout. Works with Prometheus or Thanos as the data source.",
    stack: ["Grafana", "Jsonnet", "Prometheus", "Thanos"],
    deploy: { "Grafana.com": "Dashboards 21407 to 21418" },
  },
  {
    name: "Night Shift Notes",
    github: "https://github.com/daisuke-okabe-example/nightshift-notes",
    live: "https://nightshift.example.com",
    description:
      "My blog and talk archive: incident write-ups, the slides of every conference talk I have given, and posts in " +
      "both Japanese and English. A static site with no tracking.",
    stack: ["Hugo", "Markdown"],
    deploy: { frontend: "Cloudflare Pages", backend: "None", domain: "nightshift.example.com" },
  },
  {
    name: "Ramen Ledger",
    github: "https://github.com/daisuke-okabe-example/ramen-ledger",
    live: "https://ramen.example.com",
    description:
      "A small side app where I log every ramen shop I try around Osaka, with a map, my ratings and a 'closed on " +
      "Mondays' warning. Over 300 bowls recorded so far.",
    stack: ["Python", "FastAPI", "PostgreSQL", "Leaflet"],
    deploy: { frontend: "Cloud Run", backend: "Cloud Run", database: "Cloud SQL for PostgreSQL", domain: "ramen.example.com" },
  },
  {
    name: "Kotobuki Pay SLO Platform",
    github: "",
    live: "https://nightshift.example.com/posts/slo-platform/",
    description:
      "The internal SLO and alerting platform I led at Kotobuki Pay. The code is private, so the link goes to my " +
      "write-up: 40 services, burn-rate alerts generated from one YAML file per service, and 70% fewer pages.",
    stack: ["Go", "Prometheus", "Thanos", "Grafana", "Kubernetes", "Argo CD"],
    deploy: { backend: "Amazon EKS", database: "Thanos on S3", domain: "TBD" },
  },
  {
    name: "Game Day Kit",
    github: "https://github.com/daisuke-okabe-example/game-day-kit",
    live: "",
    description:
      "Scripts and runbook templates for failure drills: kill a PostgreSQL primary, drain a Kubernetes node, break DNS " +
      "on purpose, then score how the team responded.",
    stack: ["Bash", "Python", "Kubernetes", "PostgreSQL"],
    deploy: { "Docker Hub": "daisukeokabe/game-day-kit" },
  },
];

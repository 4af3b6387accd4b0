import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "tchepay-exporter",
    github: "https://github.com/jv-ferreira-example/tchepay-exporter",
    live: "",
    description:
      "An open-source Prometheus exporter, written in Go, for the TchêPay payment gateway that many small Brazilian shops use for Pix, boleto and card payments. " +
      "It polls TchêPay's API and exposes the approval rate, API latency and webhook delay of each payment method as Prometheus metrics, and ships with a " +
      "Grafana dashboard and ready-made alert rules. I wrote it in 2022, after a silent Pix outage at the gateway cost Vitrine Sul's sellers a whole afternoon " +
      "of sales, and Vitrine Sul let me open-source it. Apache 2.0 licence, about 650 GitHub stars.",
    stack: ["Go", "Prometheus", "Grafana", "Docker", "GitHub Actions"],
    deploy: {
      "Docker image": "ghcr.io/jv-ferreira-example/tchepay-exporter",
      releases: { name: "GitHub Releases", href: "https://github.com/jv-ferreira-example/tchepay-exporter/releases" },
    },
  },
  {
    name: "Dia do Caos",
    github: "https://github.com/jv-ferreira-example/dia-do-caos",
    live: "https://diadocaos.example.com",
    description:
      "A kit for running chaos-engineering game days on Kubernetes (dia do caos is Portuguese for chaos day). A Helm chart installs small fault injectors " +
      "written in Go that kill pods, add network latency, fill a disk or break DNS; it comes with 12 scenario cards in Portuguese and English and a facilitator " +
      "guide that takes a team from choosing a hypothesis to the review afterwards. We run a game day with it every quarter at Vitrine Sul, and always one " +
      "before Black Friday.",
    stack: ["Go", "Kubernetes", "Helm", "Bash", "Prometheus", "Grafana"],
    deploy: {
      "Helm chart": { name: "dia-do-caos", href: "https://jv-ferreira-example.github.io/dia-do-caos" },
      docs: { name: "diadocaos.example.com", href: "https://diadocaos.example.com" },
    },
  },
  {
    name: "Alicerce",
    github: "https://github.com/jv-ferreira-example/alicerce",
    live: "",
    description:
      "A library of 14 Terraform modules for AWS that I start every new environment with (alicerce is Portuguese for foundation): a VPC, an EKS cluster " +
      "with autoscaling, RDS PostgreSQL with backups and alarms, and IAM roles for Kubernetes service accounts. Every module is tested with " +
      "Terratest, in Go, on each pull request. MIT licence, published on the Terraform Registry.",
    stack: ["Terraform", "AWS", "EKS", "RDS", "IAM", "Go", "Terratest", "GitHub Actions"],
    deploy: {
      "Terraform Registry": { name: "jv-ferreira-example/alicerce", href: "https://registry.terraform.io/namespaces/jv-ferreira-example" },
    },
  },
  {
    name: "Plantão (podcast)",
    github: "",
    live: "https://plantao.example.com",
    description:
      "A Portuguese-language podcast about on-call life (plantão is Portuguese for being on duty). Every two weeks since March 2021, my co-host Camila Rocha " +
      "and I talk with an engineer from a Brazilian company about a night they got paged: what broke, how they found it and what they changed afterwards. " +
      "52 episodes so far, about 40 minutes each.",
    stack: ["Podcast", "Portuguese", "Incident response", "On-call"],
    deploy: {
      website: { name: "plantao.example.com", href: "https://plantao.example.com" },
      RSS: { name: "RSS feed", href: "https://plantao.example.com/feed.xml" },
    },
  },
  {
    name: "Sem Culpa",
    github: "https://github.com/jv-ferreira-example/sem-culpa",
    live: "https://semculpa.example.com",
    description:
      "A blameless post-mortem template (sem culpa is Portuguese for without blame) in Portuguese, English and Spanish, as Markdown and as a Google Docs copy. " +
      "It walks a team through a summary, the impact in numbers, a timeline, contributing factors instead of a single root cause, what went well, and at most " +
      "three action items, each with an owner and a date. I wrote the first version at Banco Ponte in 2021; more than 30 companies have told me they use it, " +
      "including Vitrine Sul and Banco Ponte. CC BY 4.0 licence.",
    stack: ["Markdown", "Google Docs"],
    deploy: {
      website: { name: "semculpa.example.com", href: "https://semculpa.example.com" },
    },
  },
];

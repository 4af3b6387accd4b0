import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "pager-health-exporter",
    github: "https://github.com/sione-fifita/pager-health-exporter",
    live: "",
    description:
      "An open-source Prometheus exporter written in Go that turns PagerDuty data into on-call health metrics: pages per shift, pages outside " +
      "working hours, time to acknowledge and how often the same alert fires again. I wrote it to measure on-call load at Kōtuku Airways. " +
      "It is Apache 2.0 licensed, has about 640 GitHub stars and is used by teams in New Zealand, Australia and Europe.",
    stack: ["Go", "Prometheus", "PagerDuty REST API", "Docker", "GitHub Actions"],
    deploy: {
      "GitHub Container Registry": {
        name: "ghcr.io/sione-fifita/pager-health-exporter",
        href: "https://github.com/sione-fifita/pager-health-exporter/pkgs/container/pager-health-exporter",
      },
      docs: "GitHub Pages",
    },
    image: { src: "/images/projects/pager-health-exporter.png", alt: "A Grafana panel of pages per on-call shift, fed by pager-health-exporter" },
  },
  {
    name: "terraform-aws-eks-observability",
    github: "https://github.com/sione-fifita/terraform-aws-eks-observability",
    live: "https://registry.terraform.io/modules/sione-fifita/eks-observability/aws/latest",
    description:
      "A Terraform module, published on the Terraform Registry, that installs a complete observability stack on an Amazon EKS cluster in one apply: " +
      "Prometheus with Alertmanager, Grafana and the OpenTelemetry Collector, with sensible retention and alert routing to PagerDuty. " +
      "More than 15,000 downloads; MIT licensed.",
    stack: ["Terraform", "AWS", "Amazon EKS", "Helm", "Prometheus", "Grafana", "OpenTelemetry Collector"],
    deploy: {
      "Terraform Registry": {
        name: "sione-fifita/eks-observability/aws",
        href: "https://registry.terraform.io/modules/sione-fifita/eks-observability/aws/latest",
      },
    },
  },
  {
    name: "Kato Dashboards",
    github: "https://github.com/sione-fifita/kato-dashboards",
    live: "https://grafana.com/orgs/sionefifita/dashboards",
    description:
      "A pack of 16 Grafana dashboards for SLOs and error budgets, Kubernetes workloads and on-call load, generated from Jsonnet so teams can change them in code. " +
      "Kato means basket in Tongan. The dashboards pair with pager-health-exporter and are published on grafana.com.",
    stack: ["Grafana", "Prometheus", "PromQL", "Jsonnet"],
    deploy: { "grafana.com": { name: "Grafana dashboards", href: "https://grafana.com/orgs/sionefifita/dashboards" } },
    image: { src: "/images/projects/kato-dashboards.png", alt: "The Kato SLO dashboard showing an error budget burning down over 30 days" },
  },
  {
    name: "Talanoa Postmortems",
    github: "https://github.com/sione-fifita/talanoa-postmortems",
    live: "https://sione-fifita.github.io/talanoa-postmortems",
    description:
      "A small website of blameless-postmortem templates: an incident timeline, a contributing-factors worksheet, facilitation notes for the review meeting " +
      "and five worked examples from made-up incidents. Talanoa is the Pacific tradition of open, respectful conversation, which is what a good postmortem should be. " +
      "Published under CC BY 4.0 and used by the Kōtuku Airways digital team and several New Zealand start-ups.",
    stack: ["Hugo", "Markdown", "GitHub Pages"],
    deploy: { frontend: "GitHub Pages" },
  },
  {
    name: "Kalia Code Club",
    github: "https://github.com/kalia-code-club",
    live: "https://kaliacodeclub.example.org",
    description:
      "A free Saturday coding club for Pasifika high-school students that I founded in 2022 and run as a volunteer at the Ōtāhuhu community library. " +
      "Students learn Python on Raspberry Pi computers, then build a project for their families or community groups, mentored by volunteers from " +
      "Auckland tech companies. About 140 students have taken part so far, and eight have gone on to study IT at university.",
    stack: ["Python", "Raspberry Pi"],
    deploy: { website: "GitHub Pages" },
    image: { src: "/images/projects/kalia-code-club.jpg", alt: "High-school students around Raspberry Pi computers at the Ōtāhuhu library" },
  },
  {
    name: "Sleep Is a Reliability Feature",
    github: "https://github.com/sione-fifita/sleep-is-a-reliability-feature",
    live: "https://www.youtube.com/watch?v=q7Xsl33pSRE",
    description:
      "My talk at the Aotearoa Reliability Summit 2024 in Wellington about on-call health: how we measured pages per shift and out-of-hours pages " +
      "with pager-health-exporter, why we treat every night-time page as an incident of its own, and how Kōtuku Airways cut pages per on-call week " +
      "from 38 to 9. The slides and the anonymised data are on GitHub; the recording is on YouTube.",
    stack: ["Prometheus", "Grafana", "PagerDuty"],
    deploy: { video: "YouTube", slides: "GitHub" },
  },
  {
    name: "runbook-lint",
    github: "https://github.com/sione-fifita/runbook-lint",
    live: "https://pypi.org/project/runbook-lint/",
    description:
      "A Python command-line tool that checks runbooks written in Markdown: every paging alert in Prometheus must link to a runbook, and every runbook " +
      "must name an owner and have a 'first five minutes' section and a rollback step. It runs in CI as a GitHub Action and has about 2,000 monthly downloads on PyPI.",
    stack: ["Python", "Markdown", "GitHub Actions"],
    deploy: { PyPI: { name: "runbook-lint", href: "https://pypi.org/project/runbook-lint/" } },
  },
];

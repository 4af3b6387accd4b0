import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Kengele",
    github: "https://github.com/dan-otieno/kengele",
    live: "",
    description:
      "An incident-response bot for Slack that I wrote in Go at Safe Harbour Pay (kengele means bell in Swahili). When PagerDuty opens an incident, " +
      "Kengele creates an incident channel, invites the on-call people through the PagerDuty API, posts the matching runbook and keeps a timeline of " +
      "everything said and done; when the incident is resolved it drafts the postmortem document from that timeline. It ran more than 140 incidents in 2024 " +
      "and cut the time to get the right people into the room from about 12 minutes to about 3. The version on GitHub is the open-source core, MIT licensed, " +
      "without our internal runbooks.",
    stack: ["Go", "PagerDuty API", "Slack API", "PostgreSQL"],
    deploy: { "runs on": "Amazon EKS (internal)" },
  },
  {
    name: "Msingi",
    github: "https://github.com/dan-otieno/msingi",
    live: "https://registry.terraform.io/namespaces/dan-otieno",
    description:
      "A library of Terraform modules for AWS (msingi means foundation in Swahili) that builds every one of Safe Harbour Pay's nine AWS accounts the same way: " +
      "VPCs, EKS clusters, RDS PostgreSQL databases, IAM roles with least privilege, S3 buckets for logs and backups. There are 14 modules, each tested " +
      "with Terratest in Go and released through GitHub Actions. I open-sourced it in 2023; it has about 1,200 stars on GitHub and is published on the Terraform Registry.",
    stack: ["Terraform", "AWS", "Go", "GitHub Actions"],
    deploy: {
      "Terraform Registry": { name: "dan-otieno on the Terraform Registry", href: "https://registry.terraform.io/namespaces/dan-otieno" },
    },
  },
  {
    name: "Game Days",
    github: "",
    live: "https://danotieno.example.com/blog/game-days",
    description:
      "The chaos-engineering programme I started at Safe Harbour Pay in 2023: once a quarter, the SRE team and one product team break something on purpose in " +
      "staging, and later in production, and watch what happens. We use LitmusChaos on our Kubernetes clusters to kill pods, add network latency and fail over " +
      "an RDS database, with Prometheus and Grafana to see the effect. Eight game days so far have found 23 problems before customers did, from missing alerts " +
      "to a retry storm in the payments API. The code is internal; this links to my write-up.",
    stack: ["LitmusChaos", "Kubernetes", "Prometheus", "Grafana"],
    deploy: { "write-up": { name: "Game days on the blog", href: "https://danotieno.example.com/blog/game-days" } },
  },
  {
    name: "Cost Radar",
    github: "https://github.com/dan-otieno/cost-radar",
    live: "",
    description:
      "A cloud cost dashboard: a small Python exporter reads the AWS Cost and Usage Report every hour and turns it into Prometheus metrics, tagged by team " +
      "and service, and Grafana dashboards show each team what it spends and where. It found idle RDS instances, oversized EKS nodes and forgotten snapshots, " +
      "and together with the fixes it cut Safe Harbour Pay's monthly AWS bill by 31% within six months of launching in 2023. The exporter is open source.",
    stack: ["Python", "Prometheus", "Grafana", "AWS"],
    deploy: { exporter: "Amazon EKS (internal)" },
  },
  {
    name: "Shule Net",
    github: "https://github.com/dan-otieno/shule-net",
    live: "https://danotieno.example.com/shule-net",
    description:
      "A volunteer project: a computer lab and network for a rural primary school near Kisumu, where my family comes from. Since 2021, 12 Raspberry Pi desktops " +
      "and one Raspberry Pi server run Linux on solar power; the server keeps an offline copy of Wikipedia and the lessons, so the pupils don't need a fast " +
      "internet connection. A WireGuard VPN lets me look after it from Nairobi, and Bash scripts and Ansible playbooks set up a new Pi in ten minutes. " +
      "About 300 pupils use it every week. I do it for free with two teachers at the school.",
    stack: ["Raspberry Pi", "Linux", "WireGuard", "Bash", "Ansible"],
    deploy: { site: "Rural primary school near Kisumu" },
  },
];

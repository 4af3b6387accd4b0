import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Cloud & Containers",
    items: [
      { label: "AWS (EKS, RDS, IAM)", icon: "lu:cloud" },
      { label: "Kubernetes", icon: "si:kubernetes" },
      { label: "Docker", icon: "si:docker" },
      { label: "Helm", icon: "si:helm" },
    ],
  },
  {
    title: "Infrastructure as Code",
    items: [
      { label: "Terraform", icon: "si:terraform" },
      { label: "Ansible", icon: "si:ansible" },
      { label: "GitHub Actions", icon: "si:githubactions" },
    ],
  },
  {
    title: "Languages & Scripting",
    items: [
      { label: "Go", icon: "si:go" },
      { label: "Python", icon: "si:python" },
      { label: "Bash", icon: "si:gnubash" },
    ],
  },
  {
    title: "Observability",
    items: [
      { label: "Prometheus", icon: "si:prometheus" },
      { label: "Grafana", icon: "si:grafana" },
      { label: "Loki (logs)", icon: "lu:scroll-text" },
    ],
  },
  {
    title: "Reliability & Incident Response",
    items: [
      { label: "SLOs and error budgets", icon: "lu:gauge" },
      { label: "PagerDuty", icon: "si:pagerduty" },
      { label: "Blameless postmortems", icon: "lu:file-text" },
      { label: "Chaos engineering (LitmusChaos)", icon: "lu:flame" },
    ],
  },
  {
    title: "Databases",
    items: [{ label: "PostgreSQL operations (backups, replication, upgrades)", icon: "si:postgresql" }],
  },
  {
    title: "Linux & Networking",
    items: [
      { label: "Linux (Ubuntu, Debian)", icon: "si:linux" },
      { label: "Networking (BGP basics, VPNs)", icon: "lu:network" },
      { label: "WireGuard", icon: "si:wireguard" },
    ],
  },
  {
    title: "Security & Compliance",
    items: [
      { label: "IAM and least privilege", icon: "lu:key-round" },
      { label: "PCI DSS (infrastructure controls)", icon: "lu:shield-check" },
    ],
  },
];

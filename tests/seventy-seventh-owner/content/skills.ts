import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "Go", icon: "si:go" },
      { label: "Python", icon: "si:python" },
      { label: "Bash", icon: "si:gnubash" },
      { label: "SQL", icon: "lu:database" },
    ],
  },
  {
    title: "Infrastructure as Code",
    items: [
      { label: "Terraform", icon: "si:terraform" },
      { label: "Ansible", icon: "si:ansible" },
      { label: "Helm", icon: "si:helm" },
    ],
  },
  {
    title: "Containers",
    items: [
      { label: "Kubernetes", icon: "si:kubernetes" },
      { label: "Docker", icon: "si:docker" },
      { label: "k3s", icon: "si:k3s" },
    ],
  },
  {
    title: "Observability",
    items: [
      { label: "Prometheus", icon: "si:prometheus" },
      { label: "Grafana", icon: "si:grafana" },
      { label: "OpenTelemetry", icon: "si:opentelemetry" },
    ],
  },
  {
    title: "Cloud",
    items: [
      { label: "AWS (EKS, RDS, EC2, IAM)", icon: "lu:cloud" },
      { label: "Google Cloud (some: GKE, Cloud SQL)", icon: "si:googlecloud" },
    ],
  },
  {
    title: "Systems & Data",
    items: [
      { label: "Linux", icon: "si:linux" },
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Git", icon: "si:git" },
      { label: "GitHub Actions", icon: "si:githubactions" },
    ],
  },
  {
    title: "Reliability Practice",
    items: [
      { label: "SLOs and error budgets", icon: "lu:gauge" },
      { label: "On-call", icon: "lu:siren" },
      { label: "Blameless post-mortems", icon: "lu:file-text" },
      { label: "Incident command", icon: "lu:shield-alert" },
    ],
  },
];

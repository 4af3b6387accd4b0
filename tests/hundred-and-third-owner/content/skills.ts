import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "Go", icon: "si:go" },
      { label: "Python", icon: "si:python" },
      { label: "Bash", icon: "si:gnubash" },
    ],
  },
  {
    title: "Kubernetes & Delivery",
    items: [
      { label: "Kubernetes", icon: "si:kubernetes" },
      { label: "Helm", icon: "si:helm" },
      { label: "Argo CD", icon: "si:argo" },
      { label: "Docker", icon: "si:docker" },
      { label: "GitHub Actions", icon: "si:githubactions" },
    ],
  },
  {
    title: "Cloud & Infrastructure as Code",
    items: [
      { label: "Terraform", icon: "si:terraform" },
      { label: "AWS (EKS, RDS, IAM)", icon: "lu:cloud" },
      { label: "GCP (basic)", icon: "si:googlecloud" },
    ],
  },
  {
    title: "Observability",
    items: [
      { label: "Prometheus", icon: "si:prometheus" },
      { label: "Grafana", icon: "si:grafana" },
      { label: "Loki", icon: "lu:scroll-text" },
      { label: "OpenTelemetry", icon: "si:opentelemetry" },
    ],
  },
  {
    title: "Operations",
    items: [
      { label: "PagerDuty", icon: "si:pagerduty" },
      { label: "PostgreSQL operations", icon: "si:postgresql" },
      { label: "Nginx", icon: "si:nginx" },
      { label: "Linux", icon: "si:linux" },
      { label: "Incident command", icon: "lu:siren" },
    ],
  },
];

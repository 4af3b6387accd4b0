import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "Go", icon: "si:go" },
      { label: "Python", icon: "si:python" },
      { label: "Bash", icon: "si:gnubash" },
      { label: "HCL", icon: "si:terraform" },
      { label: "SQL", icon: "lu:database" },
    ],
  },
  {
    title: "Kubernetes & Cloud",
    items: [
      { label: "Kubernetes", icon: "si:kubernetes" },
      { label: "Helm", icon: "si:helm" },
      { label: "Argo CD", icon: "si:argo" },
      { label: "Docker", icon: "si:docker" },
      { label: "AWS", icon: "lu:cloud" },
      { label: "Google Cloud", icon: "si:googlecloud" },
      { label: "Linux", icon: "si:linux" },
    ],
  },
  {
    title: "Infrastructure as Code & CI",
    items: [
      { label: "Terraform", icon: "si:terraform" },
      { label: "Ansible", icon: "si:ansible" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "GitLab CI", icon: "si:gitlab" },
    ],
  },
  {
    title: "Observability",
    items: [
      { label: "Prometheus", icon: "si:prometheus" },
      { label: "Grafana", icon: "si:grafana" },
      { label: "OpenTelemetry", icon: "si:opentelemetry" },
      { label: "Alertmanager", icon: "lu:bell-ring" },
      { label: "Loki", icon: "lu:scroll-text" },
    ],
  },
  {
    title: "Reliability Practice",
    items: [
      { label: "SLOs & error budgets", icon: "lu:gauge" },
      { label: "Incident response", icon: "lu:siren" },
      { label: "On-call", icon: "lu:alarm-clock" },
      { label: "Blameless postmortems", icon: "lu:clipboard-list" },
      { label: "PagerDuty", icon: "si:pagerduty" },
    ],
  },
];

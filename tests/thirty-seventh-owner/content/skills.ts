import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Reliability & Incidents",
    items: [
      { label: "Incident management", icon: "lu:siren" },
      { label: "Runbooks", icon: "lu:book-open" },
      { label: "SLOs & error budgets", icon: "lu:target" },
      { label: "Chaos engineering", icon: "lu:flame" },
      { label: "Blameless postmortems", icon: "lu:file-text" },
      { label: "PagerDuty", icon: "si:pagerduty" },
    ],
  },
  {
    title: "Observability",
    items: [
      { label: "Prometheus", icon: "si:prometheus" },
      { label: "Grafana", icon: "si:grafana" },
      { label: "OpenTelemetry", icon: "si:opentelemetry" },
      { label: "Alertmanager", icon: "lu:bell-ring" },
      { label: "PromQL", icon: "lu:gauge" },
    ],
  },
  {
    title: "Cloud & Infrastructure",
    items: [
      { label: "Linux", icon: "si:linux" },
      { label: "Kubernetes", icon: "si:kubernetes" },
      { label: "Terraform", icon: "si:terraform" },
      { label: "AWS", icon: "lu:cloud" },
      { label: "Helm", icon: "si:helm" },
      { label: "Argo CD", icon: "si:argo" },
      { label: "Docker", icon: "si:docker" },
      { label: "GitHub Actions", icon: "si:githubactions" },
    ],
  },
  {
    title: "Languages & Scripting",
    items: [
      { label: "Go", icon: "si:go" },
      { label: "Python", icon: "si:python" },
      { label: "Bash", icon: "si:gnubash" },
      { label: "Jsonnet", icon: "lu:code" },
    ],
  },
  {
    title: "People & Practice",
    items: [
      { label: "Mentoring", icon: "lu:users" },
      { label: "On-call health", icon: "lu:heart-pulse" },
      { label: "Technical writing", icon: "lu:pen-line" },
      { label: "Public speaking", icon: "lu:mic" },
    ],
  },
];

import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Cloud & Kubernetes",
    items: [
      { label: "AWS", icon: "lu:cloud" },
      { label: "Amazon EKS", icon: "lu:server" },
      { label: "Kubernetes", icon: "si:kubernetes" },
      { label: "Terraform", icon: "si:terraform" },
      { label: "Argo CD", icon: "si:argo" },
      { label: "Helm", icon: "si:helm" },
      { label: "Docker", icon: "si:docker" },
    ],
  },
  {
    title: "Observability & Incident Response",
    items: [
      { label: "Prometheus", icon: "si:prometheus" },
      { label: "Alertmanager", icon: "lu:bell-ring" },
      { label: "Grafana", icon: "si:grafana" },
      { label: "Loki", icon: "lu:file-text" },
      { label: "OpenTelemetry", icon: "si:opentelemetry" },
      { label: "PagerDuty", icon: "si:pagerduty" },
    ],
  },
  {
    title: "Code & Automation",
    items: [
      { label: "Go", icon: "si:go" },
      { label: "Python", icon: "si:python" },
      { label: "Bash", icon: "si:gnubash" },
      { label: "Ansible", icon: "si:ansible" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "PostgreSQL", icon: "si:postgresql" },
    ],
  },
  {
    title: "Networking",
    items: [
      { label: "Linux", icon: "si:linux" },
      { label: "BGP", icon: "lu:route" },
      { label: "DNS", icon: "lu:globe" },
      { label: "Cisco IOS", icon: "si:cisco" },
      { label: "HAProxy", icon: "si:haproxy" },
      { label: "WireGuard", icon: "si:wireguard" },
    ],
  },
  {
    title: "Reliability Practice",
    items: [
      { label: "SLOs and error budgets", icon: "lu:gauge" },
      { label: "Blameless postmortems", icon: "lu:clipboard-list" },
      { label: "Incident command", icon: "lu:siren" },
      { label: "On-call rotation design", icon: "lu:alarm-clock" },
      { label: "Game days", icon: "lu:flame" },
    ],
  },
];

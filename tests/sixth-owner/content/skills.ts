import type { SkillGroup } from "./types";

export const skillGroups: SkillGroup[] = [
  {
    title: "Back-End",
    items: [
      { label: "Go", icon: "si:go" },
      { label: "Rust", icon: "si:rust" },
      { label: "Node.js", icon: "si:nodedotjs" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Redis", icon: "si:redis" },
      { label: "REST APIs", icon: "lu:network" },
    ],
  },
  {
    title: "Platform",
    items: [
      { label: "Kubernetes", icon: "si:kubernetes" },
      { label: "Docker", icon: "si:docker" },
      { label: "Terraform", icon: "si:terraform" },
      { label: "AWS", icon: "lu:cloud" },
      { label: "Helm", icon: "si:helm" },
      { label: "Linux", icon: "si:linux" },
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
    title: "Tools",
    items: [
      { label: "Git", icon: "si:git" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Python", icon: "si:python" },
      { label: "Bash", icon: "si:gnubash" },
    ],
  },
];

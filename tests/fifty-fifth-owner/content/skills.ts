import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Backend",
    items: [
      { label: "Go", icon: "si:go" },
      { label: "gRPC", icon: "lu:network" },
      { label: "Protocol Buffers", icon: "lu:file-code" },
      { label: "Python", icon: "si:python" },
      { label: "Bash", icon: "si:gnubash" },
    ],
  },
  {
    title: "Cloud & Infrastructure",
    items: [
      { label: "Kubernetes", icon: "si:kubernetes" },
      { label: "Terraform", icon: "si:terraform" },
      { label: "AWS", icon: "lu:cloud" },
      { label: "Google Cloud (GCP)", icon: "si:googlecloud" },
      { label: "Helm", icon: "si:helm" },
      { label: "Docker", icon: "si:docker" },
      { label: "Linux", icon: "si:linux" },
    ],
  },
  {
    title: "Data & Messaging",
    items: [
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Kafka", icon: "si:apachekafka" },
      { label: "SQLite", icon: "si:sqlite" },
    ],
  },
  {
    title: "Observability & Reliability",
    items: [
      { label: "Prometheus", icon: "si:prometheus" },
      { label: "Grafana", icon: "si:grafana" },
      { label: "OpenTelemetry", icon: "si:opentelemetry" },
      { label: "SLOs and on-call", icon: "lu:gauge" },
    ],
  },
  {
    title: "Delivery",
    items: [
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Argo CD", icon: "si:argo" },
      { label: "Terratest", icon: "lu:test-tube" },
      { label: "Kubernetes operators (Kubebuilder)", icon: "lu:box" },
    ],
  },
];

import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "Go", icon: "si:go" },
      { label: "Python", icon: "si:python" },
      { label: "PHP", icon: "si:php" },
      { label: "SQL", icon: "lu:database" },
      { label: "Bash", icon: "si:gnubash" },
    ],
  },
  {
    title: "Backend & APIs",
    items: [
      { label: "gRPC", icon: "lu:network" },
      { label: "Protocol Buffers (protobuf)", icon: "lu:file-code" },
      { label: "Django", icon: "si:django" },
      { label: "Laravel (older)", icon: "si:laravel" },
      { label: "HTMX (a little)", icon: "si:htmx" },
    ],
  },
  {
    title: "Data & Messaging",
    items: [
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Redis", icon: "si:redis" },
      { label: "Apache Kafka", icon: "si:apachekafka" },
      { label: "Amazon SQS", icon: "lu:mail-plus" },
      { label: "MySQL", icon: "si:mysql" },
    ],
  },
  {
    title: "Cloud & Infrastructure",
    items: [
      { label: "Kubernetes", icon: "si:kubernetes" },
      { label: "Helm", icon: "si:helm" },
      { label: "Terraform", icon: "si:terraform" },
      { label: "AWS (EKS, SQS)", icon: "lu:cloud" },
      { label: "Docker", icon: "si:docker" },
      { label: "GitHub Actions", icon: "si:githubactions" },
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
];

import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages I Ship In",
    items: [
      { label: "Go", icon: "si:go" },
      { label: "Rust", icon: "si:rust" },
      { label: "Java", icon: "si:openjdk" },
      { label: "C++", icon: "si:cplusplus" },
      { label: "SQL", icon: "lu:database" },
    ],
  },
  {
    title: "Logs & Databases",
    items: [
      { label: "Apache Kafka", icon: "si:apachekafka" },
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Debezium", icon: "lu:database-zap" },
      { label: "Redis", icon: "si:redis" },
    ],
  },
  {
    title: "Service Contracts",
    items: [
      { label: "gRPC", icon: "lu:cable" },
      { label: "Protocol Buffers", icon: "lu:braces" },
      { label: "OpenAPI", icon: "si:openapiinitiative" },
      { label: "Envoy", icon: "si:envoyproxy" },
    ],
  },
  {
    title: "Platform Plumbing",
    items: [
      { label: "Kubernetes", icon: "si:kubernetes" },
      { label: "Helm", icon: "si:helm" },
      { label: "Terraform", icon: "si:terraform" },
      { label: "Docker", icon: "si:docker" },
      { label: "Argo CD", icon: "si:argo" },
      { label: "Google Cloud", icon: "si:googlecloud" },
    ],
  },
  {
    title: "Seeing Production",
    items: [
      { label: "Prometheus", icon: "si:prometheus" },
      { label: "Grafana", icon: "si:grafana" },
      { label: "OpenTelemetry", icon: "si:opentelemetry" },
      { label: "GitHub Actions", icon: "si:githubactions" },
    ],
  },
];

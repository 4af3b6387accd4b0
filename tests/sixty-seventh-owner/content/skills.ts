import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "Go", icon: "si:go" },
      { label: "Kotlin", icon: "si:kotlin" },
      { label: "SQL", icon: "lu:database" },
      { label: "Python", icon: "si:python" },
      { label: "Bash", icon: "si:gnubash" },
    ],
  },
  {
    title: "Payments",
    items: [
      { label: "ISO 8583", icon: "lu:credit-card" },
      { label: "ISO 20022", icon: "lu:file-code" },
      { label: "Card switching", icon: "lu:arrow-left-right" },
      { label: "Mobile money", icon: "lu:smartphone" },
      { label: "Reconciliation & settlement", icon: "lu:scale" },
      { label: "PCI DSS", icon: "lu:shield-check" },
    ],
  },
  {
    title: "Data & Messaging",
    items: [
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Apache Kafka", icon: "si:apachekafka" },
      { label: "Redis", icon: "si:redis" },
      { label: "gRPC", icon: "lu:network" },
    ],
  },
  {
    title: "Frameworks & Testing",
    items: [
      { label: "Spring Boot", icon: "si:springboot" },
      { label: "Testcontainers", icon: "lu:box" },
      { label: "k6", icon: "lu:gauge" },
    ],
  },
  {
    title: "Infrastructure & Observability",
    items: [
      { label: "Docker", icon: "si:docker" },
      { label: "Kubernetes", icon: "si:kubernetes" },
      { label: "AWS", icon: "lu:cloud" },
      { label: "Prometheus", icon: "si:prometheus" },
      { label: "Grafana", icon: "si:grafana" },
      { label: "OpenTelemetry", icon: "si:opentelemetry" },
    ],
  },
  {
    title: "Practice",
    items: [
      { label: "Incident command", icon: "lu:siren" },
      { label: "Blameless postmortems", icon: "lu:notebook-pen" },
      { label: "Git", icon: "si:git" },
      { label: "GitLab CI", icon: "si:gitlab" },
      { label: "Mentoring", icon: "lu:users" },
    ],
  },
];

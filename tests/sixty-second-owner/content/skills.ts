import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "Go", icon: "si:go" },
      { label: "SQL", icon: "lu:database" },
      { label: "Bash", icon: "si:gnubash" },
    ],
  },
  {
    title: "Backend & Frameworks",
    items: [
      { label: "Django", icon: "si:django" },
      { label: "FastAPI", icon: "si:fastapi" },
      { label: "REST APIs", icon: "lu:network" },
      { label: "WebSockets", icon: "lu:bell-ring" },
      { label: "pytest", icon: "si:pytest" },
    ],
  },
  {
    title: "Data & Streaming",
    items: [
      { label: "Kafka", icon: "si:apachekafka" },
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Redis", icon: "si:redis" },
      { label: "dbt", icon: "lu:layers" },
      { label: "BigQuery", icon: "si:googlebigquery" },
    ],
  },
  {
    title: "Cloud & Infrastructure",
    items: [
      { label: "Google Cloud (GCP)", icon: "si:googlecloud" },
      { label: "Kubernetes (GKE)", icon: "si:kubernetes" },
      { label: "Terraform", icon: "si:terraform" },
      { label: "Docker", icon: "si:docker" },
      { label: "Helm", icon: "si:helm" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Prometheus", icon: "si:prometheus" },
      { label: "Grafana", icon: "si:grafana" },
    ],
  },
  {
    title: "Restaurant Domain",
    items: [
      { label: "Point-of-sale systems", icon: "lu:receipt" },
      { label: "Kitchen display systems", icon: "lu:monitor" },
      { label: "EU allergen rules (14 allergens)", icon: "lu:wheat" },
      { label: "HACCP food safety", icon: "lu:thermometer" },
      { label: "Food costing", icon: "lu:calculator" },
    ],
  },
];

import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "SQL", icon: "lu:database" },
      { label: "Go (a little: one service)", icon: "si:go" },
    ],
  },
  {
    title: "Data Engineering",
    items: [
      { label: "pandas", icon: "si:pandas" },
      { label: "dbt", icon: "lu:layers" },
      { label: "Apache Airflow", icon: "si:apacheairflow" },
      { label: "Apache Kafka", icon: "si:apachekafka" },
    ],
  },
  {
    title: "Databases & Warehouses",
    items: [
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "BigQuery", icon: "si:googlebigquery" },
    ],
  },
  {
    title: "Cloud & Containers",
    items: [
      { label: "Google Cloud (BigQuery, Pub/Sub)", icon: "si:googlecloud" },
      { label: "Docker", icon: "si:docker" },
      { label: "Kubernetes (as a user, on GKE)", icon: "si:kubernetes" },
    ],
  },
  {
    title: "Monitoring",
    items: [{ label: "Grafana", icon: "si:grafana" }],
  },
  {
    title: "Sports Analytics",
    items: [
      { label: "Expected goals (xG) models", icon: "lu:goal" },
      { label: "Event and tracking data", icon: "lu:map-pinned" },
      { label: "scikit-learn", icon: "si:scikitlearn" },
    ],
  },
];

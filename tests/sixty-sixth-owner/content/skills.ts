import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "SQL", icon: "lu:database" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "Bash", icon: "si:gnubash" },
    ],
  },
  {
    title: "Data Engineering",
    items: [
      { label: "Apache Airflow", icon: "si:apacheairflow" },
      { label: "dbt", icon: "lu:layers" },
      { label: "Apache Kafka", icon: "si:apachekafka" },
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "pandas", icon: "si:pandas" },
      { label: "scikit-learn", icon: "si:scikitlearn" },
    ],
  },
  {
    title: "Maps & Transit Data",
    items: [
      { label: "PostGIS", icon: "lu:map-pinned" },
      { label: "GTFS", icon: "lu:bus" },
      { label: "GTFS-Realtime", icon: "lu:radio-tower" },
      { label: "QGIS", icon: "si:qgis" },
      { label: "GeoPandas", icon: "lu:globe" },
      { label: "OpenStreetMap", icon: "si:openstreetmap" },
    ],
  },
  {
    title: "Dashboards & Web",
    items: [
      { label: "Grafana", icon: "si:grafana" },
      { label: "React", icon: "si:react" },
    ],
  },
  {
    title: "Infrastructure",
    items: [
      { label: "Docker", icon: "si:docker" },
      { label: "Linux", icon: "si:linux" },
      { label: "Git", icon: "si:git" },
      { label: "GitHub Actions", icon: "si:githubactions" },
    ],
  },
];

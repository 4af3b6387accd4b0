import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Backend",
    items: [
      { label: "Kotlin", icon: "si:kotlin" },
      { label: "Java", icon: "si:openjdk" },
      { label: "Spring Boot", icon: "si:springboot" },
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Apache Kafka", icon: "si:apachekafka" },
      { label: "Gradle", icon: "si:gradle" },
      { label: "Flyway", icon: "si:flyway" },
    ],
  },
  {
    title: "Frontend",
    items: [
      { label: "React", icon: "si:react" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "Vite", icon: "si:vite" },
      { label: "Leaflet", icon: "si:leaflet" },
      { label: "Material UI", icon: "si:mui" },
    ],
  },
  {
    title: "Data & Optimisation",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "pandas", icon: "si:pandas" },
      { label: "Jupyter", icon: "si:jupyter" },
      { label: "InfluxDB", icon: "si:influxdb" },
      { label: "Timefold Solver", icon: "lu:puzzle" },
    ],
  },
  {
    title: "Testing & Quality",
    items: [
      { label: "JUnit 5", icon: "si:junit5" },
      { label: "Testcontainers", icon: "lu:box" },
      { label: "pytest", icon: "si:pytest" },
      { label: "Playwright", icon: "lu:drama" },
      { label: "DO-178C", icon: "lu:shield-check" },
    ],
  },
  {
    title: "Infrastructure",
    items: [
      { label: "Docker", icon: "si:docker" },
      { label: "Kubernetes", icon: "si:kubernetes" },
      { label: "GitLab CI", icon: "si:gitlab" },
      { label: "Jenkins", icon: "si:jenkins" },
      { label: "Grafana", icon: "si:grafana" },
      { label: "Prometheus", icon: "si:prometheus" },
    ],
  },
  {
    title: "Aviation",
    items: [
      { label: "Air traffic control", icon: "lu:radar" },
      { label: "Crew rostering", icon: "lu:calendar-clock" },
      { label: "EASA FTL rules", icon: "lu:scale" },
      { label: "Safety management systems", icon: "lu:shield-alert" },
      { label: "NOTAM and AIS data", icon: "lu:map" },
    ],
  },
];

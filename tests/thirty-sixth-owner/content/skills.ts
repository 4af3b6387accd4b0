import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "Java", icon: "si:openjdk" },
      { label: "Kotlin", icon: "si:kotlin" },
      { label: "Go", icon: "si:go" },
      { label: "Rust", icon: "si:rust" },
      { label: "SQL & PL/SQL", icon: "lu:database" },
      { label: "COBOL (reading)", icon: "lu:binary" },
    ],
  },
  {
    title: "Frameworks & Messaging",
    items: [
      { label: "Spring Boot", icon: "si:springboot" },
      { label: "Spring Framework", icon: "si:spring" },
      { label: "Apache Kafka", icon: "si:apachekafka" },
      { label: "Kafka Streams", icon: "lu:workflow" },
      { label: "Kafka Connect", icon: "lu:plug" },
      { label: "Hibernate", icon: "si:hibernate" },
    ],
  },
  {
    title: "Data",
    items: [
      { label: "Oracle Database", icon: "lu:database" },
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Flyway", icon: "si:flyway" },
      { label: "Event stores", icon: "lu:history" },
    ],
  },
  {
    title: "Payments & Architecture",
    items: [
      { label: "SEPA (SCT & SCT Inst)", icon: "lu:landmark" },
      { label: "ISO 20022", icon: "lu:scroll-text" },
      { label: "Event sourcing", icon: "lu:history" },
      { label: "CQRS", icon: "lu:split" },
      { label: "Domain-driven design", icon: "lu:boxes" },
      { label: "Mainframe migration", icon: "lu:server" },
    ],
  },
  {
    title: "Delivery & Operations",
    items: [
      { label: "Docker", icon: "si:docker" },
      { label: "Kubernetes", icon: "si:kubernetes" },
      { label: "OpenShift", icon: "si:redhatopenshift" },
      { label: "GitLab CI", icon: "si:gitlab" },
      { label: "Gradle", icon: "si:gradle" },
      { label: "Maven", icon: "si:apachemaven" },
      { label: "Testcontainers", icon: "lu:container" },
      { label: "JUnit 5", icon: "si:junit5" },
      { label: "Prometheus", icon: "si:prometheus" },
      { label: "Grafana", icon: "si:grafana" },
    ],
  },
  {
    title: "Teaching & Leadership",
    items: [
      { label: "Mentoring", icon: "lu:users" },
      { label: "University teaching", icon: "lu:graduation-cap" },
      { label: "Public speaking", icon: "lu:mic" },
      { label: "Technical writing", icon: "lu:pen-line" },
      { label: "Architecture reviews", icon: "lu:network" },
    ],
  },
];

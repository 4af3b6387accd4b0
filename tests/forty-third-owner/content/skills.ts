import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Java & Spring",
    items: [
      { label: "Java 17", icon: "lu:coffee" },
      { label: "Spring Boot", icon: "si:springboot" },
      { label: "Spring Cloud", icon: "si:spring" },
      { label: "Hibernate / JPA", icon: "si:hibernate" },
      { label: "Spring Batch", icon: "lu:layers" },
      { label: "Maven", icon: "si:apachemaven" },
    ],
  },
  {
    title: "Messaging & Databases",
    items: [
      { label: "Apache Kafka", icon: "si:apachekafka" },
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Oracle Database", icon: "lu:database" },
      { label: "Redis", icon: "si:redis" },
      { label: "Amazon SQS", icon: "lu:inbox" },
    ],
  },
  {
    title: "Cloud & Delivery",
    items: [
      { label: "AWS (EKS, RDS, SQS)", icon: "lu:cloud" },
      { label: "Docker", icon: "si:docker" },
      { label: "Kubernetes", icon: "si:kubernetes" },
      { label: "Jenkins", icon: "si:jenkins" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Prometheus & Grafana", icon: "si:grafana" },
    ],
  },
  {
    title: "Testing",
    items: [
      { label: "JUnit 5", icon: "si:junit5" },
      { label: "Mockito", icon: "lu:flask-conical" },
      { label: "Testcontainers", icon: "lu:container" },
    ],
  },
  {
    title: "Design & Fundamentals",
    items: [
      { label: "REST API design", icon: "lu:network" },
      { label: "OpenAPI", icon: "si:openapiinitiative" },
      { label: "System design", icon: "lu:boxes" },
      { label: "Event-driven architecture", icon: "lu:workflow" },
      { label: "Data structures & algorithms", icon: "lu:binary" },
      { label: "JVM performance tuning", icon: "lu:gauge" },
    ],
  },
];

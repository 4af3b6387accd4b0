import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Product Management",
    items: [
      { label: "Product discovery and partner interviews", icon: "lu:search-check" },
      { label: "Roadmaps and prioritisation", icon: "lu:map" },
      { label: "Writing specs (PRDs)", icon: "lu:file-text" },
      { label: "OKRs and product metrics", icon: "lu:target" },
    ],
  },
  {
    title: "API Products",
    items: [
      { label: "API design reviews (REST)", icon: "lu:route" },
      { label: "OpenAPI", icon: "si:openapiinitiative" },
      { label: "Postman", icon: "si:postman" },
      { label: "Webhooks", icon: "lu:webhook" },
      { label: "API versioning and deprecation policy", icon: "lu:layers" },
    ],
  },
  {
    title: "Data & Analytics",
    items: [
      { label: "SQL (daily)", icon: "lu:database" },
      { label: "Looker", icon: "si:looker" },
      { label: "Amplitude", icon: "lu:chart-line" },
      { label: "A/B testing", icon: "lu:flask-conical" },
    ],
  },
  {
    title: "Scripting",
    items: [
      { label: "Python (small scripts)", icon: "si:python" },
      { label: "pandas", icon: "si:pandas" },
    ],
  },
  {
    title: "Product Tools",
    items: [
      { label: "Jira", icon: "si:jira" },
      { label: "Confluence", icon: "si:confluence" },
      { label: "Figma (reading and commenting, not designing)", icon: "si:figma" },
    ],
  },
  {
    title: "Engineering Background (2015–2021, no longer hands-on)",
    items: [
      { label: "Java", icon: "si:openjdk" },
      { label: "Spring Boot", icon: "si:springboot" },
      { label: "Kafka", icon: "si:apachekafka" },
      { label: "PostgreSQL", icon: "si:postgresql" },
    ],
  },
  {
    title: "Weekend Code",
    items: [
      { label: "TypeScript", icon: "si:typescript" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Git", icon: "si:git" },
    ],
  },
];

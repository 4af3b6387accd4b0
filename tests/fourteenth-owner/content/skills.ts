import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Code I Write",
    items: [
      { label: "Go", icon: "si:go" },
      { label: "Python", icon: "si:python" },
      { label: "Bash", icon: "si:gnubash" },
      { label: "SQL", icon: "lu:database" },
      { label: "Jsonnet", icon: "lu:file-code" },
    ],
  },
  {
    title: "Clusters and Runtime",
    items: [
      { label: "Kubernetes", icon: "si:kubernetes" },
      { label: "Helm", icon: "si:helm" },
      { label: "Docker", icon: "si:docker" },
      { label: "Argo CD", icon: "si:argo" },
      { label: "Linux", icon: "si:linux" },
      { label: "Nginx", icon: "si:nginx" },
      { label: "Envoy", icon: "si:envoyproxy" },
    ],
  },
  {
    title: "Seeing and Paging",
    items: [
      { label: "Prometheus", icon: "si:prometheus" },
      { label: "Grafana", icon: "si:grafana" },
      { label: "Thanos", icon: "si:thanos" },
      { label: "OpenTelemetry", icon: "si:opentelemetry" },
      { label: "PagerDuty", icon: "si:pagerduty" },
    ],
  },
  {
    title: "Cloud and Infrastructure as Code",
    items: [
      { label: "AWS", icon: "lu:cloud" },
      { label: "Google Cloud", icon: "si:googlecloud" },
      { label: "Terraform", icon: "si:terraform" },
      { label: "Ansible", icon: "si:ansible" },
      { label: "GitHub Actions", icon: "si:githubactions" },
    ],
  },
  {
    title: "Data I Keep Alive",
    items: [
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "MySQL", icon: "si:mysql" },
      { label: "Redis", icon: "si:redis" },
      { label: "Apache Kafka", icon: "si:apachekafka" },
    ],
  },
];

import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Cloud & Kubernetes",
    items: [
      { label: "AWS (EKS, EC2, RDS, S3, CloudFront)", icon: "lu:cloud" },
      { label: "Kubernetes", icon: "si:kubernetes" },
      { label: "Helm", icon: "si:helm" },
      { label: "Docker", icon: "si:docker" },
    ],
  },
  {
    title: "Infrastructure as Code",
    items: [
      { label: "Terraform", icon: "si:terraform" },
      { label: "Ansible", icon: "si:ansible" },
      { label: "GitLab CI", icon: "si:gitlab" },
    ],
  },
  {
    title: "Observability",
    items: [
      { label: "Prometheus", icon: "si:prometheus" },
      { label: "Alertmanager", icon: "lu:bell-ring" },
      { label: "Grafana", icon: "si:grafana" },
    ],
  },
  {
    title: "Programming & Scripting",
    items: [
      { label: "Go", icon: "si:go" },
      { label: "Python", icon: "si:python" },
      { label: "Bash", icon: "si:gnubash" },
    ],
  },
  {
    title: "Databases",
    items: [{ label: "PostgreSQL (Amazon RDS, replication, backup and restore testing)", icon: "si:postgresql" }],
  },
  {
    title: "Linux & Reliability Practice",
    items: [
      { label: "Linux (Ubuntu, Red Hat Enterprise Linux)", icon: "si:linux" },
      { label: "SLOs and error budgets", icon: "lu:gauge" },
      { label: "Incident response and blameless postmortems", icon: "lu:siren" },
      { label: "Runbooks and on-call design", icon: "lu:book-open" },
    ],
  },
];

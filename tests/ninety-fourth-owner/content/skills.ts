import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Databases",
    items: [
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Patroni", icon: "lu:shield-check" },
      { label: "pgBouncer", icon: "lu:network" },
      { label: "pgBackRest", icon: "lu:database-backup" },
      { label: "Oracle Database (legacy)", icon: "lu:database" },
      { label: "MySQL (some)", icon: "si:mysql" },
    ],
  },
  {
    title: "Performance & Reliability",
    items: [
      { label: "SQL performance tuning", icon: "lu:gauge" },
      { label: "High availability and failover", icon: "lu:activity" },
      { label: "Backups and restore testing", icon: "lu:archive" },
      { label: "etcd", icon: "si:etcd" },
    ],
  },
  {
    title: "Languages",
    items: [
      { label: "SQL", icon: "lu:database" },
      { label: "Python", icon: "si:python" },
      { label: "Go", icon: "si:go" },
      { label: "C (PostgreSQL extensions)", icon: "si:c" },
      { label: "Bash", icon: "si:gnubash" },
      { label: "Django (earlier)", icon: "si:django" },
    ],
  },
  {
    title: "Infrastructure & Cloud",
    items: [
      { label: "Ansible", icon: "si:ansible" },
      { label: "Terraform", icon: "si:terraform" },
      { label: "Kubernetes (CloudNativePG)", icon: "si:kubernetes" },
      { label: "AWS (RDS, Aurora, EC2, S3)", icon: "lu:cloud" },
      { label: "Docker", icon: "si:docker" },
      { label: "Linux", icon: "si:linux" },
    ],
  },
  {
    title: "Observability",
    items: [
      { label: "Prometheus", icon: "si:prometheus" },
      { label: "Grafana", icon: "si:grafana" },
    ],
  },
];

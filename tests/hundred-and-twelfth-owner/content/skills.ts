import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Cloud Platforms",
    items: [
      { label: "AWS (daily since 2019)", icon: "lu:cloud" },
      { label: "Google Cloud", icon: "si:googlecloud" },
      { label: "Azure (basic)", icon: "lu:cloud-cog" },
    ],
  },
  {
    title: "Infrastructure as Code",
    items: [
      { label: "Terraform", icon: "si:terraform" },
      { label: "Pulumi (Python)", icon: "si:pulumi" },
      { label: "CloudFormation", icon: "lu:layers" },
    ],
  },
  {
    title: "Containers & Delivery",
    items: [
      { label: "Kubernetes (EKS, GKE)", icon: "si:kubernetes" },
      { label: "Helm", icon: "si:helm" },
      { label: "Argo CD", icon: "si:argo" },
      { label: "Docker", icon: "si:docker" },
      { label: "GitHub Actions", icon: "si:githubactions" },
    ],
  },
  {
    title: "Languages & Scripting",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "Go", icon: "si:go" },
      { label: "Bash", icon: "si:gnubash" },
    ],
  },
  {
    title: "Data Stores",
    items: [
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Redis", icon: "si:redis" },
      { label: "DynamoDB", icon: "lu:database" },
    ],
  },
  {
    title: "Operations & Observability",
    items: [
      { label: "Datadog", icon: "si:datadog" },
      { label: "Linux administration", icon: "si:linux" },
      { label: "Incident response and on-call", icon: "lu:activity" },
    ],
  },
  {
    title: "Architecture & Pre-sales",
    items: [
      { label: "Solution design and reference architectures", icon: "lu:network" },
      { label: "Cloud migrations", icon: "lu:server" },
      { label: "Well-Architected reviews", icon: "lu:shield-check" },
      { label: "Cloud cost optimisation (FinOps)", icon: "lu:coins" },
      { label: "Discovery workshops and technical demos", icon: "lu:presentation" },
    ],
  },
  {
    title: "Certifications",
    items: [
      { label: "AWS Certified Solutions Architect – Professional", icon: "lu:award" },
      { label: "Google Cloud Professional Cloud Architect", icon: "lu:award" },
      { label: "Certified Kubernetes Administrator (CKA)", icon: "lu:badge-check" },
    ],
  },
];

import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Query & Code",
    items: [
      { label: "SQL", icon: "lu:database" },
      { label: "Python", icon: "si:python" },
      { label: "Jinja", icon: "si:jinja" },
      { label: "LookML", icon: "lu:braces" },
      { label: "Bash", icon: "si:gnubash" },
    ],
  },
  {
    title: "Modelling & Orchestration",
    items: [
      { label: "dbt", icon: "lu:layers" },
      { label: "Apache Airflow", icon: "si:apacheairflow" },
      { label: "Airbyte", icon: "si:airbyte" },
    ],
  },
  {
    title: "Warehouses",
    items: [
      { label: "Snowflake", icon: "si:snowflake" },
      { label: "BigQuery", icon: "si:googlebigquery" },
      { label: "PostgreSQL", icon: "si:postgresql" },
    ],
  },
  {
    title: "BI & Dashboards",
    items: [
      { label: "Looker", icon: "si:looker" },
      { label: "Metabase", icon: "si:metabase" },
      { label: "Power BI", icon: "lu:chart-column" },
    ],
  },
  {
    title: "Analysis",
    items: [
      { label: "pandas", icon: "si:pandas" },
      { label: "Jupyter", icon: "si:jupyter" },
      { label: "statsmodels", icon: "lu:sigma" },
    ],
  },
  {
    title: "Engineering Practice",
    items: [
      { label: "Git", icon: "si:git" },
      { label: "GitLab CI", icon: "si:gitlab" },
      { label: "Docker", icon: "si:docker" },
      { label: "Terraform", icon: "si:terraform" },
    ],
  },
  {
    title: "Domains",
    items: [
      { label: "Energy & smart-meter data", icon: "lu:zap" },
      { label: "Medicines & health statistics", icon: "lu:pill" },
      { label: "Teaching SQL", icon: "lu:graduation-cap" },
    ],
  },
];

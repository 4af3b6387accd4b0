import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "R", icon: "si:r" },
      { label: "SQL", icon: "lu:database" },
      { label: "Fortran (legacy climate models)", icon: "si:fortran" },
    ],
  },
  {
    title: "Machine Learning & Data",
    items: [
      { label: "PyTorch", icon: "si:pytorch" },
      { label: "scikit-learn", icon: "si:scikitlearn" },
      { label: "pandas", icon: "si:pandas" },
      { label: "xarray", icon: "lu:layers" },
    ],
  },
  {
    title: "Data Engineering",
    items: [
      { label: "Snowflake", icon: "si:snowflake" },
      { label: "dbt", icon: "si:dbt" },
      { label: "Apache Airflow", icon: "si:apacheairflow" },
    ],
  },
  {
    title: "Dashboards",
    items: [{ label: "Shiny (R)", icon: "lu:layout-dashboard" }],
  },
  {
    title: "Cloud & Tools",
    items: [
      { label: "AWS SageMaker", icon: "lu:cloud" },
      { label: "Docker", icon: "si:docker" },
      { label: "Git", icon: "si:git" },
    ],
  },
];

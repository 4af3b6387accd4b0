import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Warehouse & Modelling",
    items: [
      { label: "SQL", icon: "lu:database" },
      { label: "dbt", icon: "lu:layers" },
      { label: "BigQuery", icon: "si:googlebigquery" },
      { label: "Snowflake", icon: "si:snowflake" },
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "DuckDB", icon: "si:duckdb" },
    ],
  },
  {
    title: "Analysis & Statistics",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "pandas", icon: "si:pandas" },
      { label: "R", icon: "si:r" },
      { label: "Statistics", icon: "lu:sigma" },
      { label: "Jupyter", icon: "si:jupyter" },
      { label: "scikit-learn", icon: "si:scikitlearn" },
    ],
  },
  {
    title: "Dashboards & Storytelling",
    items: [
      { label: "Looker", icon: "si:looker" },
      { label: "Tableau", icon: "lu:chart-column" },
      { label: "Excel", icon: "lu:file-spreadsheet" },
      { label: "Google Sheets", icon: "si:googlesheets" },
      { label: "Streamlit", icon: "si:streamlit" },
      { label: "Shiny", icon: "lu:layout-dashboard" },
      { label: "Plotly", icon: "si:plotly" },
    ],
  },
  {
    title: "Pipelines & Tooling",
    items: [
      { label: "Airflow", icon: "si:apacheairflow" },
      { label: "Git", icon: "si:git" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Docker", icon: "si:docker" },
    ],
  },
];

import type { SkillGroup } from "./types";

export const skillGroups: SkillGroup[] = [
  {
    title: "Quality & Testing",
    items: [
      { label: "Playwright", icon: "lu:drama" },
      { label: "Cypress", icon: "si:cypress" },
      { label: "Selenium", icon: "si:selenium" },
      { label: "Postman", icon: "si:postman" },
      { label: "k6", icon: "si:k6" },
      { label: "Pact", icon: "lu:handshake" },
      { label: "Jira", icon: "si:jira" },
    ],
  },
  {
    title: "Data",
    items: [
      { label: "SQL", icon: "lu:database" },
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Python", icon: "si:python" },
      { label: "pandas", icon: "si:pandas" },
      { label: "Jupyter", icon: "si:jupyter" },
      { label: "Metabase", icon: "si:metabase" },
      { label: "Power BI", icon: "lu:chart-column" },
    ],
  },
  {
    title: "Code & Pipelines",
    items: [
      { label: "TypeScript", icon: "si:typescript" },
      { label: "Java", icon: "si:openjdk" },
      { label: "Node.js", icon: "si:nodedotjs" },
      { label: "GitLab CI", icon: "si:gitlab" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Docker", icon: "si:docker" },
      { label: "AWS", icon: "lu:cloud" },
    ],
  },
  {
    title: "Leadership",
    items: [
      { label: "Hiring", icon: "lu:user-plus" },
      { label: "Mentoring", icon: "lu:heart-handshake" },
      { label: "Quality strategy", icon: "lu:target" },
      { label: "Release planning", icon: "lu:calendar-check" },
      { label: "Public speaking", icon: "lu:mic" },
    ],
  },
];

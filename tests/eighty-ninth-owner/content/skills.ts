import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "TypeScript", icon: "si:typescript" },
      { label: "Java", icon: "si:openjdk" },
      { label: "Python", icon: "si:python" },
      { label: "SQL", icon: "lu:database" },
    ],
  },
  {
    title: "UI & API Test Automation",
    items: [
      { label: "Playwright", icon: "lu:drama" },
      { label: "Cypress", icon: "si:cypress" },
      { label: "Selenium WebDriver", icon: "si:selenium" },
      { label: "JUnit 5", icon: "si:junit5" },
      { label: "REST Assured", icon: "lu:plug" },
      { label: "Postman", icon: "si:postman" },
    ],
  },
  {
    title: "Performance, Contract & Accessibility",
    items: [
      { label: "k6", icon: "si:k6" },
      { label: "Gatling", icon: "lu:gauge" },
      { label: "Pact", icon: "lu:handshake" },
      { label: "axe-core", icon: "lu:accessibility" },
    ],
  },
  {
    title: "CI & Reporting",
    items: [
      { label: "Jenkins", icon: "si:jenkins" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Docker", icon: "si:docker" },
      { label: "Allure Report", icon: "lu:file-text" },
    ],
  },
  {
    title: "Databases",
    items: [
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Oracle", icon: "lu:database" },
    ],
  },
];

import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Test Automation",
    items: [
      { label: "Playwright", icon: "lu:drama" },
      { label: "Selenium WebDriver", icon: "si:selenium" },
      { label: "Appium", icon: "si:appium" },
      { label: "Cucumber", icon: "si:cucumber" },
      { label: "JUnit 5", icon: "si:junit5" },
      { label: "REST Assured", icon: "lu:webhook" },
    ],
  },
  {
    title: "Performance & Contracts",
    items: [
      { label: "k6", icon: "si:k6" },
      { label: "Pact", icon: "lu:handshake" },
      { label: "Apache JMeter", icon: "si:apachejmeter" },
      { label: "Grafana", icon: "si:grafana" },
      { label: "Postman", icon: "si:postman" },
    ],
  },
  {
    title: "Languages & Data",
    items: [
      { label: "TypeScript", icon: "si:typescript" },
      { label: "JavaScript", icon: "si:javascript" },
      { label: "Java", icon: "si:openjdk" },
      { label: "Node.js", icon: "si:nodedotjs" },
      { label: "SQL", icon: "lu:database" },
      { label: "PostgreSQL", icon: "si:postgresql" },
    ],
  },
  {
    title: "CI & Tooling",
    items: [
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Jenkins", icon: "si:jenkins" },
      { label: "Docker", icon: "si:docker" },
      { label: "Git", icon: "si:git" },
      { label: "Allure Report", icon: "lu:file-chart-column" },
      { label: "Jira", icon: "si:jira" },
    ],
  },
  {
    title: "How I Test",
    items: [
      { label: "Exploratory testing", icon: "lu:compass" },
      { label: "Risk-based test strategy", icon: "lu:shield-check" },
      { label: "BDD", icon: "lu:message-square-text" },
      { label: "Accessibility checks", icon: "lu:accessibility" },
      { label: "Coaching developers on testing", icon: "lu:users" },
    ],
  },
];

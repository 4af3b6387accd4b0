import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Test Automation",
    items: [
      { label: "TypeScript", icon: "si:typescript" },
      { label: "Playwright", icon: "lu:drama" },
      { label: "Cypress", icon: "si:cypress" },
      { label: "Selenium (legacy)", icon: "si:selenium" },
      { label: "Java", icon: "si:openjdk" },
    ],
  },
  {
    title: "API, Contracts & Performance",
    items: [
      { label: "RestAssured", icon: "lu:plug" },
      { label: "Postman & Newman", icon: "si:postman" },
      { label: "Pact contract testing", icon: "lu:handshake" },
      { label: "k6 load testing", icon: "si:k6" },
      { label: "SQL", icon: "lu:database" },
    ],
  },
  {
    title: "CI/CD & Reporting",
    items: [
      { label: "GitLab CI", icon: "si:gitlab" },
      { label: "Docker", icon: "si:docker" },
      { label: "Allure Report", icon: "lu:file-chart-column" },
      { label: "Git", icon: "si:git" },
      { label: "Jira", icon: "si:jira" },
      { label: "TestRail", icon: "si:testrail" },
    ],
  },
  {
    title: "Quality Strategy",
    items: [
      { label: "Test strategy", icon: "lu:target" },
      { label: "Risk-based testing", icon: "lu:triangle-alert" },
      { label: "Accessibility testing with axe", icon: "lu:accessibility" },
      { label: "Exploratory testing", icon: "lu:compass" },
      { label: "Test design techniques", icon: "lu:list-checks" },
    ],
  },
  {
    title: "Leading & Teaching",
    items: [
      { label: "Leading SDET teams", icon: "lu:users" },
      { label: "Hiring & interviewing", icon: "lu:user-plus" },
      { label: "Mentoring", icon: "lu:graduation-cap" },
      { label: "Conference speaking", icon: "lu:mic" },
    ],
  },
];

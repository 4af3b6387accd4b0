import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Testing & Automation",
    items: [
      { label: "Playwright", icon: "lu:drama" },
      { label: "Cypress", icon: "si:cypress" },
      { label: "Jest", icon: "si:jest" },
      { label: "Testing Library", icon: "si:testinglibrary" },
      { label: "Selenium WebDriver", icon: "si:selenium" },
      { label: "Postman", icon: "si:postman" },
    ],
  },
  {
    title: "Accessibility",
    items: [
      { label: "WCAG 2.2", icon: "lu:accessibility" },
      { label: "axe-core", icon: "lu:scan-eye" },
      { label: "ARIA", icon: "lu:code" },
      { label: "NVDA", icon: "lu:audio-lines" },
      { label: "JAWS", icon: "lu:volume-2" },
      { label: "VoiceOver", icon: "si:apple" },
      { label: "Keyboard testing", icon: "lu:keyboard" },
      { label: "AODA", icon: "lu:scale" },
      { label: "Lighthouse", icon: "si:lighthouse" },
    ],
  },
  {
    title: "Languages (code & human)",
    items: [
      { label: "TypeScript", icon: "si:typescript" },
      { label: "JavaScript", icon: "si:javascript" },
      { label: "HTML", icon: "si:html5" },
      { label: "CSS", icon: "si:css" },
      { label: "SQL", icon: "lu:database" },
      { label: "English", icon: "lu:languages" },
      { label: "Français", icon: "lu:languages" },
    ],
  },
  {
    title: "CI & Tooling",
    items: [
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "GitLab CI", icon: "si:gitlab" },
      { label: "Jenkins", icon: "si:jenkins" },
      { label: "Docker", icon: "si:docker" },
      { label: "Git", icon: "si:git" },
      { label: "Jira", icon: "si:jira" },
    ],
  },
  {
    title: "What I Build With",
    items: [
      { label: "React", icon: "si:react" },
      { label: "Node.js", icon: "si:nodedotjs" },
      { label: "Express", icon: "si:express" },
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Storybook", icon: "si:storybook" },
    ],
  },
];

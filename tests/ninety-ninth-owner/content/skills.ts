import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "Ruby", icon: "si:ruby" },
      { label: "Python", icon: "si:python" },
      { label: "JavaScript", icon: "si:javascript" },
      { label: "HTML", icon: "si:html5" },
      { label: "CSS / Sass", icon: "si:sass" },
      { label: "SQL", icon: "lu:database" },
    ],
  },
  {
    title: "Frameworks",
    items: [
      { label: "Ruby on Rails", icon: "si:rubyonrails" },
      { label: "Django", icon: "si:django" },
      { label: "Stimulus", icon: "si:stimulus" },
      { label: "React (a little)", icon: "si:react" },
      { label: "Node.js (tooling)", icon: "si:nodedotjs" },
    ],
  },
  {
    title: "Accessibility & Design",
    items: [
      { label: "GOV.UK Design System", icon: "lu:layout-template" },
      { label: "WCAG 2.2", icon: "lu:accessibility" },
      { label: "Screen-reader testing (NVDA, VoiceOver)", icon: "lu:audio-lines" },
      { label: "User research pairing", icon: "lu:users" },
      { label: "Welsh-language localisation (i18n)", icon: "lu:languages" },
    ],
  },
  {
    title: "Data & Infrastructure",
    items: [
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Redis", icon: "si:redis" },
      { label: "Docker", icon: "si:docker" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "AWS (ECS, RDS)", icon: "lu:cloud" },
      { label: "Terraform (basic)", icon: "si:terraform" },
    ],
  },
];

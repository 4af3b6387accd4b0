import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Back-End",
    items: [
      { label: "PHP", icon: "si:php" },
      { label: "Laravel", icon: "si:laravel" },
      { label: "Livewire", icon: "si:livewire" },
    ],
  },
  {
    title: "Front-End",
    items: [
      { label: "Vue 3", icon: "si:vuedotjs" },
      { label: "Inertia.js", icon: "si:inertia" },
      { label: "Tailwind CSS", icon: "si:tailwindcss" },
      { label: "JavaScript", icon: "si:javascript" },
      { label: "HTML & CSS", icon: "si:html5" },
    ],
  },
  {
    title: "Databases",
    items: [
      { label: "MySQL", icon: "si:mysql" },
      { label: "PostgreSQL (some)", icon: "si:postgresql" },
    ],
  },
  {
    title: "Testing",
    items: [
      { label: "Pest", icon: "lu:bug" },
      { label: "PHPUnit", icon: "lu:test-tube" },
      { label: "Cypress", icon: "si:cypress" },
    ],
  },
  {
    title: "Deployment & Tools",
    items: [
      { label: "Laravel Forge", icon: "lu:server" },
      { label: "Envoyer", icon: "lu:rocket" },
      { label: "Docker (basic)", icon: "si:docker" },
      { label: "Git", icon: "si:git" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Vite", icon: "si:vite" },
    ],
  },
  {
    title: "CMS & Accessibility",
    items: [
      { label: "WordPress", icon: "si:wordpress" },
      { label: "Accessibility (WCAG 2.2)", icon: "lu:accessibility" },
    ],
  },
];

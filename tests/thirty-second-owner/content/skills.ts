import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Front-End",
    items: [
      { label: "HTML", icon: "si:html5" },
      { label: "CSS", icon: "si:css" },
      { label: "Sass", icon: "si:sass" },
      { label: "JavaScript", icon: "si:javascript" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "React", icon: "si:react" },
      { label: "Vue", icon: "si:vuedotjs" },
      { label: "Astro", icon: "si:astro" },
    ],
  },
  {
    title: "Accessibility",
    items: [
      { label: "WCAG 2.2 audits", icon: "lu:accessibility" },
      { label: "ARIA", icon: "lu:tags" },
      { label: "NVDA", icon: "lu:audio-lines" },
      { label: "VoiceOver", icon: "si:apple" },
      { label: "Keyboard testing", icon: "lu:keyboard" },
      { label: "axe-core", icon: "lu:axe" },
    ],
  },
  {
    title: "Design & Design Systems",
    items: [
      { label: "Figma", icon: "si:figma" },
      { label: "Design systems", icon: "lu:component" },
      { label: "Design tokens", icon: "lu:palette" },
      { label: "Storybook", icon: "si:storybook" },
      { label: "Typography", icon: "lu:type" },
      { label: "Print design", icon: "lu:book-open" },
    ],
  },
  {
    title: "Testing & Shipping",
    items: [
      { label: "Vitest", icon: "si:vitest" },
      { label: "Playwright", icon: "lu:drama" },
      { label: "Git", icon: "si:git" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Vite", icon: "si:vite" },
      { label: "Netlify", icon: "si:netlify" },
      { label: "npm", icon: "si:npm" },
    ],
  },
  {
    title: "Teaching & Consulting",
    items: [
      { label: "Accessibility workshops", icon: "lu:presentation" },
      { label: "Public speaking", icon: "lu:mic" },
      { label: "Audit reports", icon: "lu:clipboard-check" },
      { label: "Plain-language writing", icon: "lu:pen-tool" },
    ],
  },
];

import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Front-End",
    items: [
      { label: "TypeScript", icon: "si:typescript" },
      { label: "JavaScript", icon: "si:javascript" },
      { label: "React", icon: "si:react" },
      { label: "Lit", icon: "si:lit" },
      { label: "Web Components", icon: "si:webcomponentsdotorg" },
      { label: "Vue (some)", icon: "si:vuedotjs" },
      { label: "HTML", icon: "si:html5" },
    ],
  },
  {
    title: "CSS, in depth",
    items: [
      { label: "CSS", icon: "si:css" },
      { label: "Custom properties", icon: "lu:variable" },
      { label: "Cascade layers", icon: "lu:layers" },
      { label: "Container queries", icon: "lu:container" },
      { label: "CSS Grid", icon: "lu:layout-grid" },
    ],
  },
  {
    title: "Design Systems",
    items: [
      { label: "Storybook", icon: "si:storybook" },
      { label: "Figma", icon: "si:figma" },
      { label: "Figma tokens", icon: "lu:palette" },
      { label: "Style Dictionary", icon: "lu:book-a" },
    ],
  },
  {
    title: "Accessibility",
    items: [
      { label: "WCAG 2.2", icon: "lu:accessibility" },
      { label: "RGAA 4.1", icon: "lu:badge-check" },
      { label: "WAI-ARIA", icon: "lu:tags" },
      { label: "axe-core", icon: "lu:scan-eye" },
      { label: "NVDA", icon: "lu:audio-lines" },
      { label: "VoiceOver", icon: "lu:speech" },
    ],
  },
  {
    title: "Testing & Tooling",
    items: [
      { label: "Playwright", icon: "lu:drama" },
      { label: "Vite", icon: "si:vite" },
      { label: "Node.js", icon: "si:nodedotjs" },
      { label: "Git", icon: "si:git" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "GitLab CI", icon: "si:gitlab" },
    ],
  },
  {
    title: "Graphic Design",
    items: [
      { label: "Typography", icon: "lu:type" },
      { label: "Editorial layout", icon: "lu:newspaper" },
      { label: "Letterpress printing", icon: "lu:stamp" },
    ],
  },
];

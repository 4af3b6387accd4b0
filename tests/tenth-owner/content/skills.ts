import type { SkillGroup } from "./types";

export const skillGroups: SkillGroup[] = [
  {
    title: "What I Build With",
    items: [
      { label: "TypeScript", icon: "si:typescript" },
      { label: "JavaScript", icon: "si:javascript" },
      { label: "Svelte", icon: "si:svelte" },
      { label: "Vue", icon: "si:vuedotjs" },
      { label: "React", icon: "si:react" },
      { label: "HTML", icon: "si:html5" },
      { label: "CSS", icon: "si:css" },
      { label: "Tailwind CSS", icon: "si:tailwindcss" },
    ],
  },
  {
    title: "Design & Accessibility",
    items: [
      { label: "Figma", icon: "si:figma" },
      { label: "WCAG 2.2", icon: "lu:accessibility" },
      { label: "Screen reader testing", icon: "lu:ear" },
      { label: "Storybook", icon: "si:storybook" },
      { label: "Design tokens", icon: "lu:palette" },
    ],
  },
  {
    title: "Also in My Toolbox",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "FastAPI", icon: "si:fastapi" },
      { label: "Vite", icon: "si:vite" },
      { label: "Vitest", icon: "si:vitest" },
      { label: "Playwright", icon: "lu:drama" },
      { label: "Git", icon: "si:git" },
      { label: "Supabase", icon: "si:supabase" },
    ],
  },
  {
    title: "Languages I Speak",
    items: [
      { label: "Turkish (native)", icon: "lu:languages" },
      { label: "English (fluent, C1)", icon: "lu:languages" },
      { label: "Estonian (beginner)", icon: "lu:languages" },
    ],
  },
];

import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "TypeScript", icon: "si:typescript" },
      { label: "JavaScript", icon: "si:javascript" },
      { label: "Python (scripts)", icon: "si:python" },
      { label: "SQL", icon: "lu:database" },
    ],
  },
  {
    title: "Front-End",
    items: [
      { label: "React", icon: "si:react" },
      { label: "Next.js", icon: "si:nextdotjs" },
      { label: "Tailwind CSS", icon: "si:tailwindcss" },
    ],
  },
  {
    title: "Back-End & Data",
    items: [
      { label: "Node.js", icon: "si:nodedotjs" },
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Prisma", icon: "si:prisma" },
    ],
  },
  {
    title: "Legal Tech",
    items: [
      { label: "docassemble (guided interviews)", icon: "lu:scale" },
      { label: "Document automation", icon: "lu:file-text" },
      { label: "Plain-language drafting", icon: "lu:pen-line" },
    ],
  },
  {
    title: "Testing & Accessibility",
    items: [
      { label: "Playwright", icon: "lu:test-tube" },
      { label: "Accessibility testing (WCAG 2.2, screen readers)", icon: "lu:accessibility" },
    ],
  },
  {
    title: "Cloud",
    items: [{ label: "AWS (Lambda, S3)", icon: "lu:cloud" }],
  },
];

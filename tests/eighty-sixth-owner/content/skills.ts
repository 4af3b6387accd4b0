import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "TypeScript", icon: "si:typescript" },
      { label: "JavaScript", icon: "si:javascript" },
      { label: "SQL", icon: "lu:database" },
      { label: "Python (scripts)", icon: "si:python" },
      { label: "HTML & CSS", icon: "lu:code-xml" },
    ],
  },
  {
    title: "Web & Docs Frameworks",
    items: [
      { label: "React", icon: "si:react" },
      { label: "Next.js", icon: "si:nextdotjs" },
      { label: "Astro", icon: "si:astro" },
      { label: "Docusaurus", icon: "si:docusaurus" },
    ],
  },
  {
    title: "Docs as Code",
    items: [
      { label: "Markdown", icon: "si:markdown" },
      { label: "MDX", icon: "si:mdx" },
      { label: "Vale (prose linter)", icon: "lu:spell-check" },
      { label: "OpenAPI", icon: "si:openapiinitiative" },
      { label: "Mermaid diagrams", icon: "si:mermaid" },
    ],
  },
  {
    title: "Databases",
    items: [
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "SQL: joins, CTEs, window functions & indexes", icon: "lu:table" },
    ],
  },
  {
    title: "Tooling & Video",
    items: [
      { label: "Git", icon: "si:git" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "DaVinci Resolve (video editing)", icon: "si:davinciresolve" },
    ],
  },
];

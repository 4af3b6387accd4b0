import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Docs & Writing",
    items: [
      { label: "Markdown", icon: "si:markdown" },
      { label: "MDX", icon: "si:mdx" },
      { label: "OpenAPI", icon: "si:openapiinitiative" },
      { label: "Docusaurus", icon: "si:docusaurus" },
      { label: "Astro", icon: "si:astro" },
      { label: "Vale", icon: "lu:spell-check" },
      { label: "Technical editing", icon: "lu:pen-line" },
    ],
  },
  {
    title: "Code & SDKs",
    items: [
      { label: "TypeScript", icon: "si:typescript" },
      { label: "JavaScript", icon: "si:javascript" },
      { label: "Node.js", icon: "si:nodedotjs" },
      { label: "Python", icon: "si:python" },
      { label: "Go", icon: "si:go" },
      { label: "PHP", icon: "si:php" },
      { label: "Laravel", icon: "si:laravel" },
    ],
  },
  {
    title: "Databases",
    items: [
      { label: "SQL", icon: "lu:database" },
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "MySQL", icon: "si:mysql" },
      { label: "TezontleDB", icon: "lu:database-zap" },
    ],
  },
  {
    title: "Community & Teaching",
    items: [
      { label: "Hands-on workshops", icon: "lu:presentation" },
      { label: "Public speaking", icon: "lu:mic" },
      { label: "Podcasting", icon: "lu:mic-vocal" },
      { label: "Discord community", icon: "si:discord" },
      { label: "YouTube", icon: "si:youtube" },
      { label: "Spanish localisation", icon: "lu:languages" },
    ],
  },
  {
    title: "Tooling",
    items: [
      { label: "Git", icon: "si:git" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Docker", icon: "si:docker" },
      { label: "Postman", icon: "si:postman" },
      { label: "Vercel", icon: "si:vercel" },
      { label: "Cloudflare Pages", icon: "si:cloudflarepages" },
    ],
  },
];

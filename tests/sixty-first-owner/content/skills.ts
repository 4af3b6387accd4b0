import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Internationalization",
    items: [
      { label: "ICU MessageFormat", icon: "lu:braces" },
      { label: "CLDR", icon: "lu:globe" },
      { label: "Unicode", icon: "lu:type" },
      { label: "Pseudo-localization", icon: "lu:scan-text" },
      { label: "Right-to-left layouts", icon: "lu:arrow-right-left" },
    ],
  },
  {
    title: "Programming Languages",
    items: [
      { label: "Rust", icon: "si:rust" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "JavaScript", icon: "si:javascript" },
      { label: "Python", icon: "si:python" },
      { label: "WebAssembly", icon: "si:webassembly" },
    ],
  },
  {
    title: "Web & Tools",
    items: [
      { label: "React", icon: "si:react" },
      { label: "Next.js", icon: "si:nextdotjs" },
      { label: "Node.js", icon: "si:nodedotjs" },
      { label: "Astro", icon: "si:astro" },
      { label: "Figma Plugin API", icon: "si:figma" },
    ],
  },
  {
    title: "Data & Infrastructure",
    items: [
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "SQLite", icon: "si:sqlite" },
      { label: "Docker", icon: "si:docker" },
      { label: "AWS", icon: "lu:cloud" },
      { label: "Cloudflare Workers", icon: "si:cloudflareworkers" },
      { label: "Fly.io", icon: "lu:plane" },
    ],
  },
  {
    title: "CI/CD & Testing",
    items: [
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Vitest", icon: "si:vitest" },
      { label: "Playwright", icon: "lu:drama" },
      { label: "Property-based testing (proptest)", icon: "lu:dices" },
    ],
  },
  {
    title: "Translation & Localization",
    items: [
      { label: "Japanese–Spanish translation", icon: "lu:languages" },
      { label: "XLIFF and TMX", icon: "lu:file-code" },
      { label: "Crowdin", icon: "lu:cloud-upload" },
      { label: "memoQ and Trados", icon: "lu:book-open" },
      { label: "Terminology management", icon: "lu:book-a" },
    ],
  },
];

import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Docs-as-Code",
    items: [
      { label: "Markdown", icon: "si:markdown" },
      { label: "MDX", icon: "si:mdx" },
      { label: "Docusaurus", icon: "si:docusaurus" },
      { label: "Git", icon: "si:git" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Vale (prose linting)", icon: "lu:spell-check" },
    ],
  },
  {
    title: "API Documentation",
    items: [
      { label: "OpenAPI", icon: "si:openapiinitiative" },
      { label: "Redocly", icon: "lu:file-code" },
      { label: "API reference writing", icon: "lu:braces" },
      { label: "Quickstarts & tutorials", icon: "lu:book-open-check" },
    ],
  },
  {
    title: "Scripting & Automation",
    items: [
      { label: "Python scripting", icon: "si:python" },
      { label: "YAML", icon: "si:yaml" },
      { label: "Regular expressions", icon: "lu:regex" },
    ],
  },
  {
    title: "Writing & Editing",
    items: [
      { label: "Editing & copy editing", icon: "lu:pen-line" },
      { label: "Style guides", icon: "lu:file-text" },
      { label: "Plain language", icon: "lu:text" },
      { label: "Interviewing subject-matter experts", icon: "lu:mic" },
    ],
  },
  {
    title: "Content Strategy & Research",
    items: [
      { label: "Information architecture", icon: "lu:list-tree" },
      { label: "User research for docs", icon: "lu:search-check" },
      { label: "Content audits", icon: "lu:clipboard-list" },
    ],
  },
];

import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages & Runtimes",
    items: [
      { label: "TypeScript", icon: "si:typescript" },
      { label: "JavaScript", icon: "si:javascript" },
      { label: "Node.js", icon: "si:nodedotjs" },
      { label: "Deno", icon: "si:deno" },
      { label: "Rust (for WebAssembly only)", icon: "si:rust" },
      { label: "WebAssembly", icon: "si:webassembly" },
    ],
  },
  {
    title: "Dates, Time Zones & i18n",
    items: [
      { label: "Intl API", icon: "lu:globe" },
      { label: "ICU", icon: "lu:languages" },
      { label: "TC39 Temporal proposal", icon: "lu:clock" },
      { label: "IANA tz database", icon: "lu:earth" },
    ],
  },
  {
    title: "Testing",
    items: [
      { label: "Vitest", icon: "si:vitest" },
      { label: "Jest", icon: "si:jest" },
      { label: "fast-check (property-based testing)", icon: "lu:dices" },
      { label: "SQLite (test fixtures only)", icon: "si:sqlite" },
    ],
  },
  {
    title: "Open-Source Maintenance",
    items: [
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "npm publishing", icon: "si:npm" },
      { label: "Semantic versioning", icon: "si:semver" },
      { label: "jscodeshift codemods", icon: "lu:wand-sparkles" },
    ],
  },
  {
    title: "Communication",
    items: [
      { label: "Technical writing", icon: "lu:scroll-text" },
      { label: "Public speaking", icon: "lu:mic" },
    ],
  },
];

import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Internationalization (i18n)",
    items: [
      { label: "ICU MessageFormat", icon: "lu:braces" },
      { label: "Unicode CLDR data", icon: "si:unicode" },
      { label: "gettext (PO files)", icon: "lu:file-text" },
      { label: "Right-to-left (RTL) layouts", icon: "lu:arrow-right-left" },
      { label: "Pseudo-localization", icon: "lu:languages" },
    ],
  },
  {
    title: "Languages & Front-End",
    items: [
      { label: "TypeScript", icon: "si:typescript" },
      { label: "React", icon: "si:react" },
      { label: "Python", icon: "si:python" },
      { label: "HTML & CSS (logical properties)", icon: "si:css" },
    ],
  },
  {
    title: "Localization Tooling",
    items: [
      { label: "Crowdin", icon: "si:crowdin" },
      { label: "Git", icon: "si:git" },
      { label: "XLIFF and translation memories", icon: "lu:database" },
    ],
  },
  {
    title: "Testing",
    items: [
      { label: "Playwright", icon: "lu:drama" },
      { label: "Screenshot tests for text expansion and RTL", icon: "lu:scan-eye" },
    ],
  },
  {
    title: "Translation & Linguistics",
    items: [
      { label: "French–English translation", icon: "lu:book-open" },
      { label: "Terminology and glossaries", icon: "lu:book-a" },
      { label: "Style guides for translators", icon: "lu:pen-line" },
    ],
  },
];

import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Accessibility Standards",
    items: [
      { label: "WCAG 2.2", icon: "lu:list-checks" },
      { label: "WAI-ARIA", icon: "lu:accessibility" },
      { label: "Keyboard accessibility", icon: "lu:keyboard" },
      { label: "Colour contrast", icon: "lu:contrast" },
      { label: "Captions and transcripts", icon: "lu:captions" },
    ],
  },
  {
    title: "Screen Readers & Assistive Tech",
    items: [
      { label: "NVDA", icon: "lu:audio-lines" },
      { label: "JAWS", icon: "lu:speech" },
      { label: "VoiceOver", icon: "si:apple" },
      { label: "TalkBack", icon: "si:android" },
      { label: "Screen magnification", icon: "lu:scan-eye" },
    ],
  },
  {
    title: "Front-End",
    items: [
      { label: "React", icon: "si:react" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "JavaScript", icon: "si:javascript" },
      { label: "HTML", icon: "si:html5" },
      { label: "CSS", icon: "si:css" },
    ],
  },
  {
    title: "Design Systems",
    items: [
      { label: "Storybook", icon: "si:storybook" },
      { label: "Figma", icon: "si:figma" },
      { label: "Design tokens", icon: "lu:palette" },
      { label: "Component audits", icon: "lu:clipboard-check" },
    ],
  },
  {
    title: "Testing & Automation",
    items: [
      { label: "axe-core", icon: "lu:scan-search" },
      { label: "Playwright", icon: "lu:play" },
      { label: "Jest", icon: "si:jest" },
      { label: "Testing Library", icon: "si:testinglibrary" },
      { label: "GitHub Actions", icon: "si:githubactions" },
    ],
  },
  {
    title: "Research & Teaching",
    items: [
      { label: "User research with disabled people", icon: "lu:users" },
      { label: "Usability testing", icon: "lu:mouse-pointer-click" },
      { label: "Auslan", icon: "lu:hand" },
      { label: "Accessibility training", icon: "lu:presentation" },
      { label: "Public speaking", icon: "lu:mic" },
    ],
  },
];

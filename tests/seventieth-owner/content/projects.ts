import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Tab Trail",
    github: "https://github.com/ingrid-sa/tab-trail",
    live: "https://tabtrail.example.com",
    description:
      "An open-source focus-order visualiser: a browser extension and npm package that draws the keyboard focus order of any page as numbered dots and arrows, " +
      "so you can see at a glance where Tab will jump next, where focus disappears and which controls it skips. It also flags positive tabindex values, " +
      "focus traps and focus that slips behind an open dialog, and Playwright users can call it in a test to fail a build when the focus order changes. " +
      "I started it in 2020 at the Victorian Digital Service Office to show a product owner why a form felt broken with a keyboard. " +
      "It has about 2,400 stars on GitHub and about 9,000 weekly downloads on npm.",
    stack: ["TypeScript", "Playwright", "SVG", "WebExtensions"],
    deploy: {
      npm: { name: "tab-trail", href: "https://www.npmjs.com/package/tab-trail" },
      "Chrome Web Store": "Tab Trail",
      "Firefox Add-ons": "Tab Trail",
      docs: { name: "tabtrail.example.com", href: "https://tabtrail.example.com" },
    },
  },
  {
    name: "Ramp Check",
    github: "https://github.com/ingrid-sa/ramp-check",
    live: "https://rampcheck.example.com",
    description:
      "A free, open-source audit kit for design systems: a component-by-component checklist built on WCAG 2.2, screen reader test scripts for NVDA, JAWS, " +
      "VoiceOver and TalkBack, and a Storybook addon that runs axe-core on every story and collects the results in one report. Teams use it to find out which " +
      "of their components are safe to build on before they audit whole pages. The first version, written at Eastern Savings Bank, found 140 issues across 46 components; " +
      "I rebuilt it from scratch in my own time as open source in 2023, with the bank's blessing.",
    stack: ["TypeScript", "React", "Storybook", "axe-core", "Playwright"],
    deploy: {
      npm: { name: "@ramp-check/storybook-addon", href: "https://www.npmjs.com/package/@ramp-check/storybook-addon" },
      docs: { name: "rampcheck.example.com", href: "https://rampcheck.example.com" },
    },
  },
  {
    name: "Access After Dark",
    github: "",
    live: "https://accessafterdark.example.com",
    description:
      "A free talk series I run in Melbourne on the first Thursday evening of every month, hosted by a different tech company each time. In each session a disabled " +
      "person shows how they use a website, app or tool of their choice, then a developer shows how they fixed something. Every event has Auslan interpreters and " +
      "live captions, speakers are paid, and the captioned recordings go on YouTube. Since I started it in 2021 there have been more than 30 talks, " +
      "with about 80 people in the room most nights.",
    stack: ["Auslan interpreting", "Live captioning", "YouTube"],
    deploy: {
      recordings: { name: "YouTube", href: "https://www.youtube.com/@accessafterdark" },
      venue: "A different Melbourne tech office each month",
    },
  },
  {
    name: "Screen Reader Phrasebook",
    github: "https://github.com/ingrid-sa/screen-reader-phrasebook",
    live: "https://srphrasebook.example.com",
    description:
      "An open reference of what NVDA, JAWS, VoiceOver and TalkBack actually say for 60 common ARIA patterns (tabs, comboboxes, dialogs, disclosure buttons and more), " +
      "with audio recordings and written transcripts of each, so developers can hear the difference between a pattern that works and one that doesn't. " +
      "Named after the phrasebooks I gave hearing families learning their first signs. A static site built with React and TypeScript.",
    stack: ["React", "TypeScript", "ARIA", "NVDA", "JAWS", "VoiceOver", "TalkBack"],
    deploy: { frontend: "GitHub Pages", domain: "srphrasebook.example.com" },
  },
  {
    name: "Compass Design System",
    github: "",
    live: "https://compass.openroadtravel.example.com",
    description:
      "Open Road Travel's design system: 58 React components used by the booking website and the tablets in its stores. I've owned its accessibility since 2023 " +
      "and set the rule that no component is released without a keyboard test, a screen reader test in NVDA and VoiceOver, and passing axe-core checks in Playwright. " +
      "I rebuilt the date picker, the combobox and the modal dialog from scratch, and the documentation shows each component's keyboard and screen reader behaviour " +
      "next to its code. The code is internal, so this links to the public documentation.",
    stack: ["React", "TypeScript", "Storybook", "axe-core", "Playwright", "Figma"],
    deploy: {
      documentation: { name: "compass.openroadtravel.example.com", href: "https://compass.openroadtravel.example.com" },
    },
  },
  {
    name: "Fingerspell Drills",
    github: "https://github.com/ingrid-sa/fingerspell-drills",
    live: "https://fingerspelldrills.example.com",
    description:
      "A small web app for practising Auslan fingerspelling, which uses a two-handed alphabet: it plays short video clips of words being fingerspelled, " +
      "faster and faster, and you type what you saw. I made it in 2019 for students at the TAFE where I studied interpreting. It was my first React project, " +
      "and Auslan teachers still use it in class.",
    stack: ["React", "JavaScript", "HTML", "CSS"],
    deploy: { frontend: "GitHub Pages", domain: "fingerspelldrills.example.com" },
  },
];

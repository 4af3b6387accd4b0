import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Atlas",
    github: "",
    live: "https://atlas.openroadvoyages.example.com",
    description:
      "Open Road Voyages' design system: about 60 Lit web components, design tokens and usage guidelines, documented in Storybook. Designers edit the tokens in Figma; " +
      "a pipeline built on Style Dictionary turns them into CSS custom properties for three brands, each with a light and a dark theme. The same components run in the " +
      "React booking flow and, through thin wrappers, in the Vue partner back office. Every component ships with keyboard and axe-core tests in Playwright and a " +
      "screen-reader checklist for NVDA and VoiceOver. Version 3.0, with a new date picker and seat map, is due in February 2027. " +
      "The code is internal, so this links to the public Storybook.",
    stack: ["TypeScript", "Lit", "Web Components", "CSS", "Storybook", "Figma tokens", "Style Dictionary", "Playwright", "axe-core"],
    deploy: {
      npm: "@openroad/atlas (private registry)",
      docs: { name: "atlas.openroadvoyages.example.com", href: "https://atlas.openroadvoyages.example.com" },
    },
  },
  {
    name: "Socle",
    github: "https://forge.ansel.example.fr/socle/socle",
    live: "https://socle.ansel.example.fr",
    description:
      "The open-source library of accessible React components I helped build at ANSEL: about 45 components, now used by about 120 French public-service websites. " +
      "Each component is checked against RGAA 4.1, tested with NVDA and VoiceOver, and tried by blind and low-vision users before release. I wrote the dialog, " +
      "combobox, date picker and data table and most of the accessibility documentation. Published under the EUPL licence.",
    stack: ["React", "TypeScript", "CSS", "Storybook", "axe-core"],
    deploy: {
      npm: { name: "@ansel/socle", href: "https://www.npmjs.com/package/@ansel/socle" },
      docs: { name: "socle.ansel.example.fr", href: "https://socle.ansel.example.fr" },
    },
  },
  {
    name: "Tab Order",
    github: "https://github.com/kitmoreau/tab-order",
    live: "https://addons.mozilla.org/firefox/addon/tab-order/",
    description:
      "A browser extension for Firefox and Chrome that draws a numbered line through a page in the order the Tab key visits it, and flags focusable elements " +
      "you cannot see. I wrote it during my freelance audits because I was tired of counting Tab presses by hand. About 8,000 weekly users; MIT licensed.",
    stack: ["TypeScript", "WebExtensions", "CSS"],
    deploy: {
      "Firefox Add-ons": { name: "tab-order", href: "https://addons.mozilla.org/firefox/addon/tab-order/" },
      "Chrome Web Store": "Tab Order",
    },
  },
  {
    name: "Fair Contrast",
    github: "https://github.com/kitmoreau/fair-contrast",
    live: "https://www.npmjs.com/package/fair-contrast",
    description:
      "A small command-line tool and npm package that reads a Figma tokens file, checks every text and background colour pair it finds against the WCAG 2.2 " +
      "contrast ratios, and fails the build when a pair falls short. Atlas runs it on every pull request; about 2,000 downloads a week.",
    stack: ["TypeScript", "Node.js", "Figma tokens", "GitHub Actions"],
    deploy: { npm: { name: "fair-contrast", href: "https://www.npmjs.com/package/fair-contrast" } },
  },
  {
    name: "Election Night Map",
    github: "",
    live: "https://www.courrierdurhone.example.fr/elections-regionales-2015",
    description:
      "The results map I built for Le Courrier du Rhône for the December 2015 regional elections: commune-by-commune results, updated through the night as the " +
      "prefecture published them, with a plain table view for screen-reader and keyboard users. It drew 210,000 visits on election night. " +
      "JavaScript with D3.js and SVG; the code belongs to the newspaper.",
    stack: ["JavaScript", "D3.js", "SVG", "HTML", "CSS"],
    deploy: { frontend: "Le Courrier du Rhône's servers" },
  },
  {
    name: "Listen First",
    github: "https://github.com/kitmoreau/listen-first",
    live: "https://listenfirst.example.org",
    description:
      "A free online course on testing websites with a screen reader, written for my students at Monday Morning Code School and opened to everyone in 2022: " +
      "eight lessons with videos of NVDA on Windows and VoiceOver on macOS and iOS, and exercises on a deliberately broken demo shop. " +
      "In French and English, licensed CC BY-SA 4.0.",
    stack: ["HTML", "CSS", "JavaScript", "NVDA", "VoiceOver"],
    deploy: { frontend: "GitHub Pages" },
  },
];

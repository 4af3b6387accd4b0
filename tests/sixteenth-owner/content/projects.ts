import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "a11y-sweep",
    github: "https://github.com/jules-thibodeau/a11y-sweep",
    live: "https://a11y-sweep.example.com",
    description:
      "An accessibility checker for CI, built on Playwright and axe-core. It crawls your sitemap, runs axe-core on every page in Chromium, Firefox and WebKit, " +
      "and fails the build only on new violations compared with a saved baseline, so teams can adopt it on an old site without fixing everything first. " +
      "Reports in HTML and JUnit. Open source (MIT), with about 4,000 weekly downloads on npm.",
    stack: ["TypeScript", "Playwright", "axe-core", "Node.js"],
    deploy: {
      npm: { name: "a11y-sweep", href: "https://www.npmjs.com/package/a11y-sweep" },
      frontend: "GitHub Pages (docs)",
    },
    image: { src: "/images/projects/a11y-sweep.png", alt: "An a11y-sweep HTML report listing two new colour-contrast violations" },
  },
  {
    name: "cypress-focus-trail",
    github: "https://github.com/jules-thibodeau/cypress-focus-trail",
    live: "",
    description:
      "A Cypress plugin for keyboard testing: cy.tabThrough() walks the page with real Tab key presses and checks the focus order against the one you expect, " +
      "and cy.checkFocusVisible() fails when a focused element has no visible focus indicator. Written while I was at Oakville Mutual Insurance.",
    stack: ["JavaScript", "Cypress", "Node.js"],
    deploy: { npm: { name: "cypress-focus-trail", href: "https://www.npmjs.com/package/cypress-focus-trail" } },
  },
  {
    name: "A11y Triage",
    github: "https://github.com/jules-thibodeau/a11y-triage",
    live: "https://chromewebstore.google.com/detail/a11y-triage/kcjhdmgfpbaolneiplhfhmajjbhcnbpm",
    description:
      "A browser extension for Chrome and Firefox that triages a page's accessibility problems the way an emergency department triages patients: " +
      "red for blockers, yellow for serious issues, green for minor ones, each with a plain-language fix. It runs axe-core locally, so no data leaves the browser.",
    stack: ["TypeScript", "axe-core", "WebExtensions API", "Vite"],
    deploy: {
      "Chrome Web Store": {
        name: "A11y Triage",
        href: "https://chromewebstore.google.com/detail/a11y-triage/kcjhdmgfpbaolneiplhfhmajjbhcnbpm",
      },
      "Firefox Add-ons": { name: "A11y Triage", href: "https://addons.mozilla.org/firefox/addon/a11y-triage/" },
    },
    image: { src: "/images/projects/a11y-triage.png", alt: "The A11y Triage popup sorting a page's issues into red, yellow and green" },
  },
  {
    name: "Triage for Testers (talk)",
    github: "",
    live: "https://northernfrontend.example.com/2023/talks/triage-for-testers",
    description:
      "My talk at Northern Frontend Conference 2023 in Toronto: what five years of nursing taught me about bug reports, severity and handovers, " +
      "and how to write a bug report a developer can act on in one read. The page has the recording and the slides.",
    stack: ["Bug reporting", "Jira"],
    deploy: { Venue: "Northern Frontend Conference 2023, Toronto" },
  },
  {
    name: "Automatiser l'accessibilité sans se mentir (talk)",
    github: "https://github.com/jules-thibodeau/talk-automatiser-accessibilite",
    live: "https://journeesaccessibilite.example.org/2024/automatiser-sans-se-mentir",
    description:
      'A talk in French at Journées Accessibilité Montréal 2024 ("Automating accessibility without fooling yourself"): what automated checks such as axe-core catch, ' +
      "roughly a third of WCAG issues, what they miss, and how to pair them with screen reader testing. Slides in French and English.",
    stack: ["axe-core", "Playwright", "NVDA"],
    deploy: { Venue: "Journées Accessibilité Montréal 2024" },
  },
  {
    name: "axe-core French translations",
    github: "https://github.com/dequelabs/axe-core/pull/4127",
    live: "",
    description:
      "A small open-source contribution: I reviewed the French (fr) locale of axe-core, Deque's accessibility engine, and rewrote about 40 rule messages " +
      "so they read naturally to francophone developers. Merged in 2023.",
    stack: ["axe-core", "JSON"],
    deploy: { npm: { name: "axe-core", href: "https://www.npmjs.com/package/axe-core" } },
  },
  {
    name: "ShiftSwap",
    github: "https://github.com/jules-thibodeau/shiftswap",
    live: "",
    description:
      "My bootcamp final project from 2019: a shift-swap board for nurses, where staff post shifts they can't work and colleagues claim them, with a manager's approval. " +
      "It replaced the paper sheet my unit kept at the nurses' station. No longer deployed.",
    stack: ["React", "Node.js", "Express", "PostgreSQL"],
    deploy: { frontend: "None", backend: "None" },
  },
];

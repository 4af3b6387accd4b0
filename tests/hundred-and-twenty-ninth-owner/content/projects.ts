import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Pluriel",
    github: "https://github.com/sacha-villeneuve/pluriel",
    live: "https://www.npmjs.com/package/pluriel",
    description:
      "An open-source TypeScript library for plural rules (pluriel is French for plural). It generates the plural rules of 213 locales from the Unicode CLDR data, " +
      "so an app can tell that Polish has four plural forms, Arabic six and Japanese one, and it ships each locale as its own small file, so an app loads " +
      "only the languages it needs. I released it in 2021; it is MIT licensed and has about 41,000 weekly downloads on npm. " +
      "Good Words Translation uses it in its own tests.",
    stack: ["TypeScript", "Unicode CLDR", "npm"],
    deploy: { npm: { name: "pluriel on npm", href: "https://www.npmjs.com/package/pluriel" } },
  },
  {
    name: "LingoLint",
    github: "https://github.com/sacha-villeneuve/lingolint",
    live: "https://addons.mozilla.org/en-CA/firefox/addon/lingolint/",
    description:
      "A browser extension for Firefox and Chrome that flags untranslated strings: open the French or Arabic version of a page and it outlines every piece of " +
      "text still in the source language, every raw message key and every string cut off by its box. It can send what it finds to a Crowdin project as an issue. " +
      "I released it in 2023; about 2,300 people use it every week, most of them translators and QA testers. It is open source under the MPL 2.0 licence.",
    stack: ["TypeScript", "WebExtensions API", "Crowdin API"],
    deploy: {
      Firefox: { name: "LingoLint on Firefox Add-ons", href: "https://addons.mozilla.org/en-CA/firefox/addon/lingolint/" },
      Chrome: { name: "LingoLint on the Chrome Web Store", href: "https://chromewebstore.google.com/detail/lingolint/abcdefghijklmnop" },
    },
  },
  {
    name: "Stop Gluing Sentences Together",
    github: "https://github.com/sacha-villeneuve/stop-gluing-sentences",
    live: "https://sachavilleneuve.example.org/talks/stop-gluing-sentences",
    description:
      'My talk on why string concatenation breaks translations: "You have " + n + " new messages" falls apart in French, Polish and Arabic, because word order, ' +
      "gender and plural forms change from one language to the next. It walks through the same message rewritten with ICU MessageFormat and with gettext plurals. " +
      "I first gave it at the JS Montréal meetup in 2023, then at ConFoo 2024 in Montréal, where about 200 people came. The slides and examples are on GitHub " +
      "and the ConFoo video is linked from my site.",
    stack: ["ICU MessageFormat", "gettext", "React"],
    deploy: { video: { name: "ConFoo 2024 video and slides", href: "https://sachavilleneuve.example.org/talks/stop-gluing-sentences" } },
  },
  {
    name: "Termite",
    github: "https://github.com/sacha-villeneuve/termite",
    live: "",
    description:
      "A glossary app for translators that I built in 2015, while I was freelancing, to keep my terms consistent across clients: each client had its own glossary, " +
      "and Termite flagged a term translated two different ways in the same job. It was my first real program, in Python with Flask and SQLite, and other " +
      "translators started using it; at its peak about 400 of them did. I retired it in 2021, when Crowdin and the other translation tools did the same job better. " +
      "The code is archived on GitHub; it is no longer online.",
    stack: ["Python", "Flask", "SQLite"],
    deploy: { status: "Retired in 2021" },
  },
  {
    name: "Lasante Pou Tout",
    github: "https://github.com/sacha-villeneuve/lasante-pou-tout",
    live: "https://lasante.example.org",
    description:
      "A volunteer project: translating the public-health site of a Montréal community health network into Haitian Creole, for the city's Haitian community. " +
      "I don't speak Haitian Creole; 9 volunteer translators who are native speakers did the translating, with a nurse checking the medical terms, and I set up " +
      "the engineering: gettext files for the site, a free Crowdin project for the volunteers and Playwright tests that check every Creole page still renders. " +
      "Since 2023, 140 pages have been translated, from vaccination schedules to finding a family doctor.",
    stack: ["gettext", "Crowdin", "Python", "Playwright"],
    deploy: { site: { name: "lasante.example.org", href: "https://lasante.example.org" } },
  },
  {
    name: "Strings Attached",
    github: "",
    live: "https://stringsattached.example.org",
    description:
      "My newsletter on localization and internationalization, every second Thursday since 2022: one real bug from a real product (a date in the wrong order, " +
      "a name that no form will accept), why it happened and how to fix it. About 3,600 people subscribe, most of them developers and translators. " +
      "It's free and written in English, with a French edition four times a year.",
    stack: ["Buttondown"],
    deploy: { newsletter: { name: "stringsattached.example.org", href: "https://stringsattached.example.org" } },
  },
  {
    name: "Rulebook Relay",
    github: "https://github.com/sacha-villeneuve/rulebook-relay",
    live: "",
    description:
      "My side project for board games: volunteer French translations of rulebooks for small independent board-game publishers. Since 2019 I've translated " +
      "12 rulebooks, and I wrote a small Python tool that checks that each game's terms (cards, tokens, actions) are translated the same way on every page, " +
      "against the game's glossary. The tool and its glossaries are open source; the rulebooks themselves belong to the publishers.",
    stack: ["Python", "Git"],
    deploy: { tool: "Command-line tool (Python)" },
  },
];

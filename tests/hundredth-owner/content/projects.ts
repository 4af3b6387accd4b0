import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Almanac",
    github: "https://github.com/almanac-js/almanac",
    live: "https://almanac.example.org",
    description:
      "My main project: a TypeScript library for dates, times and time zones that I started in 2018 and released as 1.0 in 2019. " +
      "It has immutable date-time values, time-zone-aware arithmetic that gets daylight saving gaps and overlaps right, and formatting in any locale " +
      "through the Intl API. It ships compact data from the IANA tz database, updated within 48 hours of every new IANA release by a GitHub Actions job, " +
      "and its API follows the TC39 Temporal proposal, so moving to Temporal later is mostly renaming. Zero dependencies, about 9 KB gzipped, and it runs " +
      "in browsers, Node.js and Deno. About 2.4 million weekly npm downloads and 11,000 GitHub stars, MIT licensed. Its tests check every release " +
      "against 1.2 million reference conversions from ICU, kept in a SQLite file.",
    stack: ["TypeScript", "Intl API", "IANA tz database", "Vitest", "fast-check", "SQLite", "GitHub Actions"],
    deploy: {
      npm: { name: "almanac", href: "https://www.npmjs.com/package/almanac" },
      docs: { name: "almanac.example.org", href: "https://almanac.example.org" },
    },
  },
  {
    name: "Mudanza",
    github: "https://github.com/almanac-js/mudanza",
    live: "",
    description:
      "A codemod that moves a codebase from Moment.js to Almanac (mudanza is Spanish for moving house). Run npx mudanza ./src and it rewrites about 85% " +
      "of the usual Moment.js calls by itself, and leaves a TODO comment with a link to the docs on each call it can't translate safely. " +
      "I wrote it in 2021 at Tienda Ceibo to move about 3,800 files, and Tienda Ceibo let me open-source it. Built on jscodeshift, in TypeScript.",
    stack: ["TypeScript", "jscodeshift", "Node.js", "Vitest"],
    deploy: { npm: { name: "mudanza", href: "https://www.npmjs.com/package/mudanza" } },
  },
  {
    name: "Meridian",
    github: "https://github.com/almanac-js/meridian",
    live: "",
    description:
      "A time-zone parser written in Rust and compiled to WebAssembly with wasm-bindgen. It reads the IANA tz database's source files and compiled TZif " +
      "files right in the browser or in Deno and turns them into the compact tables Almanac loads, so an app can pin its own version of the time-zone data " +
      "instead of trusting whatever the browser ships. About 40 KB gzipped. I built it in 2023; it's the only place I write Rust.",
    stack: ["Rust", "WebAssembly", "wasm-bindgen", "TypeScript"],
    deploy: {
      npm: { name: "@almanac-js/meridian", href: "https://www.npmjs.com/package/@almanac-js/meridian" },
      "crates.io": { name: "meridian-tz", href: "https://crates.io/crates/meridian-tz" },
    },
  },
  {
    name: "Hourglass",
    github: "https://github.com/almanac-js/hourglass",
    live: "",
    description:
      "A property-based testing helper for anything that handles dates. It gives you fast-check arbitraries that generate random dates, time zones and, " +
      "above all, daylight saving gaps and overlaps, plus matchers for Vitest that also work in Jest. I wrote it in 2020 for Almanac's own tests, " +
      "where it found 31 bugs before any user did.",
    stack: ["TypeScript", "fast-check", "Vitest", "Jest"],
    deploy: { npm: { name: "hourglass-arbitraries", href: "https://www.npmjs.com/package/hourglass-arbitraries" } },
  },
  {
    name: "Fechas sin Miedo (free course and talks)",
    github: "https://github.com/joaco-ferreyra/fechas-sin-miedo",
    live: "https://fechassinmiedo.example.org",
    description:
      "Fechas sin Miedo (dates without fear) is my free online course about dates and time zones for developers: 10 short lessons in Spanish with English " +
      "subtitles, and exercises that run in Deno or Node.js. About 18,000 people have signed up since it opened in 2024. The site also has my talks: " +
      "Midnight Doesn't Exist, in Spanish at NodeConf Sur 2023 in Buenos Aires, and Your Calendar Is Lying to You, in English at TSConf Latam 2024 in São Paulo.",
    stack: ["TypeScript", "Intl API", "TC39 Temporal proposal", "Deno"],
    deploy: {
      course: { name: "fechassinmiedo.example.org", href: "https://fechassinmiedo.example.org" },
      talks: { name: "Talk recordings", href: "https://fechassinmiedo.example.org/talks" },
    },
  },
];

import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "tsuzuri",
    github: "https://github.com/hana-kr/tsuzuri",
    live: "https://tsuzuri.example.com",
    description:
      "An open-source ICU MessageFormat library written in Rust, with TypeScript bindings compiled to WebAssembly. It parses and formats messages with plurals, " +
      "selects and nested arguments using CLDR data for more than 200 locales, compiles messages ahead of time so that an app ships no parser, and explains each error " +
      "to translators in Japanese, Spanish or English. I wrote the first version during my parental leave and published it in February 2022; version 1.0 came out in 2023. " +
      "It is dual-licensed MIT and Apache 2.0, has about 2,100 GitHub stars and around 45,000 weekly npm downloads, and Long Table runs it in production. " +
      "The name is Japanese for spelling, or stitching words together.",
    stack: ["Rust", "TypeScript", "WebAssembly", "wasm-bindgen", "ICU MessageFormat", "CLDR", "GitHub Actions"],
    deploy: {
      "crates.io": { name: "tsuzuri", href: "https://crates.io/crates/tsuzuri" },
      npm: { name: "@tsuzuri/core", href: "https://www.npmjs.com/package/@tsuzuri/core" },
      docs: "GitHub Pages",
    },
    image: {
      src: "/images/projects/tsuzuri.png",
      alt: "tsuzuri's playground formatting a plural message in Japanese, Spanish and Arabic side by side",
    },
  },
  {
    name: "Kioku",
    github: "https://github.com/hana-kr/kioku",
    live: "https://kioku.example.com",
    description:
      "A self-hosted translation-memory server and web editor for freelance translators and small agencies. It imports TMX and XLIFF files, finds fuzzy matches " +
      "among 500,000 segments in under 100 ms with PostgreSQL trigram indexes, and keeps a glossary for each client. I built the first version in 2020 " +
      "for the translation memories from my eight years of freelancing; about 30 translators and two small agencies now host their own copy. AGPL-3.0 licensed.",
    stack: ["TypeScript", "React", "Node.js", "Fastify", "PostgreSQL", "Docker"],
    deploy: {
      frontend: "Cloudflare Pages",
      backend: "Fly.io",
      database: "PostgreSQL on Fly.io",
      "Docker Hub": { name: "hanakr/kioku", href: "https://hub.docker.com/r/hanakr/kioku" },
    },
    image: {
      src: "/images/projects/kioku.png",
      alt: "Kioku's editor showing a Japanese sentence with three fuzzy matches from the translation memory",
    },
  },
  {
    name: "Ferry",
    github: "https://github.com/hana-kr/ferry",
    live: "",
    description:
      "A command-line tool that ferries strings between a code repository and a translation management system. It extracts ICU messages from the source code, " +
      "pushes new strings to Crowdin, pulls the translations back, and fails the CI build when a translation breaks a placeholder or leaves out a CLDR plural category " +
      "that its language needs. Written in Rust and released in 2023 as a single binary for macOS, Linux and Windows; it runs in Long Table's pipeline " +
      "and in a handful of other teams' builds. MIT licensed.",
    stack: ["Rust", "clap", "ICU MessageFormat", "Crowdin API", "GitHub Actions"],
    deploy: {
      "crates.io": { name: "ferry-i18n", href: "https://crates.io/crates/ferry-i18n" },
      Homebrew: "hana-kr/tap/ferry",
      "GitHub Releases": { name: "Ferry releases", href: "https://github.com/hana-kr/ferry/releases" },
    },
  },
  {
    name: "Margin",
    github: "https://github.com/hana-kr/margin",
    live: "https://www.figma.com/community/plugin/1402285561/margin",
    description:
      "A Figma plugin that pseudo-localizes a design before a single string is translated: it stretches text by 30 to 40 percent the way German or Spanish does, " +
      "swaps in accented and CJK characters, mirrors the layout right-to-left for Arabic and Hebrew, and marks every text layer that overflows its frame. " +
      "Released in 2023; about 9,000 designers have installed it from Figma Community.",
    stack: ["TypeScript", "React", "Figma Plugin API", "Vite"],
    deploy: {
      plugin: { name: "Figma Community", href: "https://www.figma.com/community/plugin/1402285561/margin" },
    },
    image: {
      src: "/images/projects/margin.png",
      alt: "A mobile checkout screen in Figma with Margin's stretched text and two overflowing buttons outlined in red",
    },
  },
  {
    name: "Osaka Safety Info",
    github: "",
    live: "https://osaka-safety-info.example.com",
    description:
      "The City of Osaka's multilingual disaster and public-notice site, which I rebuilt in 2019 and 2020. One Japanese notice becomes pages in 11 languages " +
      "(English, simplified and traditional Chinese, Korean, Vietnamese, Nepali, Filipino, Indonesian, Thai, Portuguese and Spanish) plus easy Japanese, " +
      "alerts reach every language within 15 minutes, and the pages stay light enough for old phones on a weak signal during a typhoon. " +
      "The code belongs to the city and is not public, so this links to the live site.",
    stack: ["TypeScript", "Next.js", "XLIFF", "AWS", "Amazon S3", "CloudFront"],
    deploy: { frontend: "Amazon CloudFront", storage: "Amazon S3" },
  },
  {
    name: "Long Table Localization Platform",
    github: "",
    live: "https://longtable.example.com/engineering/one-app-fourteen-languages",
    description:
      "The platform my team runs at Long Table: every string of the mobile and web apps lives as an ICU message in one repository, Ferry syncs the messages with Crowdin, " +
      "tsuzuri compiles them for each app, and every pull request gets a pseudo-localized preview. It ships 14 languages. " +
      "The code is private, so this links to our engineering blog post about it.",
    stack: ["TypeScript", "Node.js", "Rust", "ICU MessageFormat", "Crowdin", "GitHub Actions", "Docker"],
    deploy: { CI: "GitHub Actions", TMS: "Crowdin" },
  },
  {
    name: "Dokidoki Dictionary",
    github: "https://github.com/hana-kr/dokidoki",
    live: "https://dokidoki.example.com",
    description:
      "A free bilingual dictionary of Japanese manga sound effects for Spanish translators and letterers: about 2,400 entries such as dokidoki (a pounding heart) " +
      "or shiiin (dead silence), each with Spanish equivalents, usage notes and lettering tips. It began as the notebook I kept as a translator from 2013 " +
      "and became a website in January 2021.",
    stack: ["Astro", "TypeScript", "SQLite"],
    deploy: { frontend: "Netlify" },
    image: {
      src: "/images/projects/dokidoki.png",
      alt: "The Dokidoki Dictionary entry for dokidoki, with a hand-lettered example and three Spanish equivalents",
    },
  },
  {
    name: "Pickup",
    github: "https://github.com/hana-kr/pickup",
    live: "",
    description:
      "A LINE bot that runs the pick-up rota for eleven families at my son's nursery school: parents swap days in the group chat, the bot reminds whoever is on duty " +
      "at 2:30 p.m., and it knows Japanese public holidays. A weekend project from 2024.",
    stack: ["TypeScript", "Cloudflare Workers", "LINE Messaging API", "Cloudflare D1"],
    deploy: { backend: "Cloudflare Workers", database: "Cloudflare D1" },
  },
  {
    name: "Plurals Are Not an If Statement (i18n Day Tokyo 2024 talk)",
    github: "",
    live: "https://i18nday.example.com/2024/plurals-are-not-an-if-statement",
    description:
      'My 25-minute talk at i18n Day Tokyo in June 2024 on why count === 1 ? "item" : "items" breaks in most of the world\'s languages: CLDR plural categories, ' +
      "Japanese with one form and Arabic with six, ordinal plurals, and how to test messages with pseudo-localization. I gave it in English, " +
      "with slides in English, Japanese and Spanish.",
    stack: ["ICU MessageFormat", "CLDR", "Unicode"],
    deploy: {
      recording: "YouTube",
      slides: { name: "Speaker Deck", href: "https://speakerdeck.com/hanakr/plurals-are-not-an-if-statement" },
    },
    image: {
      src: "/images/projects/plurals-talk.jpg",
      alt: "Hana on stage in front of a slide listing the six CLDR plural categories: zero, one, two, few, many and other",
    },
  },
];

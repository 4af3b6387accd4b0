import type { Project } from "./types";

export const projects: Project[] = [
  {
    name: "Dolmuş Rehberi",
    github: "https://github.com/yigit-karaca-example/dolmus-rehberi",
    live: "https://dolmus.yigitkaraca.example.com.tr",
    description:
      "My graduation thesis: an accessible, offline-first guide to Trabzon's dolmuş minibus routes, with stop search, " +
      "a screen-reader-friendly route list beside the map, and a Python pipeline that turns the city's route data into static files.",
    stack: ["SvelteKit", "TypeScript", "Leaflet", "IndexedDB", "Python"],
    deploy: { frontend: "Cloudflare Pages", backend: "None", database: "None", domain: "dolmus.yigitkaraca.example.com.tr" },
    image: { src: "/images/tenth-dolmus.png", alt: "Phone screen showing a minibus route along the Trabzon coast with its stops listed below" },
  },
  {
    name: "PlainForm",
    github: "https://github.com/yigit-karaca-example/plainform",
    live: "",
    description:
      "Won first place at the Open Data Hackathon Tallinn 2025 with a team of four: PlainForm turns a government PDF form " +
      "into an accessible step-by-step web form that can be read aloud, then fills in the original PDF.",
    stack: ["Vue 3", "TypeScript", "Python", "FastAPI", "pdfplumber"],
    deploy: { frontend: "Netlify", backend: "Render" },
    image: { src: "/images/tenth-plainform.webp", alt: "A long tax form split into short questions with large buttons" },
  },
  {
    name: "Kontrast",
    github: "https://github.com/yigit-karaca-example/kontrast",
    live: "",
    description:
      "A tiny, dependency-free TypeScript library published on npm: it checks text and background colours against WCAG 2.2 contrast ratios " +
      "and suggests the nearest shade that passes, so designers keep their palette.",
    stack: ["TypeScript", "Vitest", "tsup"],
    deploy: { npm: { name: "@yigitkaraca/kontrast", href: "https://www.npmjs.com/package/@yigitkaraca/kontrast" } },
    image: { src: "/images/tenth-kontrast.png", alt: "Two colour swatches, one failing and one passing the contrast check" },
  },
  {
    name: "AltPeek",
    github: "https://github.com/yigit-karaca-example/altpeek",
    live: "https://addons.mozilla.org/firefox/addon/altpeek/",
    description:
      "A small browser extension that shows the alt text of any image on hover and outlines the images that have none, " +
      "so I could check my students' pages in seconds.",
    stack: ["TypeScript", "WebExtensions API", "Vite"],
    deploy: {
      "Firefox Add-ons": { name: "AltPeek", href: "https://addons.mozilla.org/firefox/addon/altpeek/" },
      "Chrome Web Store": "AltPeek",
    },
    image: { src: "/images/tenth-altpeek.jpg", alt: "A news page with the alt text of a photo shown in a yellow label" },
  },
  {
    name: "Kasa",
    github: "https://github.com/yigit-karaca-example/kasa",
    live: "https://kasa.yigitkaraca.example.com.tr",
    description:
      "A mobile web app I made for my flat during my Erasmus semester in Tallinn: flatmates add shared groceries and bills, " +
      "and it works out who owes whom, in euros or lira, even offline.",
    stack: ["Svelte", "TypeScript", "Supabase", "PWA"],
    deploy: { frontend: "Vercel", database: "Supabase", domain: "kasa.yigitkaraca.example.com.tr" },
    image: { src: "/images/tenth-kasa.webp", alt: "Phone screen listing shared groceries and a balance of 12 euros owed" },
  },
];

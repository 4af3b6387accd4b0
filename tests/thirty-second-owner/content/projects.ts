import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Tecla UI",
    github: "https://github.com/inescarvalho/tecla-ui",
    live: "https://tecla-ui.example.com",
    description:
      "An open-source library of accessible React components: dialog, menu button, combobox, tabs, disclosure, toast and date picker, " +
      "each one fully usable with a keyboard and tested by hand with NVDA and VoiceOver before every release. " +
      "MIT licensed, with about 2,400 GitHub stars and 18,000 weekly downloads on npm. A Vue version, @tecla/vue, is in beta.",
    stack: ["TypeScript", "React", "Storybook", "Vitest", "Playwright", "axe-core"],
    deploy: {
      npm: { name: "@tecla/ui", href: "https://www.npmjs.com/package/@tecla/ui" },
      docs: "Netlify",
    },
    image: { src: "/images/projects/tecla-ui.png", alt: "Tecla UI's documentation showing a combobox with its keyboard shortcuts listed beside it" },
  },
  {
    name: "Contraste",
    github: "https://github.com/inescarvalho/contraste",
    live: "https://chromewebstore.google.com/detail/contraste/kpmfohbgdlcjnaeiblmhbcfkofpdjgne",
    description:
      "A free browser extension that checks colour contrast: click any text on a page, or pick two colours with the eyedropper, and it shows the contrast ratio, " +
      "whether it passes WCAG 2.2 AA and AAA, and the nearest colour that would pass. It also simulates colour blindness. " +
      "About 12,000 users and a 4.8-star rating in the Chrome Web Store; it works in Microsoft Edge too. Open source under the MIT licence.",
    stack: ["TypeScript", "Chrome Extensions API", "Vite", "Vitest"],
    deploy: {
      "Chrome Web Store": { name: "Contraste", href: "https://chromewebstore.google.com/detail/contraste/kpmfohbgdlcjnaeiblmhbcfkofpdjgne" },
    },
    image: {
      src: "/images/projects/contraste.png",
      alt: "Contraste's popup showing a 3.2:1 contrast ratio failing AA, with a suggested darker colour",
    },
  },
  {
    name: "Comum Design System",
    github: "https://github.com/ansd-example/comum",
    live: "https://comum.ansd.example.pt",
    description:
      "The design system of the Agência Nacional de Serviços Digitais (ANSD), the Portuguese agency for public digital services, which I led through Rampa Studio " +
      "from 2022 to 2024 with ANSD's in-house team of four. It has 48 components in HTML and CSS with Vue versions, design tokens, Figma libraries " +
      "and a plain-Portuguese content style guide, all meeting WCAG 2.2 AA. More than 30 public-service websites use it. " +
      "The code is public under the EUPL-1.2 licence, and the documentation site is built with Astro.",
    stack: ["HTML", "CSS", "Sass", "Vue", "TypeScript", "Figma", "Storybook", "Astro"],
    deploy: {
      npm: { name: "@ansd/comum", href: "https://www.npmjs.com/package/@ansd/comum" },
      docs: "ANSD servers",
    },
    image: { src: "/images/projects/comum.png", alt: "Comum's documentation page for the form field component, with its accessibility notes" },
  },
  {
    name: "Acessível por Defeito",
    github: "https://github.com/inescarvalho/acessivel-por-defeito",
    live: "https://acessivelpordefeito.example.pt",
    description:
      "My talk and workshop series on accessible design and front-end development; the name means 'accessible by default'. " +
      "32 talks and hands-on workshops since 2019, for about 900 designers, developers and content editors, in Portuguese, English and French. " +
      "The workshops cover screen-reader testing with NVDA and VoiceOver, keyboard navigation, accessible forms and WCAG 2.2. " +
      "Slides, exercises and recordings are free on the site, which I built with Astro.",
    stack: ["Astro", "HTML", "CSS", "Markdown"],
    deploy: { frontend: "Netlify" },
  },
  {
    name: "Museu do Cartaz Online Collection",
    github: "",
    live: "https://colecao.museudocartaz.example.pt",
    description:
      "The online collection of the Museu do Cartaz, a municipal poster museum in Porto: 2,300 Portuguese posters from 1900 to today, " +
      "with a written description of every poster for screen-reader users, a high-contrast mode and audio guides with transcripts. " +
      "I designed and built it in 2023 under a Rampa Studio contract. The code belongs to the museum and is private.",
    stack: ["Astro", "Vue", "TypeScript", "Cloudinary"],
    deploy: { frontend: "Netlify", images: "Cloudinary" },
    image: { src: "/images/projects/museu-do-cartaz.png", alt: "A 1974 poster in the Museu do Cartaz collection with its written description below" },
  },
  {
    name: "Anota",
    github: "https://github.com/inescarvalho/anota",
    live: "https://www.figma.com/community/plugin/1298374650192837465/anota",
    description:
      "A Figma plugin for annotating accessibility in designs before handoff: heading levels, focus order, landmarks, alt text and accessible names, " +
      "exported as a checklist for developers. About 6,000 users in the Figma Community.",
    stack: ["TypeScript", "Figma Plugin API", "HTML", "CSS"],
    deploy: {
      "Figma Community": { name: "Anota", href: "https://www.figma.com/community/plugin/1298374650192837465/anota" },
    },
  },
  {
    name: "Autárquicas 2017 Results",
    github: "",
    live: "https://diariodotejo.example.pt/autarquicas-2017",
    description:
      "Diário do Tejo's results page for the 2017 Portuguese local elections: a live map and tables of results for all 308 municipalities. " +
      "After a blind reader told us it was unusable with a screen reader, I rebuilt it with his help as accessible tables with a text summary for each municipality. " +
      "It was my first accessibility project; the code belongs to the newspaper.",
    stack: ["JavaScript", "D3.js", "HTML", "CSS", "SVG"],
    deploy: { frontend: "Diário do Tejo servers" },
  },
];

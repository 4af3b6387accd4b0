import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Keel Design System",
    github: "",
    live: "https://keel.ordra.example.com",
    description:
      "Case study: Ordra's design system, which I have built since 2023. More than 70 React components on Radix UI primitives, " +
      "with design tokens that flow from Figma variables through Style Dictionary into CSS, and visual tests in Chromatic. " +
      "All six product squads use it; design-to-code handoff questions in Slack dropped by about half. The code is private, " +
      "so the card links to the public Storybook.",
    stack: ["React", "TypeScript", "Radix UI", "Storybook", "Style Dictionary", "Chromatic", "Figma"],
    deploy: { frontend: "Vercel", npm: "None" },
    image: { src: "/images/projects/keel.png", alt: "Keel's Storybook showing button variants in light and dark themes" },
  },
  {
    name: "Tokenbridge",
    github: "https://github.com/tainaschmitt/tokenbridge",
    live: "https://www.figma.com/community/plugin/1290418833412209661/tokenbridge",
    description:
      "An open-source Figma plugin that exports Figma variables as CSS custom properties, a Tailwind CSS theme or Style Dictionary JSON, " +
      "with a small command-line tool to pull them in CI. More than 14,000 people use it on Figma Community. MIT licensed.",
    stack: ["TypeScript", "Figma Plugin API", "Vite", "Tailwind CSS"],
    deploy: {
      "Figma Community": { name: "Tokenbridge", href: "https://www.figma.com/community/plugin/1290418833412209661/tokenbridge" },
      npm: { name: "tokenbridge-cli", href: "https://www.npmjs.com/package/tokenbridge-cli" },
    },
    image: { src: "/images/projects/tokenbridge.png", alt: "The Tokenbridge plugin panel exporting colour variables from Figma" },
  },
  {
    name: "Fietsly Rental Flow",
    github: "",
    live: "https://tainaschmitt.example.com/work/fietsly",
    description:
      "Case study, freelance, 2021: I redesigned how people rent a bike in the Fietsly app in Amsterdam, tested ProtoPie prototypes " +
      "with riders, then built the new flow's web front end in Vue.js and Nuxt. Unlocking a bike went from seven steps to three " +
      "and completed rentals rose by 18%.",
    stack: ["Figma", "ProtoPie", "Vue.js", "Nuxt", "Sass"],
    deploy: { frontend: "Netlify" },
    image: { src: "/images/projects/fietsly.png", alt: "Three phone screens of the Fietsly unlock flow" },
  },
  {
    name: "Adega Norte Shop",
    github: "",
    live: "https://adeganorte.example.com",
    description:
      "Freelance, 2022: brand refresh and online shop for Adega Norte, a family wine merchant in Porto, Portugal. Designed in Figma, " +
      "built in Webflow with custom JavaScript and GSAP animations for the wine-region map. Online orders doubled in its first year.",
    stack: ["Figma", "Webflow", "JavaScript", "GSAP"],
    deploy: { frontend: "Webflow", domain: "adeganorte.example.com" },
    image: { src: "/images/projects/adega-norte.webp", alt: "The Adega Norte shop's home page with a map of the Douro valley" },
  },
  {
    name: "Hablalo Onboarding",
    github: "",
    live: "https://tainaschmitt.example.com/work/hablalo",
    description:
      "Case study, freelance, 2022: new onboarding for Hablalo, a Spanish language-learning app from Madrid. I ran interviews in Spanish, " +
      "prototyped three onboarding ideas in Framer and tested them with 40 learners on Maze; the winning flow raised day-7 retention by 11%.",
    stack: ["Figma", "Framer", "Maze"],
    deploy: {},
  },
  {
    name: "Paleta Gaúcha",
    github: "https://github.com/tainaschmitt/paleta-gaucha",
    live: "https://paleta.tainaschmitt.example.com",
    description:
      "A side project: upload a photo and it pulls out a colour palette, then checks every text and background pair against " +
      "WCAG contrast ratios and suggests accessible alternatives. It started with my photos of the Pampa. Open source.",
    stack: ["Astro", "TypeScript", "CSS"],
    deploy: { frontend: "Cloudflare Pages", domain: "paleta.tainaschmitt.example.com" },
    image: { src: "/images/projects/paleta-gaucha.png", alt: "A sunset photo beside its five-colour palette and contrast scores" },
  },
  {
    name: "Figma to Code Workshop",
    github: "https://github.com/tainaschmitt/figma-to-code",
    live: "https://tainaschmitt.github.io/figma-to-code/",
    description:
      "The open materials of the workshop I teach at Trampolim Code: a Figma file, twelve exercises from a button to a full " +
      "responsive landing page in HTML and CSS, and the slides, in Portuguese and English.",
    stack: ["HTML", "CSS", "JavaScript", "Figma"],
    deploy: { frontend: "GitHub Pages" },
  },
  {
    name: "Sons do Guaíba Identity",
    github: "",
    live: "https://tainaschmitt.example.com/work/sons-do-guaiba",
    description:
      "Case study, Estúdio Guaíba, 2019: the visual identity, posters and one-page website of the Sons do Guaíba music festival in " +
      "Porto Alegre. It was the first site I coded myself, and the identity won silver at the Prêmio Design Sul 2019.",
    stack: ["Illustrator", "InDesign", "HTML", "CSS"],
    deploy: { frontend: "Netlify" },
    image: { src: "/images/projects/sons-do-guaiba.jpg", alt: "Festival posters in orange and deep blue along a river wall" },
  },
];

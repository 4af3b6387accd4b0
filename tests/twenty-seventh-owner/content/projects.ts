import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "redacta",
    github: "https://github.com/sol-ibarra/redacta",
    live: "https://redacta.example.com",
    description:
      "An open-source command-line linter for docs, written in Go: it checks Markdown and MDX for broken links, stale code samples and " +
      "style-guide terms, with rule sets in Spanish and English. Install it with Homebrew or go install, or run it in CI as a GitHub Action. " +
      "MIT licensed, with 1,300 GitHub stars; the TezontleDB docs run it on every pull request.",
    stack: ["Go", "Markdown", "MDX", "GitHub Actions"],
    deploy: {
      Homebrew: { name: "sol-ibarra/tap/redacta", href: "https://github.com/sol-ibarra/homebrew-tap" },
      "GitHub Marketplace": { name: "redacta-action", href: "https://github.com/marketplace/actions/redacta" },
    },
    image: { src: "/images/projects/redacta.png", alt: "A terminal where redacta flags a broken link and a banned term in a Markdown file" },
  },
  {
    name: "Pila de Llamadas",
    github: "https://github.com/sol-ibarra/pila-de-llamadas-site",
    live: "https://piladellamadas.example.com",
    description:
      "My Spanish-language podcast about software careers, open source and the people behind the tools, which I host and edit myself: " +
      "152 episodes over six seasons since April 2019, about 4,000 listens per episode. The site is built with Eleventy and publishes " +
      "the RSS feed and a full transcript of every episode.",
    stack: ["Eleventy", "RSS", "Netlify"],
    deploy: {
      frontend: "Netlify",
      Spotify: { name: "Pila de Llamadas", href: "https://open.spotify.com/show/pila-de-llamadas-example" },
    },
    image: { src: "/images/projects/pila-de-llamadas.png", alt: "The Pila de Llamadas cover art: a stack of old telephones" },
  },
  {
    name: "Docs que Funcionan",
    github: "",
    live: "https://docsquefuncionan.example.com",
    description:
      "A free online course of 12 lessons on writing developer documentation people actually finish: quickstarts, API references, " +
      "tutorials and error messages. In Spanish with English subtitles; more than 9,000 students since it launched in 2023.",
    stack: ["Astro", "MDX", "Cloudflare Pages"],
    deploy: { frontend: "Cloudflare Pages" },
    image: { src: "/images/projects/docs-que-funcionan.webp", alt: "The course's lesson list next to a video of Sol at a whiteboard" },
  },
  {
    name: "Tlalpay SDKs",
    github: "https://github.com/tlalpay/tlalpay-sdks",
    live: "https://docs.tlalpay.example.com/sdks",
    description:
      "The official Tlalpay client libraries for TypeScript, Python and Go, which I designed and maintained from 2020 to 2022: generated " +
      "from the OpenAPI spec, with hand-written guides and examples, and tested against the sandbox on every release.",
    stack: ["TypeScript", "Python", "Go", "OpenAPI"],
    deploy: {
      npm: { name: "@tlalpay/node", href: "https://www.npmjs.com/package/@tlalpay/node" },
      PyPI: { name: "tlalpay", href: "https://pypi.org/project/tlalpay/" },
      "Go modules": "github.com/tlalpay/tlalpay-go",
    },
  },
  {
    name: "tezontle-examples",
    github: "https://github.com/tezontle/tezontle-examples",
    live: "https://tezontle.example.com/examples",
    description:
      "34 small sample apps that show TezontleDB in real stacks, from a Next.js booking site to a FastAPI inventory API, each with a " +
      "one-command Docker setup and a step-by-step guide. I started the repo in 2022; the community has since contributed 11 of the apps.",
    stack: ["TezontleDB", "Next.js", "TypeScript", "Python", "FastAPI", "Docker"],
    deploy: { frontend: "Vercel", database: "Tezontle Cloud" },
    image: { src: "/images/projects/tezontle-examples.png", alt: "A grid of sample app cards, each with a stack badge and a Run button" },
  },
  {
    name: "glosario-dev",
    github: "https://github.com/sol-ibarra/glosario-dev",
    live: "https://glosario.example.com",
    description:
      "An open-source, community-edited Spanish–English glossary of about 1,400 software terms, each with the translation the community " +
      'agreed on and why ("deploy" → "desplegar"). 90 contributors so far; a GitHub Action checks every new term.',
    stack: ["Astro", "TypeScript", "JSON", "GitHub Actions"],
    deploy: { frontend: "Cloudflare Pages" },
  },
  {
    name: "Mercadito",
    github: "https://github.com/sol-ibarra/mercadito",
    live: "",
    description:
      "A Laravel starter kit for small online shops (catalogue, cart, card and OXXO payments, admin panel) that I built at Nopal Digital " +
      "in 2016 and the agency let me open-source. About 400 GitHub stars, and agencies in Mexico still fork it.",
    stack: ["PHP", "Laravel", "MySQL", "Bootstrap"],
    deploy: { Packagist: { name: "sol-ibarra/mercadito", href: "https://packagist.org/packages/sol-ibarra/mercadito" } },
  },
];

import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Clara Delivery Dates",
    github: "",
    live: "https://apps.shopify.com/clara-delivery-dates",
    description:
      "My own public Shopify app, in the Shopify App Store since March 2023: it shows an estimated delivery date on product, cart and checkout pages, " +
      "from the store's cut-off time, each carrier's transit times and the public holidays of eight countries (Colombia, Mexico, Chile, Peru, Argentina, " +
      "Brazil, Spain and the United States). About 2,300 active installs and a 4.8-star rating from 160 reviews. " +
      "There is a free plan for up to 100 orders a month, and the Pro plan costs US$12 a month. The code is private.",
    stack: ["Remix", "Node.js", "TypeScript", "Prisma", "PostgreSQL", "Polaris", "Theme app extensions", "Checkout UI extensions"],
    deploy: {
      "Shopify App Store": { name: "Clara Delivery Dates", href: "https://apps.shopify.com/clara-delivery-dates" },
      backend: "Fly.io",
      database: "Neon",
    },
    image: {
      src: "/images/projects/clara-delivery-dates.png",
      alt: "A product page showing 'Arrives Thursday, June 12' under the Add to cart button",
    },
  },
  {
    name: "Liquid Atajos",
    github: "https://github.com/analuciatorres/liquid-atajos",
    live: "https://analuciatorres.github.io/liquid-atajos",
    description:
      "An open-source library of more than 70 copy-and-paste Liquid snippets and sections for Shopify themes: installment prices (cuotas), " +
      "product JSON-LD for SEO, colour swatches, breadcrumbs, responsive images, a free-shipping progress bar and more, each documented in Spanish and English. " +
      "About 1,400 GitHub stars, MIT licensed, and every pull request is checked with Theme Check.",
    stack: ["Liquid", "JavaScript", "CSS", "Theme Check", "GitHub Actions"],
    deploy: { docs: "GitHub Pages" },
    image: { src: "/images/projects/liquid-atajos.png", alt: "The Liquid Atajos docs site showing the free-shipping progress bar snippet" },
  },
  {
    name: "Tierra Alta Café storefront",
    github: "",
    live: "https://tierraaltacafe.example.com",
    description:
      "A Hydrogen headless storefront for Tierra Alta Café, a specialty coffee brand from Jardín, Antioquia that sells in Colombia and the United States, " +
      "built with my team at Cumbre Commerce in 2024. Coffee subscriptions, a map of the farms each coffee comes from and editorial content from Sanity; " +
      "the largest contentful paint is 1.1 s on mobile, and online conversion rose 38% in the first six months. It is client code, so the repository is private.",
    stack: ["Hydrogen", "Remix", "React", "TypeScript", "Tailwind CSS", "Storefront API", "GraphQL", "Sanity"],
    deploy: { frontend: "Oxygen", CMS: "Sanity", domain: "tierraaltacafe.example.com" },
    image: { src: "/images/projects/tierra-alta-cafe.png", alt: "Tierra Alta Café's home page with a bag of coffee and a map of Jardín" },
  },
  {
    name: "Pasarelas Colombia for WooCommerce",
    github: "https://github.com/analuciatorres/pasarelas-colombia",
    live: "https://wordpress.org/plugins/pasarelas-colombia/",
    description:
      "A free WordPress.org plugin that adds Colombian payment gateways to WooCommerce: Wompi, PayU, ePayco and Mercado Pago, with PSE bank transfers, " +
      "Nequi and card payments, signed webhooks and automatic order status updates. More than 4,000 active installations, GPL-2.0 licensed, " +
      "and it supports WooCommerce's block checkout and HPOS.",
    stack: ["PHP", "WordPress", "WooCommerce", "JavaScript", "PHPUnit", "Composer"],
    deploy: {
      "WordPress.org": { name: "pasarelas-colombia", href: "https://wordpress.org/plugins/pasarelas-colombia/" },
      CI: "GitHub Actions",
    },
  },
  {
    name: "Checkout sin fricción (talk)",
    github: "https://github.com/analuciatorres/checkout-sin-friccion",
    live: "https://www.youtube.com/watch?v=cdl2024torres",
    description:
      "My talk at Comercio Dev LATAM 2024 in Bogotá, a Latin-American meetup of e-commerce developers, in October 2024: what I learned migrating " +
      "14 Shopify Plus stores from checkout.liquid to Checkout Extensibility, with live demos of a Shopify Function that hides payment methods " +
      "and a checkout UI extension that asks for the Colombian ID number (cédula) needed for electronic invoices. Given in Spanish to about 250 people; " +
      "the slides and demo code are on GitHub and the recording is on YouTube.",
    stack: ["Shopify Functions", "Checkout UI extensions", "JavaScript", "React"],
    deploy: { slides: "GitHub Pages", video: "YouTube" },
  },
  {
    name: "Semillas de Moravia website",
    github: "",
    live: "https://semillasmoravia.example.org",
    description:
      "The volunteer website I built in 2021 for Fundación Semillas de Moravia, an NGO in Medellín's Moravia neighbourhood that runs after-school programmes " +
      "and supports women entrepreneurs: a WordPress block theme, one-off and monthly donations through Wompi, volunteer sign-ups, " +
      "and a WooCommerce shop where the women from my workshop sell their products. I maintain it for free.",
    stack: ["WordPress", "PHP", "WooCommerce", "Wompi"],
    deploy: { hosting: "DigitalOcean", domain: "semillasmoravia.example.org" },
  },
  {
    name: "colombia-direcciones",
    github: "https://github.com/analuciatorres/colombia-direcciones",
    live: "https://www.npmjs.com/package/colombia-direcciones",
    description:
      'A small TypeScript package that validates and formats Colombian street addresses ("Calle 10 # 43A-30") and lists all 32 departments, Bogotá ' +
      "and the 1,100-odd municipalities with their DIVIPOLA codes, for checkout and shipping forms. Used in Clara Delivery Dates and several Cumbre Commerce " +
      "storefronts; about 1,200 weekly downloads.",
    stack: ["TypeScript", "Vitest", "GitHub Actions"],
    deploy: { npm: { name: "colombia-direcciones", href: "https://www.npmjs.com/package/colombia-direcciones" } },
  },
];

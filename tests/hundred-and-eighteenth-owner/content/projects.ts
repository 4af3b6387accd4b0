import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Kalimat Books headless storefront",
    github: "",
    live: "https://kalimatbooks.example.com",
    description:
      "A headless Shopify storefront for Kalimat Books, an independent bookshop in Amman, built in 2023. The shop runs on Shopify, and the storefront " +
      "is a Hydrogen app (Remix and React) that reads the catalogue through the GraphQL Storefront API, styled with Tailwind CSS. " +
      "It has search across 40,000 Arabic and English titles, author pages, and a layout that flips right to left when you switch to Arabic. " +
      "Pages load in under a second on a phone, and online orders doubled in the first year. The code belongs to the client, so it isn't public.",
    stack: ["Hydrogen", "Remix", "React", "GraphQL Storefront API", "Tailwind CSS", "Shopify"],
    deploy: { storefront: "Shopify Oxygen", shop: "Shopify" },
  },
  {
    name: "Yameen: RTL switcher for Shopify",
    github: "",
    live: "https://apps.shopify.example.com/yameen",
    description:
      "A Shopify app I built and sell on the Shopify App Store since 2021. Yameen (Arabic for right) switches a store's theme between Arabic right-to-left " +
      "and English left-to-right with one toggle: it mirrors the layout, flips arrows and carousels, and swaps in Arabic fonts and numerals, without a second theme. " +
      "The app is a Node.js back end with an admin built with Polaris, and it talks to stores through the GraphQL Admin API. " +
      "About 2,300 stores have it installed, and it's rated 4.8 out of 5. Free for stores under 100 orders a month, then USD 9 a month. The code is closed.",
    stack: ["Node.js", "Polaris", "JavaScript", "GraphQL Admin API", "Liquid"],
    deploy: { "App Store": { name: "Shopify App Store", href: "https://apps.shopify.example.com/yameen" } },
  },
  {
    name: "Raw Bean Roastery subscriptions",
    github: "",
    live: "https://rawbean.example.com/subscribe",
    description:
      "Coffee subscriptions for Raw Bean Roastery, a specialty coffee roaster in Amman, in 2022. I integrated Recharge into their Liquid theme: " +
      "customers pick a roast, a grind and a delivery every one, two or four weeks, and can skip or swap a bag from their account page. " +
      "Klaviyo sends the reminder before each roast. They had 1,200 active subscribers within a year, about 40% of their online revenue.",
    stack: ["Recharge", "Liquid", "JavaScript", "Klaviyo"],
    deploy: { shop: "Shopify" },
  },
  {
    name: "woo2shopify",
    github: "https://github.com/noor-almasri/woo2shopify",
    live: "",
    description:
      "An open-source Python script that moves a WooCommerce shop to Shopify: products and variants, customers, orders and redirects for the old URLs. " +
      "It reads from the WooCommerce REST API and writes through Shopify's GraphQL Admin API, and it can be run again safely if it stops halfway. " +
      "I wrote it for the Oud & Amber migration (3,800 products and 52,000 customers) and have used it on every WooCommerce move since. MIT licensed.",
    stack: ["Python", "WooCommerce REST API", "GraphQL Admin API"],
    deploy: { code: { name: "GitHub", href: "https://github.com/noor-almasri/woo2shopify" } },
  },
  {
    name: "liquid-rtl-lint",
    github: "https://github.com/noor-almasri/liquid-rtl-lint",
    live: "",
    description:
      "An open-source set of linting rules for Shopify Liquid themes, for Shopify's Theme Check. The rules catch what breaks bilingual stores: " +
      "hard-coded left and right in CSS, missing dir attributes, text not in the translation files, and icons that should mirror. " +
      "Written in TypeScript on Node.js, MIT licensed, with about 640 stars on GitHub.",
    stack: ["TypeScript", "Node.js", "Liquid", "Theme Check"],
    deploy: { npm: { name: "liquid-rtl-lint", href: "https://www.npmjs.com/package/liquid-rtl-lint" } },
  },
];

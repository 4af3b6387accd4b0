import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Shopify",
    items: [
      { label: "Liquid", icon: "lu:droplets" },
      { label: "Shopify Plus", icon: "si:shopify" },
      { label: "Hydrogen", icon: "lu:layers" },
      { label: "Shopify Functions", icon: "lu:workflow" },
      { label: "Checkout UI extensions", icon: "lu:shopping-cart" },
      { label: "Polaris", icon: "lu:layout-template" },
      { label: "Storefront & Admin APIs", icon: "lu:store" },
    ],
  },
  {
    title: "WordPress & PHP",
    items: [
      { label: "PHP", icon: "si:php" },
      { label: "WordPress", icon: "si:wordpress" },
      { label: "WooCommerce", icon: "si:woocommerce" },
      { label: "Laravel", icon: "si:laravel" },
      { label: "MySQL", icon: "si:mysql" },
      { label: "Composer", icon: "si:composer" },
      { label: "PHPUnit", icon: "lu:test-tube" },
    ],
  },
  {
    title: "Front-End",
    items: [
      { label: "JavaScript", icon: "si:javascript" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "React", icon: "si:react" },
      { label: "Remix", icon: "si:remix" },
      { label: "Tailwind CSS", icon: "si:tailwindcss" },
      { label: "Sass", icon: "si:sass" },
      { label: "HTML", icon: "si:html5" },
      { label: "CSS", icon: "si:css" },
    ],
  },
  {
    title: "Back-End & Data",
    items: [
      { label: "Node.js", icon: "si:nodedotjs" },
      { label: "GraphQL", icon: "si:graphql" },
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Prisma", icon: "si:prisma" },
      { label: "Redis", icon: "si:redis" },
      { label: "REST APIs & webhooks", icon: "lu:webhook" },
      { label: "Sanity", icon: "si:sanity" },
    ],
  },
  {
    title: "Payments",
    items: [
      { label: "Wompi", icon: "lu:wallet" },
      { label: "PayU", icon: "lu:credit-card" },
      { label: "ePayco", icon: "lu:receipt" },
      { label: "Mercado Pago", icon: "si:mercadopago" },
      { label: "PSE bank transfers", icon: "lu:landmark" },
      { label: "Stripe", icon: "si:stripe" },
    ],
  },
  {
    title: "Tools & Performance",
    items: [
      { label: "Git", icon: "si:git" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Docker", icon: "si:docker" },
      { label: "Fly.io", icon: "si:flydotio" },
      { label: "Vitest", icon: "si:vitest" },
      { label: "Theme Check", icon: "lu:search-check" },
      { label: "Lighthouse & Core Web Vitals", icon: "si:lighthouse" },
      { label: "Figma", icon: "si:figma" },
    ],
  },
];

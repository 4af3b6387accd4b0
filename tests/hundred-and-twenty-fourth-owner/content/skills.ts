import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Front-End",
    items: [
      { label: "TypeScript", icon: "si:typescript" },
      { label: "React", icon: "si:react" },
      { label: "Next.js", icon: "si:nextdotjs" },
      { label: "Tailwind CSS", icon: "si:tailwindcss" },
      { label: "HTML & CSS", icon: "si:html5" },
    ],
  },
  {
    title: "Back-End",
    items: [
      { label: "Node.js", icon: "si:nodedotjs" },
      { label: "PHP", icon: "si:php" },
      { label: "Laravel", icon: "si:laravel" },
      { label: "REST APIs", icon: "lu:plug" },
    ],
  },
  {
    title: "Databases",
    items: [
      { label: "MySQL", icon: "si:mysql" },
      { label: "Prisma", icon: "si:prisma" },
    ],
  },
  {
    title: "E-commerce & Payments",
    items: [
      { label: "Shopify (themes in Liquid, Shopify apps)", icon: "si:shopify" },
      { label: "Stripe", icon: "si:stripe" },
      { label: "Mercado Pago", icon: "si:mercadopago" },
    ],
  },
  {
    title: "Design & Hosting",
    items: [
      { label: "Figma", icon: "si:figma" },
      { label: "Vercel", icon: "si:vercel" },
      { label: "DigitalOcean", icon: "si:digitalocean" },
      { label: "GitHub Actions", icon: "si:githubactions" },
    ],
  },
  {
    title: "Testing",
    items: [
      { label: "Vitest", icon: "si:vitest" },
      { label: "Playwright", icon: "lu:drama" },
      { label: "PHPUnit", icon: "lu:flask-conical" },
    ],
  },
];

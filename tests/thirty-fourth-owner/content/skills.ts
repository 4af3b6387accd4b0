import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Front-End",
    items: [
      { label: "JavaScript", icon: "si:javascript" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "React", icon: "si:react" },
      { label: "Next.js", icon: "si:nextdotjs" },
      { label: "Tailwind CSS", icon: "si:tailwindcss" },
    ],
  },
  {
    title: "Back-End & Data",
    items: [
      { label: "Node.js", icon: "si:nodedotjs" },
      { label: "Express", icon: "si:express" },
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Prisma", icon: "si:prisma" },
    ],
  },
  {
    title: "Shopify",
    items: [
      { label: "Shopify Liquid", icon: "si:shopify" },
      { label: "Online Store 2.0 themes", icon: "lu:shopping-bag" },
      { label: "Shopify CLI", icon: "lu:terminal" },
    ],
  },
  {
    title: "Testing & Tooling",
    items: [
      { label: "Jest", icon: "si:jest" },
      { label: "Playwright", icon: "lu:drama" },
      { label: "Git", icon: "si:git" },
      { label: "Vercel", icon: "si:vercel" },
      { label: "Docker (basics)", icon: "si:docker" },
    ],
  },
  {
    title: "From the Café Floor",
    items: [
      { label: "Team leadership", icon: "lu:users" },
      { label: "Rostering & scheduling", icon: "lu:calendar-days" },
      { label: "Customer service", icon: "lu:hand-platter" },
      { label: "Stock & cost control", icon: "lu:receipt" },
    ],
  },
];

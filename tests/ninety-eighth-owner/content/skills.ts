import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "PHP", icon: "si:php" },
      { label: "JavaScript", icon: "si:javascript" },
      { label: "SQL (MySQL)", icon: "lu:database" },
      { label: "HTML & CSS", icon: "si:html5" },
    ],
  },
  {
    title: "WordPress",
    items: [
      { label: "WordPress themes and plugins", icon: "si:wordpress" },
      { label: "Gutenberg blocks", icon: "lu:blocks" },
      { label: "WooCommerce", icon: "si:woocommerce" },
      { label: "Advanced Custom Fields", icon: "lu:list-plus" },
      { label: "WordPress REST API", icon: "lu:plug" },
    ],
  },
  {
    title: "Frameworks & Front-End",
    items: [
      { label: "Laravel", icon: "si:laravel" },
      { label: "React (for Gutenberg blocks)", icon: "si:react" },
      { label: "Next.js (one project)", icon: "si:nextdotjs" },
      { label: "Tailwind CSS", icon: "si:tailwindcss" },
    ],
  },
  {
    title: "Payments",
    items: [{ label: "M-Pesa Daraja API (STK Push, C2B)", icon: "lu:smartphone" }],
  },
  {
    title: "Hosting & Tools",
    items: [
      { label: "MySQL", icon: "si:mysql" },
      { label: "cPanel hosting", icon: "si:cpanel" },
      { label: "DigitalOcean VPS", icon: "si:digitalocean" },
      { label: "Git", icon: "si:git" },
      { label: "SEO basics", icon: "lu:search" },
      { label: "Figma (handoff only)", icon: "si:figma" },
    ],
  },
];

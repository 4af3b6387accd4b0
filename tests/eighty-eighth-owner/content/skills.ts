import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "WordPress & E-commerce",
    items: [
      { label: "WordPress (themes and plugins)", icon: "si:wordpress" },
      { label: "WooCommerce", icon: "si:woocommerce" },
      { label: "Shopify", icon: "si:shopify" },
      { label: "Shopify Liquid", icon: "lu:droplets" },
    ],
  },
  {
    title: "Front-End",
    items: [
      { label: "HTML", icon: "si:html5" },
      { label: "CSS", icon: "lu:paintbrush" },
      { label: "Sass", icon: "si:sass" },
      { label: "JavaScript", icon: "si:javascript" },
      { label: "jQuery", icon: "si:jquery" },
      { label: "React (a little)", icon: "si:react" },
    ],
  },
  {
    title: "Back-End",
    items: [
      { label: "PHP", icon: "si:php" },
      { label: "MySQL", icon: "si:mysql" },
    ],
  },
  {
    title: "Design, Accessibility & SEO",
    items: [
      { label: "Figma", icon: "si:figma" },
      { label: "Accessibility audits (WCAG 2.2)", icon: "lu:accessibility" },
      { label: "SEO", icon: "lu:search" },
      { label: "Matomo analytics", icon: "si:matomo" },
    ],
  },
  {
    title: "Hosting",
    items: [
      { label: "cPanel", icon: "si:cpanel" },
      { label: "Linux hosting", icon: "si:linux" },
      { label: "Cloudflare", icon: "si:cloudflare" },
      { label: "Git", icon: "si:git" },
    ],
  },
];

import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Shopify",
    items: [
      { label: "Liquid (Online Store 2.0 themes)", icon: "si:shopify" },
      { label: "Shopify Plus and checkout extensions", icon: "lu:shopping-cart" },
      { label: "Shopify apps (Polaris, Admin API)", icon: "lu:package" },
      { label: "Hydrogen and Remix (headless)", icon: "si:remix" },
    ],
  },
  {
    title: "Languages",
    items: [
      { label: "JavaScript", icon: "si:javascript" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "Python (scripts and migrations)", icon: "si:python" },
      { label: "PHP (older work)", icon: "si:php" },
    ],
  },
  {
    title: "Front-End",
    items: [
      { label: "React", icon: "si:react" },
      { label: "HTML and CSS", icon: "si:html5" },
      { label: "Tailwind CSS", icon: "si:tailwindcss" },
      { label: "Right-to-left (RTL) and bilingual Arabic/English layouts", icon: "lu:arrow-right-left" },
    ],
  },
  {
    title: "APIs & Back-End",
    items: [
      { label: "GraphQL (Storefront API and Admin API)", icon: "si:graphql" },
      { label: "Node.js", icon: "si:nodedotjs" },
    ],
  },
  {
    title: "Other Platforms",
    items: [{ label: "WordPress and WooCommerce (2015 to 2017; I no longer take WordPress work)", icon: "si:woocommerce" }],
  },
  {
    title: "Subscriptions, E-mail & Analytics",
    items: [
      { label: "Recharge subscriptions", icon: "lu:repeat" },
      { label: "Klaviyo", icon: "lu:mail" },
      { label: "Google Analytics 4", icon: "si:googleanalytics" },
    ],
  },
  {
    title: "Design Handoff & Tools",
    items: [
      { label: "Figma (I read designs, I don't design)", icon: "si:figma" },
      { label: "Git and GitHub", icon: "si:git" },
      { label: "Shopify CLI", icon: "lu:terminal" },
    ],
  },
];

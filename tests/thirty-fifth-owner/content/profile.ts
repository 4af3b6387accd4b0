import type { Profile } from "./types";

/** A made-up owner: a Shopify and WooCommerce developer in Medellín. */
export const profile: Profile = {
  firstName: "Ana Lucía",
  lastName: "Torres Restrepo",
  initials: "AT",
  pronouns: "she",
  role: "E-commerce Developer (Shopify & WooCommerce)",
  bio:
    "I build online stores that sell, mostly on Shopify and WooCommerce, from my desk in Medellín. " +
    "I started in IT support at a bank, learned professional PHP at a marketplace start-up, spent almost three years as a freelancer " +
    "building WooCommerce shops for small Colombian businesses, and today I lead the developers at Cumbre Commerce, a Shopify Plus agency " +
    "that works for brands in the US and Latin America. I write Liquid themes, Shopify apps with Remix and Node.js and Hydrogen headless storefronts, " +
    "and I still maintain a WooCommerce plugin for Colombian payment gateways. Outside work I teach free WooCommerce workshops for women entrepreneurs " +
    "at Fundación Semillas de Moravia and ride my bike up to Alto de Las Palmas on Sunday mornings.",
  email: "analucia.torres@example.com",
  phone: "+57 310 482 7715",
  location: "Medellín, Antioquia, Colombia",
  cube: ["{%}", "PHP", "Woo", "Plus", "</>"],
  siteUrl: "https://analuciatorres.example.com",
  portraits: {
    default: {
      src: "/images/ana-lucia-portrait.jpg",
      alt: "Portrait of Ana Lucía Torres Restrepo smiling at a café table in Medellín, laptop open beside a cup of coffee",
    },
    alternate: {
      src: "/images/ana-lucia-portrait-alt.jpg",
      alt: "Ana Lucía Torres Restrepo on stage with a microphone, giving a talk at Comercio Dev LATAM in Bogotá",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/analuciatorres", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/analuciatorres", icon: "lu:briefcase-business" },
    { label: "WordPress.org profile", href: "https://profiles.wordpress.org/analuciatorres/", icon: "si:wordpress" },
    { label: "X profile", href: "https://x.com/analu_codes", icon: "si:x" },
    { label: "Blog", href: "https://analuciatorres.example.com/blog", icon: "lu:pen-line" },
  ],
};

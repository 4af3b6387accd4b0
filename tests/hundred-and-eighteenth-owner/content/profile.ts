import type { Profile } from "./types";

/**
 * A made-up owner: an Amman freelance Shopify and e-commerce developer who runs a one-person studio, Open Late Studio,
 * builds bilingual Arabic/English right-to-left stores, headless storefronts and a Shopify app, and no longer takes WordPress work.
 */
export const profile: Profile = {
  firstName: "Noor",
  lastName: "Al-Masri",
  initials: "NA",
  pronouns: "they",
  role: "Freelance Shopify & E-commerce Developer",
  bio:
    "I'm Noor Al-Masri (they/them), a freelance Shopify and e-commerce developer in Amman, Jordan, with about nine years of building online shops. " +
    "Since 2020 I've run Open Late Studio, a one-person studio: I build Shopify themes in Liquid, headless storefronts with Hydrogen and Remix, " +
    "subscriptions, migrations and Shopify apps, and most of my stores speak both Arabic and English, right to left and left to right. " +
    "Before going freelance I was a front-end developer at Souk Digital, an e-commerce agency in Dubai, and before that I built WordPress and WooCommerce " +
    "sites at Petra Web in Amman. I no longer take WordPress work. I also make Yameen, a Shopify app that switches a store between Arabic and English " +
    "layouts, and I co-organise the Amman Shopify Meetup.",
  email: "noor.almasri@example.com",
  phone: "+962 79 555 0148",
  location: "Amman, Jordan",
  cube: ["{%", "RTL", "GQL", "TS", "عربي"],
  siteUrl: "https://noor-almasri.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-eighteenth-portrait.jpg",
      alt: "Portrait of Noor Al-Masri, a person with short curly dark hair and a denim shirt, at a desk with a laptop and a cup of coffee",
    },
    alternate: {
      src: "/images/hundred-and-eighteenth-portrait-alt.jpg",
      alt: "Noor Al-Masri on a rooftop in Amman at dusk, holding a hand-painted sign that reads Open Late",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/noor-almasri", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/noor-almasri-example", icon: "lu:briefcase-business" },
    { label: "Open Late Studio", href: "https://openlatestudio.example.com", icon: "lu:moon" },
    { label: "Open Late Studio contact form", href: "https://openlatestudio.example.com/contact", icon: "lu:send" },
    { label: "Yameen on the Shopify App Store", href: "https://apps.shopify.example.com/yameen", icon: "si:shopify" },
  ],
};

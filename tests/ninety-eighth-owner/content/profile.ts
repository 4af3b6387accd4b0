import type { Profile } from "./types";

/** A made-up owner: a Nairobi WordPress and PHP developer who runs a two-person web studio and builds shops with M-Pesa checkouts. */
export const profile: Profile = {
  firstName: "Brian",
  lastName: "Kiprono Wanjala",
  initials: "BK",
  pronouns: "he",
  role: "WordPress & PHP Developer, Founder of Simple Build Studio",
  bio:
    "I'm Brian Kiprono Wanjala. I use all three names, but friends and most clients just call me BK. I'm a WordPress and PHP developer in Nairobi, " +
    "and I run Simple Build Studio, a two-person web studio that builds websites, WooCommerce shops with M-Pesa checkouts and custom plugins " +
    "for small businesses, NGOs and cooperatives in Kenya and abroad. I've been building for the web since 2017, first at a newspaper, then at a " +
    "Nairobi digital agency. I grew up in Kakamega, co-organise the WordPress Nairobi meetup, and drink far too much coffee from one of my own clients.",
  email: "brian@simplebuild.example.com",
  phone: "+254 711 555 082",
  location: "Nairobi, Kenya",
  cube: ["WP", "PHP", "Woo", "SQL", "</>"],
  siteUrl: "https://bkwanjala.example.com",
  portraits: {
    default: {
      src: "/images/ninety-eighth-portrait.jpg",
      alt: "Portrait of Brian Kiprono Wanjala, a smiling man with a short beard and a green shirt, at a laptop in a Nairobi co-working space",
    },
    alternate: {
      src: "/images/ninety-eighth-portrait-alt.jpg",
      alt: "Brian Kiprono Wanjala speaking at WordCamp Nairobi in front of a slide with an M-Pesa phone prompt",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/bk-wanjala", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/brian-kiprono-wanjala-example", icon: "lu:briefcase-business" },
    { label: "WordPress.org profile", href: "https://profiles.wordpress.org/bkwanjala/", icon: "si:wordpress" },
    { label: "Simple Build Studio", href: "https://simplebuild.example.com", icon: "lu:building-2" },
    { label: "Studio blog: Build Notes", href: "https://simplebuild.example.com/notes", icon: "lu:pen-line" },
  ],
};

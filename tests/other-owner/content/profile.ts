import type { Profile } from "./types";

/** A second owner, clearly unlike the sample: the whole suite runs against her too (npm run test:other-owner). */
export const profile: Profile = {
  firstName: "Zofia",
  lastName: "Nowak-Lindqvist",
  initials: "ZN",
  pronouns: "she",
  role: "Mobile & Platform Engineer",
  bio: "I build calm mobile apps and the small, boring platforms under them. Kotlin by day, Rust on weekends.",
  email: "zofia@nowak.example.org",
  location: "Kraków, Poland",
  siteUrl: "https://zofia.example.org",
  portraits: {
    default: { src: "/images/zofia.jpg", alt: "Photo of Zofia in a yellow raincoat" },
    alternate: { src: "/images/zofia-waving.webp", alt: "Photo of Zofia tilting her head" },
  },
  links: [
    { label: "GitLab profile", href: "https://gitlab.com/zofia-example", icon: "si:gitlab" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/zofia-example", icon: "lu:briefcase-business" },
    { label: "X profile", href: "https://x.com/zofia_example", icon: "si:x" },
    { label: "Blog", href: "https://blog.zofia.example.org", icon: "lu:rss" },
    { label: "Mastodon profile", href: "https://mastodon.example/@zofia", icon: "si:mastodon" },
  ],
};

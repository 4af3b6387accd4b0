import type { Profile } from "./types";

/** A made-up owner: a newspaper journalist turned docs-as-code documentation engineer in Toronto. */
export const profile: Profile = {
  firstName: "Malik",
  lastName: "Osei-Brennan",
  initials: "MO",
  pronouns: "he",
  role: "Lead Documentation Engineer",
  bio:
    "I spent six years in a newsroom, first as a reporter covering city hall and then on the copy desk, before I moved into tech. " +
    "The part of journalism I loved most was taking something complicated and making it clear for readers, and it turns out that is the whole job of developer documentation. " +
    "Today I lead developer documentation at Kestrel Rails, a Toronto fintech that sells payments and bank-account APIs, where my team treats docs as code: " +
    "Markdown and MDX in Git, reviewed in pull requests, linted with Vale and published with Docusaurus. " +
    "I still edit like a copy editor, I still interview people like a reporter, and I mentor journalists who want to make the same jump. " +
    "Off the clock you'll find me cycling the Martin Goodman Trail or arguing about headlines with my old newsroom friends.",
  email: "malik.oseibrennan@example.com",
  phone: "+1 416 555 0187",
  location: "Toronto, Ontario, Canada",
  cube: ["MDX", "API", "Vale", "¶", "</>"],
  siteUrl: "https://malikoseibrennan.example.com",
  portraits: {
    default: {
      src: "/images/malik-portrait.jpg",
      alt: "Portrait of Malik Osei-Brennan in a navy cardigan, smiling, in front of a wall of old newspaper front pages",
    },
    alternate: {
      src: "/images/malik-portrait-alt.jpg",
      alt: "Malik Osei-Brennan speaking at a lectern with a slide that reads 'The copy desk is a linter'",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/malik-ob", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/malik-osei-brennan", icon: "lu:briefcase-business" },
    { label: "Bluesky profile", href: "https://bsky.app/profile/malikob.bsky.social", icon: "si:bluesky" },
    { label: "The Second Draft newsletter", href: "https://thesecondraft.example.com", icon: "lu:newspaper" },
  ],
};

import type { Profile } from "./types";

/** A made-up owner: a former bank teller turned senior payments back-end engineer at a fintech in Lagos. */
export const profile: Profile = {
  firstName: "Funmilayo",
  lastName: "Adekunle",
  initials: "FA",
  pronouns: "she",
  role: "Senior Back-End Engineer, Payments",
  bio:
    "I'm Funmilayo Adekunle (everyone calls me Funmi), a senior payments back-end engineer at Cowrie Rails in Lagos. " +
    "I started my career behind a bank counter as a teller at First Harbour Bank, where I learned that every failed ATM withdrawal is a person " +
    "standing in a queue waiting for their money back. That is why I moved into settlement and reconciliation, taught myself Python and SQL to automate it, " +
    "and since 2018 have written Go and Kotlin for card switching and mobile money. Today I lead the settlement squad that makes sure every naira " +
    "that moves through Cowrie Rails is accounted for by the end of the day. Outside work I mentor women switching into tech with Rise and Build, " +
    "and I write about reconciliation and incidents on my blog, Ledger Lines.",
  email: "funmilayo.adekunle@example.com",
  phone: "+234 802 417 3390",
  location: "Lagos, Nigeria",
  cube: ["Go", "8583", "SQL", "Kt", "₦"],
  siteUrl: "https://funmiadekunle.example.com",
  portraits: {
    default: {
      src: "/images/sixty-seventh-portrait.jpg",
      alt: "Portrait of Funmilayo Adekunle, a woman with short natural hair and gold hoop earrings, smiling on a balcony above a busy Lagos street",
    },
    alternate: {
      src: "/images/sixty-seventh-portrait-alt.jpg",
      alt: "Funmilayo Adekunle on stage at Lagos Backend Summit 2024, pointing at a slide of a reconciliation diagram",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/funmi-adekunle", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/funmilayo-adekunle", icon: "lu:briefcase-business" },
    { label: "Blog: Ledger Lines", href: "https://funmiadekunle.example.com/ledger-lines", icon: "lu:notebook-pen" },
    { label: "X (Twitter)", href: "https://x.com/funmi_recon", icon: "si:x" },
  ],
};

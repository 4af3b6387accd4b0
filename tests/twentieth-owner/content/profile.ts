import type { Profile } from "./types";

/** A made-up owner: an indie hacker and solo founder in Galway. */
export const profile: Profile = {
  firstName: "Quinn",
  lastName: "Mulcahy",
  initials: "QM",
  pronouns: "they",
  role: "Indie Hacker & Solo Founder",
  bio:
    "I'm an indie hacker in Galway running two small, profitable SaaS products on my own: Flakewatch, which finds the flaky tests in your CI, " +
    "and Tidebook, booking software for surf schools and outdoor activity centres. I spent six years in QA and test automation and three and a half " +
    "writing Go back ends before going solo in 2021, and I still take the odd back-end or test-automation contract. " +
    "I write about the real numbers in my newsletter, the Ramen Report, and talk to other solo founders on my podcast, Solo Deploy.",
  email: "quinn.mulcahy@example.com",
  phone: "+353 87 241 6093",
  location: "Galway, Ireland",
  cube: ["Go", "QA", "MRR", "SQL", "</>"],
  siteUrl: "https://quinnmulcahy.example.com",
  portraits: {
    default: {
      src: "/images/quinn-portrait.jpg",
      alt: "Portrait of Quinn Mulcahy in a green rain jacket on Salthill promenade, smiling",
    },
    alternate: {
      src: "/images/quinn-portrait-alt.jpg",
      alt: "Quinn Mulcahy recording a podcast episode with headphones on, laughing",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/quinnmulcahy", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/quinn-mulcahy", icon: "lu:briefcase-business" },
    { label: "X profile", href: "https://x.com/quinnbuilds", icon: "si:x" },
    { label: "Mastodon profile", href: "https://mastodon.ie/@quinnmulcahy", icon: "si:mastodon" },
    { label: "Indie Hackers profile", href: "https://www.indiehackers.com/quinnmulcahy", icon: "lu:rocket" },
    { label: "The Ramen Report newsletter", href: "https://ramenreport.example.com", icon: "lu:newspaper" },
    { label: "Solo Deploy podcast", href: "https://solodeploy.example.com", icon: "lu:mic" },
  ],
};

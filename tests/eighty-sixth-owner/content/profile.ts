import type { Profile } from "./types";

/**
 * A made-up owner: a newspaper reporter turned developer advocate and technical writer in Wellington,
 * on a four-day week at a database company's developer-relations team.
 */
export const profile: Profile = {
  firstName: "Kahu",
  lastName: "Parata-Lowe",
  initials: "KP",
  pronouns: "they",
  role: "Developer Advocate & Technical Writer",
  bio:
    "Kia ora, I'm Kahu Parata-Lowe, a developer advocate and technical writer in Wellington, New Zealand. " +
    "I spent four years as a newspaper reporter before a coding bootcamp, a frontend job in government services and a docs job at a developer-tools start-up. " +
    "Now I'm on the developer-relations team at Kelpbase, a Postgres-compatible database company, where I write tutorials, build sample apps, " +
    "make SQL videos and talk at conferences, four days a week. I treat docs like code: in the repo, reviewed, linted and tested. " +
    "I still think like a subeditor: if a reader has to read a sentence twice, the sentence has a bug.",
  email: "kahu.paratalowe@example.com",
  phone: "+64 21 473 9265",
  location: "Wellington, New Zealand",
  cube: ["MDX", "SQL", "TS", "Vale", "</>"],
  siteUrl: "https://kahuparatalowe.example.com",
  portraits: {
    default: {
      src: "/images/eighty-sixth-portrait.jpg",
      alt: "Portrait of Kahu Parata-Lowe, a person with a dark undercut and a pounamu pendant, smiling on Wellington's waterfront on a windy day",
    },
    alternate: {
      src: "/images/eighty-sixth-portrait-alt.jpg",
      alt: "Kahu Parata-Lowe on a conference stage in front of a slide that reads 'Your Docs Have Bugs Too'",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/kahu-parata-lowe", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/kahu-parata-lowe", icon: "lu:briefcase-business" },
    { label: "Book a call (calendar)", href: "https://cal.example.com/kahu-parata-lowe/30min", icon: "lu:calendar-days" },
    { label: "Blog: Copy Desk", href: "https://kahuparatalowe.example.com/copy-desk", icon: "lu:pen-line" },
    { label: "Mastodon", href: "https://mastodon.example.social/@kahuwrites", icon: "si:mastodon" },
    { label: "npm profile", href: "https://www.npmjs.com/~kahu-parata-lowe", icon: "si:npm" },
  ],
};

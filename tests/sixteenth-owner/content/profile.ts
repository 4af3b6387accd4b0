import type { Profile } from "./types";

/** A made-up owner: a former nurse turned test-automation and accessibility engineer in Toronto. */
export const profile: Profile = {
  firstName: "Jules",
  lastName: "Thibodeau",
  initials: "JT",
  pronouns: "they",
  role: "Accessibility Engineer",
  bio:
    "I make sure health and insurance apps work for everyone, including people who use a screen reader, a keyboard or a switch. " +
    "I spent five years as a nurse before I learned to code, so I test software the way I used to assess patients: " +
    "carefully, with the person at the other end in mind. These days I automate accessibility checks with Playwright and axe-core, in English et en français.",
  email: "jules.thibodeau@example.com",
  phone: "+1 416 555 0173",
  location: "Toronto, Ontario, Canada",
  cube: ["a11y", "axe", "QA", "CI", "FR"],
  siteUrl: "https://julesthibodeau.example.com",
  portraits: {
    default: {
      src: "/images/jules-portrait.jpg",
      alt: "Portrait of Jules Thibodeau in a green cardigan, smiling",
    },
    alternate: {
      src: "/images/jules-portrait-alt.jpg",
      alt: "Jules Thibodeau at a laptop with a screen reader's speech viewer open",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/jules-thibodeau", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/jules-thibodeau", icon: "lu:briefcase-business" },
    { label: "npm packages", href: "https://www.npmjs.com/~jules-thibodeau", icon: "si:npm" },
    { label: "Mastodon profile", href: "https://mastodon.social/@julesthibodeau", icon: "si:mastodon" },
  ],
};

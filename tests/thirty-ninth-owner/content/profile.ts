import type { Profile } from "./types";

/** A made-up owner: a freelance iOS and Android developer with a one-person studio in Porto. */
export const profile: Profile = {
  firstName: "Leonor",
  lastName: "Pacheco",
  initials: "IC",
  pronouns: "she",
  role: "Freelance Mobile Developer (iOS & Android)",
  bio:
    "I'm a freelance mobile developer in Porto. Through Blue Tile Apps, my one-person studio, I design and build iOS and Android apps, " +
    "native in Swift and Kotlin or cross-platform in Flutter, for bakeries, museums, start-ups and anyone with an idea that belongs in a pocket, " +
    "and I stay around to maintain them after launch. Before going solo I spent three and a half years on Banco Lince's mobile team in Lisbon, " +
    "and before that I broke games for a living as a QA tester and taught Android to polytechnic students. " +
    "I care a lot about accessibility: if an app doesn't work with VoiceOver and TalkBack, it isn't finished.",
  email: "leonor.pacheco@example.com",
  phone: "+351 913 482 657",
  location: "Porto, Portugal",
  cube: ["iOS", "Kt", "a11y", "Dart", "</>"],
  siteUrl: "https://leonorpacheco.example.com",
  portraits: {
    default: {
      src: "/images/leonor-portrait.jpg",
      alt: "Portrait of Leonor Pacheco with shoulder-length dark hair, smiling in front of a wall of blue azulejo tiles",
    },
    alternate: {
      src: "/images/leonor-portrait-alt.jpg",
      alt: "Leonor Pacheco on a conference stage holding an iPhone up to the audience, mid-sentence",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/leonor-pacheco-dev", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/leonor-pacheco-mobile", icon: "lu:briefcase-business" },
    { label: "Mastodon profile", href: "https://mastodon.social/@leonorpacheco", icon: "si:mastodon" },
    { label: "Blue Tile Apps studio site", href: "https://bluetileapps.example.com", icon: "lu:smartphone" },
    { label: "Blog", href: "https://leonorpacheco.example.com/blog", icon: "lu:pen-line" },
  ],
};

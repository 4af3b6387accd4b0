import type { Profile } from "./types";

/** A made-up owner: an Auslan interpreter turned principal accessibility engineer at a Melbourne travel company. */
export const profile: Profile = {
  firstName: "Ingrid",
  lastName: "Solberg Achterberg",
  initials: "IS",
  pronouns: "she",
  role: "Principal Accessibility Engineer",
  bio:
    "I'm Ingrid, an accessibility engineer in Melbourne, and before I wrote a line of code I spent six years as an Auslan interpreter. " +
    "Interpreting taught me that most of the barriers Deaf and disabled people meet online are built in by accident, so in 2018 I retrained through a " +
    "coding bootcamp to fix them at the source. Today I'm the principal accessibility engineer at Open Road Travel, where I lead a small team making sure " +
    "anyone can search, book and change a trip, whether they use a screen reader, a keyboard or a magnifier. I test with NVDA, JAWS, VoiceOver and " +
    "TalkBack every week, and I don't ship a fix until I've checked it with the people it's for. Outside work I run Access After Dark, a talk series " +
    "where disabled people show developers how they really use the web.",
  email: "ingrid.achterberg@example.com",
  phone: "+61 491 578 957",
  location: "Melbourne, Victoria, Australia",
  cube: ["a11y", "ARIA", "WCAG", "TS", "⇥"],
  siteUrl: "https://ingridsa.example.com",
  portraits: {
    default: {
      src: "/images/seventieth-portrait.jpg",
      alt: "Portrait of Ingrid Solberg Achterberg, a woman with a long blonde plait and dark-rimmed glasses, smiling on a Melbourne tram platform",
    },
    alternate: {
      src: "/images/seventieth-portrait-alt.jpg",
      alt: "Ingrid Solberg Achterberg signing in Auslan on stage in front of a slide that reads Your Focus Ring Is a Promise",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/ingrid-sa", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/ingrid-solberg-achterberg", icon: "lu:briefcase-business" },
    { label: "Blog: Reading Order", href: "https://ingridsa.example.com/reading-order", icon: "lu:pen-line" },
    { label: "Mastodon", href: "https://mastodon.example.social/@ingridsa", icon: "si:mastodon" },
    { label: "Access After Dark on YouTube", href: "https://www.youtube.com/@accessafterdark", icon: "si:youtube" },
  ],
};

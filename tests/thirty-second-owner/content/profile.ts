import type { Profile } from "./types";

/** A made-up owner: a graphic designer turned accessibility-focused front-end developer and freelancer in Lisbon. */
export const profile: Profile = {
  firstName: "Inês",
  lastName: "Carvalho",
  initials: "IC",
  pronouns: "she",
  role: "Accessibility-Focused Front-End Developer",
  bio:
    "I trained as a graphic designer in Porto and spent my first working years laying out books and posters at a print studio, " +
    "until a newspaper's digital team pulled me into code. In 2017 a blind reader's email about our election results page changed my career: " +
    "since then I've built websites that work for everyone, whether they use a keyboard, a screen reader or a phone zoomed to 400%. " +
    "Today I run Rampa Studio, my one-person studio in Lisbon, where I audit websites against WCAG 2.2, build accessible front ends in React, Vue and Astro, " +
    "and help agencies and public-sector teams grow design systems that are accessible by default. " +
    "I also teach: my Acessível por Defeito talks and workshops have reached about 900 designers, developers and content editors.",
  email: "ines.carvalho@example.com",
  phone: "+351 913 582 047",
  location: "Lisbon, Portugal",
  cube: ["a11y", "WCAG", "</>", "Aa", "⌨"],
  siteUrl: "https://inescarvalho.example.com",
  portraits: {
    default: {
      src: "/images/ines-portrait.jpg",
      alt: "Portrait of Inês Carvalho with short dark curly hair and round glasses, smiling in front of a tiled Lisbon wall",
    },
    alternate: {
      src: "/images/ines-portrait-alt.jpg",
      alt: "Inês Carvalho leading a workshop, pointing at a screen-reader demo projected behind her",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/inescarvalho", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/ines-carvalho-a11y", icon: "lu:briefcase-business" },
    { label: "Mastodon profile", href: "https://mastodon.social/@inescarvalho", icon: "si:mastodon" },
    { label: "Rampa Studio website", href: "https://rampa.example.pt", icon: "lu:globe" },
  ],
};

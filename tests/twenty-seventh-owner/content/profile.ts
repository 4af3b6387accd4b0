import type { Profile } from "./types";

/** A made-up owner: a developer-relations lead and technical writer in Mexico City. */
export const profile: Profile = {
  firstName: "Sol",
  lastName: "Ibarra",
  initials: "SI",
  pronouns: "they",
  role: "Developer Relations Lead & Technical Writer",
  bio:
    'I write the docs, sample apps and workshops that take developers from "what is this?" to their first working query. ' +
    "A self-taught PHP developer turned technical writer, I now lead developer relations at Tezontle Labs from Mexico City, " +
    "and I host Pila de Llamadas, a Spanish-language podcast about software.",
  email: "sol.ibarra@example.com",
  phone: "+52 55 4821 7390",
  location: "Mexico City (CDMX), Mexico",
  cube: ["API", "Go", "MD", "PHP", "ñ"],
  siteUrl: "https://solibarra.example.com",
  portraits: {
    default: {
      src: "/images/sol-portrait.jpg",
      alt: "Portrait of Sol Ibarra with round glasses and a green jacket, smiling",
    },
    alternate: {
      src: "/images/sol-portrait-alt.jpg",
      alt: "Sol Ibarra speaking into a podcast microphone, laughing",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/sol-ibarra", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/sol-ibarra", icon: "lu:briefcase-business" },
    { label: "YouTube channel (talks and workshops)", href: "https://www.youtube.com/@solibarra", icon: "si:youtube" },
    { label: "Mastodon profile", href: "https://mastodon.social/@solibarra", icon: "si:mastodon" },
    { label: "Pila de Llamadas podcast", href: "https://piladellamadas.example.com", icon: "lu:headphones" },
    { label: "Blog", href: "https://solibarra.example.com/blog", icon: "lu:pen-line" },
  ],
};

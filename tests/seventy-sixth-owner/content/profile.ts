import type { Profile } from "./types";

/** A made-up owner: a graphic designer turned design-systems and web-accessibility engineer in Lyon. */
export const profile: Profile = {
  firstName: "Kit",
  lastName: "Moreau",
  initials: "KM",
  pronouns: "they",
  role: "Principal Design Systems Engineer",
  bio:
    "I'm Kit Moreau, a design-systems and web-accessibility engineer in Lyon. I trained as a graphic designer at a fine-arts school, fell for CSS while hand-coding " +
    "a festival website, and have spent every year since 2015 making interfaces that work for everyone, whether they use a mouse, a keyboard, a switch or a screen reader. " +
    "I built accessible components for French public services at the Agence nationale des services en ligne, audited about 30 websites as a freelancer and taught " +
    "accessibility at Monday Morning Code School. Today I lead Atlas, the design system behind every booking page at Open Road Voyages. " +
    "I work four days a week by choice, and I still test every component with NVDA and VoiceOver before I call it done.",
  email: "kit.moreau@example.com",
  // Kept on file, but Kit's own rule (assistant.ts) is that the number is never given out.
  phone: "+33 6 39 98 42 17",
  location: "Lyon, France",
  cube: ["CSS", "a11y", "Lit", "ARIA", "Aa"],
  siteUrl: "https://kitmoreau.example.com",
  portraits: {
    default: {
      src: "/images/kit-moreau-portrait.jpg",
      alt: "Portrait of Kit Moreau, a person with a short bleached crop and a striped sailor shirt, smiling on a footbridge over the Saône in Lyon",
    },
    alternate: {
      src: "/images/kit-moreau-portrait-alt.jpg",
      alt: "Kit Moreau at a desk wearing headphones, listening to a screen reader read out a booking form on a laptop, a colour-swatch poster on the wall behind",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/kitmoreau", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/kit-moreau", icon: "lu:briefcase-business" },
    { label: "Blog: Margin Notes", href: "https://kitmoreau.example.com/notes", icon: "lu:pen-line" },
    { label: "Mastodon", href: "https://mastodon.example.social/@kitmoreau", icon: "si:mastodon" },
    { label: "CodePen", href: "https://codepen.io/kitmoreau", icon: "si:codepen" },
  ],
};

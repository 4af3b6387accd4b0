import type { Profile } from "./types";

/** A made-up owner: a design engineer in Porto Alegre. */
export const profile: Profile = {
  firstName: "Tainá",
  lastName: "Schmitt",
  initials: "TS",
  pronouns: "she",
  role: "Design Engineer",
  bio:
    "I'm a designer who codes. I turn Figma files into design systems, prototypes and production front ends, so that what ships " +
    "looks and feels like what we designed. After five years at a Porto Alegre design agency and three freelancing for European " +
    "start-ups, I now build the design system at Ordra, remotely from Porto Alegre. This portfolio is half case studies, half code: " +
    "read the story, then open the repo.",
  email: "taina.schmitt@example.com",
  phone: "+55 51 99812-4637",
  location: "Porto Alegre, Rio Grande do Sul, Brazil",
  cube: ["Fig", "CSS", "</>", "Aa", "◐"],
  siteUrl: "https://tainaschmitt.example.com",
  portraits: {
    default: {
      src: "/images/taina-portrait.jpg",
      alt: "Portrait of Tainá Schmitt with curly dark hair and round glasses, smiling",
    },
    alternate: {
      src: "/images/taina-portrait-alt.jpg",
      alt: "Tainá Schmitt pointing at sticky notes on a studio wall",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/tainaschmitt", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/taina-schmitt", icon: "lu:briefcase-business" },
    { label: "Dribbble profile", href: "https://dribbble.com/tainaschmitt", icon: "si:dribbble" },
    { label: "Figma Community profile", href: "https://www.figma.com/@tainaschmitt", icon: "si:figma" },
    { label: "Instagram profile", href: "https://www.instagram.com/tainaschmitt.design", icon: "si:instagram" },
  ],
};

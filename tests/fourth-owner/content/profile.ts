import type { Profile } from "./types";

/** A fourth owner, unlike the other three: a mobile and front-end developer who also designs, with no phone on the site. */
export const profile: Profile = {
  firstName: "Tomás",
  lastName: "Ribeiro",
  initials: "TR",
  pronouns: "he",
  role: "Mobile & Front-End Developer",
  bio:
    "I design and build mobile apps that everyone can use, screen readers included: Swift and SwiftUI on iOS, " +
    "Jetpack Compose on Android, React Native when one codebase is enough, and Figma before any of it.",
  email: "tomas@ribeiro.example.pt",
  location: "Lisbon, Portugal",
  cube: ["iOS", "UI", "a11y", "</>"],
  siteUrl: "https://tomas.example.pt",
  portraits: {
    default: { src: "/images/fourth-portrait.jpg", alt: "Photo of Tomás holding two phones side by side" },
    alternate: { src: "/images/fourth-portrait-alt.webp", alt: "Photo of Tomás sketching app screens on paper" },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/tomas-ribeiro-example", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/tomas-ribeiro-example", icon: "lu:briefcase-business" },
    { label: "Dribbble profile", href: "https://dribbble.com/tomas-ribeiro-example", icon: "si:dribbble" },
  ],
};

import type { Profile } from "./types";

/** A made-up owner: a former chemistry teacher turned full-stack developer in Nairobi. */
export const profile: Profile = {
  firstName: "Daniel",
  lastName: "Kariuki",
  initials: "DK",
  pronouns: "he",
  role: "Full-Stack Developer",
  bio:
    "I taught secondary-school chemistry for eight years before I wrote my first line of PHP. " +
    "Today I build Laravel back ends and Vue storefronts for European online shops, remotely from Nairobi, " +
    "and I still teach: every Saturday I run a free coding class for teenagers.",
  email: "daniel.kariuki@example.com",
  phone: "+254 722 418 305",
  location: "Nairobi, Kenya",
  cube: ["PHP", "Vue", "SQL", "Go", "H₂O"],
  siteUrl: "https://danielkariuki.example.com",
  portraits: {
    default: {
      src: "/images/daniel-portrait.jpg",
      alt: "Portrait of Daniel Kariuki in a green shirt, smiling at his desk",
    },
    alternate: {
      src: "/images/daniel-portrait-alt.jpg",
      alt: "Daniel Kariuki at a whiteboard, explaining a loop to a group of teenagers",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/daniel-kariuki-dev", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/daniel-kariuki-dev", icon: "lu:briefcase-business" },
    { label: "Packagist profile", href: "https://packagist.org/users/dkariuki/", icon: "si:packagist" },
    { label: "DEV Community blog", href: "https://dev.to/danielkariuki", icon: "si:devdotto" },
  ],
};

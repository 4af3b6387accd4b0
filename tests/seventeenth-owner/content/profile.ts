import type { Profile } from "./types";

/** A made-up owner: a final-year computer science student and mobile developer in Nairobi. */
export const profile: Profile = {
  firstName: "Njeri",
  lastName: "Kariuki",
  initials: "NK",
  pronouns: "she",
  role: "Computer Science Student & Mobile Developer",
  bio:
    "I'm a final-year computer science student at Nairobi Highlands University, and I build mobile apps that people around me actually use: " +
    "mostly Flutter and Firebase, with M-Pesa payments built in, plus native Android in Kotlin. " +
    "I've done a software engineering internship at a Nairobi fintech, I teach first-year programming labs as a TA, " +
    "and I'm looking for my first full-time role or an internship from June 2027.",
  email: "njeri.kariuki@example.com",
  phone: "+254 712 408 615",
  location: "Nairobi, Kenya",
  cube: ["Dart", "Kt", "Py", "JS", "</>"],
  siteUrl: "https://njerikariuki.example.com",
  portraits: {
    default: {
      src: "/images/njeri-portrait.jpg",
      alt: "Portrait of Njeri Kariuki in a mustard jumper, smiling",
    },
    alternate: {
      src: "/images/njeri-portrait-alt.jpg",
      alt: "Njeri Kariuki holding up a phone running one of her apps",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/njeri-kariuki", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/njeri-kariuki", icon: "lu:briefcase-business" },
    { label: "Devpost profile (hackathons)", href: "https://devpost.com/njerikariuki", icon: "si:devpost" },
    { label: "Hashnode blog", href: "https://njerikariuki.hashnode.dev", icon: "si:hashnode" },
  ],
};

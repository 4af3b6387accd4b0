import type { Profile } from "./types";

/**
 * A made-up owner: a former air traffic controller who now builds flight-operations and
 * crew-scheduling software in Toulouse.
 */
export const profile: Profile = {
  firstName: "Aurélie",
  lastName: "Duarte",
  initials: "AD",
  pronouns: "she",
  role: "Aviation Software Developer",
  bio:
    "Former air traffic controller who now builds flight-operations and crew-scheduling software in Toulouse " +
    "with Kotlin, Spring Boot, Kafka and React. I write code the way I used to work the radar: calm, precise and with a backup plan.",
  email: "aurelie.duarte@example.com",
  phone: "+33 1 99 00 42 17",
  location: "Toulouse, Occitanie, France",
  cube: ["Kt", "SQL", "ATC", "RWY", "λ"],
  siteUrl: "https://aurelie-duarte.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-thirty-eighth-portrait.jpg",
      alt: "Aurélie Duarte smiling in front of a hangar door, a headset around her neck",
    },
    alternate: {
      src: "/images/hundred-and-thirty-eighth-portrait-alt.jpg",
      alt: "Aurélie Duarte pointing at a crew roster on a large screen in an operations room",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/aurelie-duarte-example", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/aurelie-duarte-example", icon: "lu:briefcase-business" },
    { label: "Blog: Notes from the Tower", href: "https://blog.aurelie-duarte.example.com", icon: "lu:notebook-pen" },
  ],
};

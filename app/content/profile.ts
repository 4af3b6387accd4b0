import type { Profile } from "./types";

/**
 * A sample owner. Replace every value with your own: the page, the search cards,
 * the console greeting and the chat assistant all read from here.
 */
export const profile: Profile = {
  firstName: "Arun",
  lastName: "Kumar",
  initials: "AK",
  pronouns: "he",
  role: "Full Stack Developer",
  bio:
    "I build fast, accessible web apps end to end, from React interfaces to edge APIs and the AI features in between. " +
    "I lead a small web team in Coimbatore and love turning rough ideas into products people enjoy using.",
  email: "arun.kumar@example.com",
  phone: "+91 98765 43210",
  location: "Coimbatore, Tamil Nadu, India",
  siteUrl: "https://portfolio.example.com",
  portraits: {
    default: {
      src: "/images/portrait.svg",
      alt: "Illustrated portrait of Arun Kumar smiling",
    },
    alternate: {
      src: "/images/portrait-alt.svg",
      alt: "Illustrated portrait of Arun Kumar winking",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/arun-kumar-example", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/arun-kumar-example", icon: "lu:briefcase-business" },
    { label: "Instagram profile", href: "https://www.instagram.com/arun.kumar.example", icon: "si:instagram" },
  ],
};

import type { Profile } from "./types";

/**
 * A sixth owner, unlike the other five: a back-end and platform developer in Toronto who goes by they/them,
 * came to software from music through a bootcamp, and shares no phone number on the site.
 */
export const profile: Profile = {
  firstName: "Jules",
  lastName: "Lévesque",
  initials: "JL",
  pronouns: "they",
  role: "Back-End & Platform Developer",
  bio:
    "I build the quiet parts of software: APIs, queues and the platforms they run on. " +
    "I taught piano for four years before I wrote my first line of Go, and I still think a good system should sound like a well-rehearsed band.",
  email: "jules@levesque.example.ca",
  location: "Toronto, Ontario, Canada",
  cube: ["Go", "Rust", "SQL", "k8s"],
  siteUrl: "https://jules.example.ca",
  portraits: {
    default: { src: "/images/sixth-portrait.jpg", alt: "Photo of Jules smiling beside a server rack" },
    alternate: { src: "/images/sixth-portrait-alt.webp", alt: "Photo of Jules winking" },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/jules-levesque-example", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/jules-levesque-example", icon: "lu:briefcase-business" },
    { label: "Blog", href: "https://blog.jules.example.ca", icon: "lu:rss" },
  ],
};

import type { Profile } from "./types";

/** A made-up owner: a principal back-end engineer in Berlin, originally from Porto. */
export const profile: Profile = {
  firstName: "Duarte",
  lastName: "Sampaio",
  initials: "DS",
  pronouns: "he",
  role: "Principal Back-End Engineer",
  bio:
    "I've spent twenty years building the unglamorous parts of software: ledgers, event pipelines and the platforms other teams deploy on. " +
    "I write Go and Rust by choice, Java and C++ when the job needs them, and I lead the platform team at Lumenfeld in Berlin. " +
    "I grew up in Porto, co-founded a start-up that didn't make it, and I still believe boring back-ends are a feature.",
  email: "duarte.sampaio@example.com",
  phone: "+49 176 5550 3142",
  location: "Berlin, Germany",
  cube: ["Go", "Rust", "C++", "SQL", "k8s"],
  siteUrl: "https://duartesampaio.example.com",
  portraits: {
    default: {
      src: "/images/duarte-portrait.jpg",
      alt: "Portrait of Duarte Sampaio, grey-flecked beard, dark jumper, smiling",
    },
    alternate: {
      src: "/images/duarte-portrait-alt.jpg",
      alt: "Duarte Sampaio on stage pointing at a slide of a Kafka topic diagram",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/duartesampaio", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/duarte-sampaio", icon: "lu:briefcase-business" },
    { label: "Mastodon profile", href: "https://hachyderm.io/@duartesampaio", icon: "si:mastodon" },
    { label: "Slow Commit, his blog", href: "https://slowcommit.example.com", icon: "si:rss" },
    { label: "Speaker Deck slides", href: "https://speakerdeck.com/duartesampaio", icon: "si:speakerdeck" },
  ],
};

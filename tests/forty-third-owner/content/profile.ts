import type { Profile } from "./types";

/** A made-up owner: a Java back-end engineer in Pune who builds insurance-claims services. */
export const profile: Profile = {
  firstName: "Aditi",
  lastName: "Rao",
  initials: "AR",
  pronouns: "she",
  role: "Senior Back-End Engineer (Java)",
  bio:
    "I'm a Java back-end engineer in Pune, and for more than seven years I've built the unglamorous services that move money and paperwork: " +
    "direct debits for a UK retail bank, flight rebooking for a US airline, and now insurance claims at Nivara Insurtech, " +
    "where my Spring Boot services on AWS handle about 45,000 claims a day. I care about APIs that behave the same the second time you call them, " +
    "JVMs that don't pause at the worst possible moment, and tests that run against real databases. " +
    "Outside work I write about JVM performance on my blog, The Warm JVM, and mentor women starting out in tech with Code Saheli Pune.",
  email: "aditi.rao@example.com",
  phone: "+91 98220 47316",
  location: "Pune, Maharashtra, India",
  cube: ["J17", "{ }", "SQL", "K8s", "</>"],
  siteUrl: "https://aditirao.example.com",
  portraits: {
    default: {
      src: "/images/aditi-portrait.jpg",
      alt: "Portrait of Aditi Rao in a navy kurta, smiling, in front of a bookshelf",
    },
    alternate: {
      src: "/images/aditi-portrait-alt.jpg",
      alt: "Aditi Rao speaking at the Deccan Java User Group meetup, pointing at a slide of a Kafka diagram",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/aditi-rao-dev", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/aditi-rao-dev", icon: "lu:briefcase-business" },
    { label: "Blog: The Warm JVM on Hashnode", href: "https://aditirao.hashnode.dev", icon: "si:hashnode" },
    { label: "Talks on Speaker Deck", href: "https://speakerdeck.com/aditirao", icon: "si:speakerdeck" },
  ],
};

import type { Profile } from "./types";

/** A made-up owner: a staff back-end engineer in Kraków who works remotely on a Frankfurt bank's payments platform. */
export const profile: Profile = {
  firstName: "Dariusz",
  lastName: "Nowak",
  initials: "DN",
  pronouns: "he",
  role: "Staff Back-End Engineer",
  bio:
    "I've been building back ends on the JVM for about 18 years, the last few of them moving other people's money. " +
    "From Kraków I work remotely as a staff engineer on CorePay, the core-payments platform of Mainufer Bank in Frankfurt, " +
    "where I led the move of SEPA payments off a COBOL mainframe onto event-sourced Kotlin and Spring Boot services on Kafka. " +
    "Before that I led the checkout team at the Polish marketplace Targowa, built insurance systems on Oracle and started out in telecom billing. " +
    "On Thursday evenings I teach distributed systems at AGH, where I studied, and at weekends I record videos for my Polish programming channel " +
    "or lose to my own chess engine.",
  email: "dariusz.nowak@example.com",
  phone: "+48 601 482 937",
  location: "Kraków, Poland",
  cube: ["Kt", "JVM", "SEPA", "MX", "</>"],
  siteUrl: "https://dariusznowak.example.com",
  portraits: {
    default: {
      src: "/images/dariusz-portrait.jpg",
      alt: "Portrait of Dariusz Nowak, a bearded man in glasses and a navy sweater, smiling in front of a bookshelf",
    },
    alternate: {
      src: "/images/dariusz-portrait-alt.jpg",
      alt: "Dariusz Nowak speaking on stage at Devoxx Poland with a slide of a mainframe behind him",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/dnowak-dev", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/dariusz-nowak-payments", icon: "lu:briefcase-business" },
    { label: "YouTube channel Backend po polsku", href: "https://www.youtube.com/@backendpopolsku", icon: "si:youtube" },
    { label: "Mastodon profile", href: "https://fosstodon.org/@dnowak", icon: "si:mastodon" },
    { label: "Blog", href: "https://dariusznowak.example.com/blog", icon: "lu:pen-line" },
  ],
};

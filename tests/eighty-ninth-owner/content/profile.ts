import type { Profile } from "./types";

/** A made-up owner: a mathematician turned QA automation lead who runs the testing of a Kraków logistics-software company. */
export const profile: Profile = {
  firstName: "Małgorzata",
  lastName: "Śliwińska",
  initials: "MŚ",
  pronouns: "she",
  role: "QA Automation Lead",
  bio:
    "I'm Małgorzata Śliwińska (Gosia to everyone who has worked with me), a QA automation lead in Kraków. I started as a manual tester in 2009, " +
    "fell for automation at a bank, and today I lead a team of five testers at Compass Freight Software, where we test the software that books, routes " +
    "and tracks road freight across Europe. I studied mathematics, so I like tests the way I like proofs: short, honest and repeatable. " +
    "I maintain Fixturka, a Playwright fixture library on npm, co-organise the Zielony Build testing meetup in Kraków, and I will happily talk for an hour about why your flaky test is telling you the truth.",
  email: "malgorzata.sliwinska@example.com",
  phone: "+48 601 274 839",
  location: "Kraków, Poland",
  cube: ["QA", "PW", "k6", "TS", "SQL"],
  siteUrl: "https://gosiasliwinska.example.com",
  portraits: {
    default: {
      src: "/images/eighty-ninth-portrait.jpg",
      alt: "Portrait of Małgorzata Śliwińska, a woman with a dark bob and a green scarf, smiling in front of the Cloth Hall in Kraków",
    },
    alternate: {
      src: "/images/eighty-ninth-portrait-alt.jpg",
      alt: "Małgorzata Śliwińska speaking at a testing meetup, pointing at a slide of a red and green test report",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/gosia-sliwinska", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/malgorzata-sliwinska-qa", icon: "lu:briefcase-business" },
    { label: "npm packages", href: "https://www.npmjs.com/~gosia-sliwinska", icon: "si:npm" },
    { label: "Blog: Green Builds Only", href: "https://gosiasliwinska.example.com/blog", icon: "lu:pen-line" },
    { label: "Zielony Build meetup", href: "https://zielonybuild.example.org", icon: "lu:users" },
  ],
};

import type { Profile } from "./types";

/** A made-up owner: a maths teacher turned QA automation lead at a payments fintech in Almaty. */
export const profile: Profile = {
  firstName: "Aigerim",
  lastName: "Sadykova",
  initials: "AS",
  pronouns: "she",
  role: "QA Automation Lead · SDET",
  bio:
    "I taught mathematics to teenagers in Almaty for three years before I found out that breaking software on purpose is a real job. " +
    "I started as a manual tester at a telecom operator, learned Java and Selenium in the evenings, and today I lead test automation at Dala Wallet, " +
    "a payments fintech, where my team of six SDETs keeps payments boring in the best way. I like fast, honest test suites: Playwright and TypeScript " +
    "for the UI, Pact contracts between services, k6 before every big sale, and I treat every flaky test as a bug. " +
    "Outside work I mentor women switching into QA and walk the mountain trails above the city.",
  email: "aigerim.sadykova@example.com",
  phone: "+7 701 482 1936",
  location: "Almaty, Kazakhstan",
  cube: ["PW", "k6", "Pact", "TS", "QA"],
  siteUrl: "https://aigerimsadykova.example.com",
  portraits: {
    default: {
      src: "/images/aigerim-portrait.jpg",
      alt: "Portrait of Aigerim Sadykova in a navy blazer, smiling, in front of a whiteboard covered in test plans",
    },
    alternate: {
      src: "/images/aigerim-portrait-hiking.jpg",
      alt: "Aigerim Sadykova in a red hiking jacket at Big Almaty Lake with snowy peaks behind her",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/aigerim-sadykova", icon: "si:github" },
    { label: "GitLab profile", href: "https://gitlab.com/aigerim-sadykova", icon: "si:gitlab" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/aigerim-sadykova", icon: "lu:briefcase-business" },
    { label: "npm packages", href: "https://www.npmjs.com/~aigerim-qa", icon: "si:npm" },
    { label: "Telegram channel QA Notes", href: "https://t.me/aigerim_qa_notes", icon: "si:telegram" },
  ],
};

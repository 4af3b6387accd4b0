import type { Profile } from "./types";

/** A made-up owner: a QA and test-automation engineer in São Paulo. */
export const profile: Profile = {
  firstName: "Cauê",
  lastName: "Araújo",
  initials: "CA",
  pronouns: "they",
  role: "QA & Test Automation Engineer",
  bio:
    "I'm a QA and test automation engineer in São Paulo. I spent five years at Banco Vértice, going from manual testing of internet banking " +
    "to Selenium and Java automation, and I now lead test automation at Trocado, a payments fintech: Playwright and TypeScript end to end, " +
    "k6 load tests and Pact contract tests, all gated in GitHub Actions. I like fast, boring, trustworthy pipelines and tests that developers " +
    "actually want to keep. Off the clock I play futevôlei on weekends and run a practice site for new testers.",
  email: "caue.araujo@example.com",
  phone: "+55 11 97421-3086",
  location: "São Paulo, Brazil",
  cube: ["QA", "k6", "PW", "TS", "✓"],
  siteUrl: "https://cauearaujo.example.com",
  portraits: {
    default: {
      src: "/images/caue-portrait.jpg",
      alt: "Portrait of Cauê Araújo in a green hoodie, smiling, in front of a bookshelf",
    },
    alternate: {
      src: "/images/caue-portrait-alt.jpg",
      alt: "Cauê Araújo pointing at a wall of sticky notes during a bug bash",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/cauearaujo-qa", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/caue-araujo-sp", icon: "lu:briefcase-business" },
    { label: "npm profile", href: "https://www.npmjs.com/~cauearaujo-qa", icon: "si:npm" },
    { label: "Speaker Deck talks", href: "https://speakerdeck.com/cauetesta", icon: "si:speakerdeck" },
  ],
};

import type { Profile } from "./types";

/** A made-up owner: a self-taught Site Reliability Engineer in Osaka. */
export const profile: Profile = {
  firstName: "Daisuke",
  lastName: "Okabe",
  initials: "DO",
  pronouns: "he",
  role: "Site Reliability Engineer",
  bio:
    "I keep busy production systems boring. Fifteen years in, from night shifts watching servers in Osaka to leading SRE " +
    "for a payments company, I care about SLOs, calm on-call rotations and tooling that deletes toil. " +
    "I also maintain shiftctl, an open-source on-call CLI, and talk about reliability at conferences in Japanese and English.",
  email: "daisuke.okabe@example.com",
  phone: "+81 90 4821 7365",
  location: "Osaka, Japan",
  cube: ["SRE", "SLO", "Go", "k8s", "JST"],
  siteUrl: "https://daisuke-okabe.example.com",
  portraits: {
    default: {
      src: "/images/daisuke-okabe.jpg",
      alt: "Photo of Daisuke Okabe in a grey hoodie in front of a server rack",
    },
    alternate: {
      src: "/images/daisuke-okabe-alt.webp",
      alt: "Photo of Daisuke Okabe speaking on a conference stage",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/daisuke-okabe-example", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/daisuke-okabe-example", icon: "lu:briefcase-business" },
    { label: "Talk slides on Speaker Deck", href: "https://speakerdeck.com/daisuke-okabe-example", icon: "si:speakerdeck" },
    { label: "Night Shift Notes blog", href: "https://nightshift.example.com", icon: "lu:rss" },
  ],
};

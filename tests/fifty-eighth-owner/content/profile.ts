import type { Profile } from "./types";

/** A made-up owner: a network technician from Lagos turned site reliability engineer, working remote from Tromsø. */
export const profile: Profile = {
  firstName: "Túndé",
  lastName: "Adébáyọ̀",
  initials: "TA",
  pronouns: "he",
  role: "Site Reliability & Platform Engineer",
  bio:
    "I'm Olúwatúndé Adébáyọ̀: Túndé to almost everyone, and Adebayo on any form that can't print the accents. " +
    "I grew up in Lagos, Nigeria, and started out there in 2010 as a network technician, splicing fibre and configuring Cisco routers for an internet provider; " +
    "I've been the person who gets paged ever since. Today I'm a senior site reliability engineer on the platform team at Kestrel Freight, " +
    "a logistics company in Rotterdam, and I work fully remote from Tromsø, about 350 kilometres north of the Arctic Circle. " +
    "I care about calm on-call, honest SLOs and blameless postmortems that actually change something, and I write about all three in my Pager Diaries blog series. " +
    "When I'm not on call I'm cross-country skiing under the northern lights or playing the gángan, the Yoruba talking drum, with an Afrobeat band in Tromsø.",
  email: "tunde.adebayo@example.com",
  phone: "+47 412 38 905",
  location: "Tromsø, Norway",
  cube: ["SRE", "k8s", "SLO", "BGP", "Go"],
  siteUrl: "https://tundeadebayo.example.com",
  portraits: {
    default: {
      src: "/images/fifty-eighth-portrait.jpg",
      alt: "Photo of Túndé Adébáyọ̀ in a red ski jacket, smiling, with snowy mountains behind him in Tromsø",
    },
    alternate: {
      src: "/images/fifty-eighth-portrait-alt.jpg",
      alt: "Túndé on stage at the Nordic Reliability Summit 2024 in Oslo, pointing at an incident timeline on the slide behind him",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/tunde-adebayo", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/tunde-adebayo-sre", icon: "lu:briefcase-business" },
    { label: "Pager Diaries blog series", href: "https://tundeadebayo.example.com/pager-diaries", icon: "lu:pen-line" },
    { label: "Mastodon profile", href: "https://mastodon.example.social/@tundeadebayo", icon: "si:mastodon" },
    { label: "Talks on Speaker Deck", href: "https://speakerdeck.com/tundeadebayo", icon: "si:speakerdeck" },
  ],
};

import type { Profile } from "./types";

/** A made-up owner: a credit analyst turned smart-contract security engineer, from Lagos, living in Lisbon. */
export const profile: Profile = {
  firstName: "Oluwaseun",
  lastName: "Bakare",
  initials: "OB",
  pronouns: "he",
  role: "Smart-Contract Security Engineer",
  bio:
    "I'm Seun, and I break smart contracts for a living so that attackers don't get the chance. I was born in Lagos and spent four years " +
    "as a credit analyst at a Lagos bank, working out how loans fail before they do. Automating our loan reports got me into code: " +
    "I became a back-end developer at a Lagos fintech, fell down the DeFi rabbit hole in 2019 and have worked in smart-contract security since 2020. " +
    "Today I'm a senior security researcher at Ironwake Security, working remotely from Lisbon: I audit lending protocols, vaults and bridges, " +
    "write invariant tests with Foundry and Echidna, and publish post-mortems of DeFi hacks. On Sundays I teach Solidity to developers across Africa.",
  email: "seun.bakare@example.com",
  phone: "+351 912 487 305",
  location: "Lisbon, Portugal",
  cube: ["sol", "EVM", "0x", "fuzz", "∀x"],
  siteUrl: "https://seunbakare.example.com",
  portraits: {
    default: {
      src: "/images/seun-portrait.jpg",
      alt: "Portrait of Oluwaseun Bakare in a navy shirt, smiling, in front of a tiled wall in Lisbon",
    },
    alternate: {
      src: "/images/seun-portrait-alt.jpg",
      alt: "Oluwaseun Bakare on stage at EthAtlas 2024, pointing at a slide of Solidity code",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/seun-bakare", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/seun-bakare", icon: "lu:briefcase-business" },
    { label: "X profile", href: "https://x.com/seunaudits", icon: "si:x" },
    { label: "Telegram", href: "https://t.me/seunbakare_sec", icon: "si:telegram" },
    { label: "Post-Mortem Notes blog", href: "https://postmortems.example.com", icon: "lu:pen-line" },
    { label: "Immunefi profile", href: "https://immunefi.com/profile/seunbakare", icon: "lu:bug" },
  ],
};

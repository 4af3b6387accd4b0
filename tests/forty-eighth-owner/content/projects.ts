import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Tripwire",
    github: "https://github.com/seun-bakare/tripwire",
    live: "https://seun-bakare.github.io/tripwire",
    description:
      "An open-source Solidity library of helpers for invariant testing in Foundry: handler base contracts with ghost variables, actor management, " +
      "bounded inputs and call summaries, plus ready-made invariants for ERC-20 tokens, ERC-4626 vaults and lending markets. " +
      "I started it at Maré Finance in 2022 and use it in almost every audit. About 1,300 GitHub stars, MIT licensed, and used by several audit firms.",
    stack: ["Solidity", "Foundry", "GitHub Actions"],
    deploy: {
      docs: { name: "GitHub Pages", href: "https://seun-bakare.github.io/tripwire" },
      install: "forge install seun-bakare/tripwire",
    },
    image: {
      src: "/images/projects/tripwire.png",
      alt: "A Foundry invariant run using Tripwire handlers, with a call summary table in the terminal",
    },
  },
  {
    name: "Public Audit Reports",
    github: "https://github.com/seun-bakare/audits",
    live: "",
    description:
      "My public audit reports, each with the fixes the team made. Pelican Lend v2 (Ironwake Security, Nov 2023): 2 high, 4 medium and 7 low findings. " +
      "Orla Staking (Ironwake Security, May 2024): 3 medium and 5 low findings. Baobab Bridge, a Solana bridge written in Rust (Ironwake Security, Feb 2025): " +
      "1 critical, 2 high and 3 medium findings. Kettle DEX (freelance, Aug 2021): 1 high, 3 medium and 4 low findings. Reports for clients under NDA are not published.",
    stack: ["Solidity", "Rust", "Foundry", "Slither", "Echidna"],
    deploy: { reports: "GitHub" },
  },
  {
    name: "Kestrel Lend Bug Bounty",
    github: "https://github.com/seun-bakare/kestrel-lend-poc",
    live: "https://postmortems.example.com/kestrel-lend-bounty",
    description:
      "In October 2021 I found a rounding error in Kestrel Lend's liquidation logic that let a borrower repay less than they owed and still withdraw all their collateral, " +
      "putting about $4.2 million at risk. I reported it on Immunefi; the team fixed it within 36 hours and paid me a $120,000 bounty, my largest so far. " +
      "The Foundry proof of concept and the write-up are public.",
    stack: ["Solidity", "Foundry", "EVM internals"],
    deploy: { "bounty platform": "Immunefi", "write-up": "Post-Mortem Notes" },
  },
  {
    name: "Invariants Before Audits (EthAtlas 2024 talk)",
    github: "https://github.com/seun-bakare/ethatlas-2024-talk",
    live: "https://www.youtube.com/watch?v=s3unEthAtlas",
    description:
      "A 25-minute talk at EthAtlas 2024, a European Ethereum conference in Amsterdam, in June 2024: why teams should write invariants before an audit starts, " +
      "with examples from the hacks I wrote up on Post-Mortem Notes and a live Tripwire demo that rediscovers the Kestrel Lend bug. " +
      "About 400 people were in the room and the recording has 11,000 views.",
    stack: ["Foundry", "Solidity", "Echidna"],
    deploy: { recording: "YouTube", slides: "GitHub" },
    image: { src: "/images/projects/ethatlas-talk.jpg", alt: "Seun on the EthAtlas 2024 stage in front of a slide titled Invariants Before Audits" },
  },
  {
    name: "Post-Mortem Notes",
    github: "",
    live: "https://postmortems.example.com",
    description:
      "My blog of post-mortems of DeFi hacks: for each exploit, the vulnerable code, the attack transaction step by step, a Foundry reproduction " +
      "and the invariant that would have caught it. 42 post-mortems since 2021 and about 6,500 newsletter subscribers.",
    stack: ["Astro", "Markdown", "Foundry"],
    deploy: { frontend: "Cloudflare Pages", newsletter: "Buttondown" },
    image: { src: "/images/projects/post-mortem-notes.png", alt: "A Post-Mortem Notes article showing an attack transaction traced step by step" },
  },
  {
    name: "Solidity Sundays Africa",
    github: "https://github.com/solidity-sundays-africa/curriculum",
    live: "https://soliditysundays.example.org",
    description:
      "The free, volunteer-run study group I founded in 2021 for African developers learning Solidity and smart-contract security: 10-week cohorts, " +
      "one two-hour session every Sunday on Discord, Foundry exercises and a capstone mini-audit. More than 300 developers from 16 African countries so far; " +
      "the curriculum is open source under CC BY 4.0.",
    stack: ["Solidity", "Foundry", "Markdown"],
    deploy: { community: "Discord", site: "GitHub Pages" },
  },
  {
    name: "UpgradeWatch",
    github: "https://github.com/seun-bakare/upgradewatch",
    live: "https://t.me/upgradewatch_alerts",
    description:
      "An open-source TypeScript service that watches proxy upgrades, admin-role changes and pauses on about 150 DeFi protocols through subgraphs on The Graph, " +
      "keeps the history in PostgreSQL and posts alerts to a public Telegram channel with about 2,100 subscribers.",
    stack: ["TypeScript", "Node.js", "The Graph", "PostgreSQL", "Telegram Bot API"],
    deploy: {
      backend: "Hetzner VPS",
      database: "PostgreSQL",
      alerts: { name: "Telegram channel", href: "https://t.me/upgradewatch_alerts" },
    },
  },
];

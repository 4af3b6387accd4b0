import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Security Researcher",
    employmentType: "Full-time",
    company: "Ironwake Security",
    date: "Sep 2023 – Present",
    location: "Remote · Lisbon",
    description:
      "Ironwake Security is a twelve-person, fully remote Web3 audit firm that reviews DeFi protocols on Ethereum, Arbitrum, Base and Solana. " +
      "I lead a pod of three researchers and have worked on 21 audits, 12 of them as lead auditor, reporting 27 high- or critical-severity issues. " +
      "I mostly audit lending protocols, vaults and bridges, wrote the firm's invariant-testing checklist and its Echidna fuzzing playbook, " +
      "and review every report my pod sends out. Most client work is under NDA; the public reports are in my audits repository.",
    url: "https://ironwake.example.com",
    teamSize: 3,
  },
  {
    title: "Solidity Developer",
    employmentType: "Full-time",
    company: "Maré Finance",
    date: "Feb 2022 – Aug 2023",
    location: "Lisbon · Hybrid",
    description:
      "Maré Finance is a Lisbon DeFi start-up building yield vaults on Ethereum and Arbitrum. As one of three Solidity developers I wrote its " +
      "ERC-4626 vaults and the TypeScript keeper bot that rebalances them, and the protocol's subgraph on The Graph; the vaults grew to $38 million in deposits. " +
      "I moved the test suite from Hardhat to Foundry, added invariant tests, Echidna fuzzing and Slither to CI, ran the protocol's bug bounty on Immunefi " +
      "and prepared two external audits, which found no high-severity issues. I moved from Lagos to Lisbon for this job.",
    url: "https://marefinance.example.com",
  },
  {
    title: "Freelance Smart-Contract Auditor",
    employmentType: "Self-employed",
    company: "Self-employed",
    date: "Apr 2020 – Jan 2022",
    location: "Remote · Lagos",
    description:
      "Worked as an independent auditor for smaller teams: 14 private audits of token, staking and NFT contracts. I also competed in public audit contests " +
      "on Code4rena, with top-10 finishes in five of them, and hunted public bug bounties on Immunefi; my biggest was a $120,000 critical on Kestrel Lend " +
      "in October 2021. Bounties and contests paid most of my income in those two years.",
  },
  {
    title: "Back-End Developer",
    employmentType: "Full-time",
    company: "Owo Labs",
    date: "Oct 2017 – Mar 2020",
    location: "Lagos · On-site",
    description:
      "Owo Labs is a Lagos fintech for digital ajo savings groups and bill payments. I built its Node.js and TypeScript APIs on PostgreSQL: " +
      "the double-entry wallet ledger, the savings-group payout scheduler and the daily reconciliation job against partner banks, " +
      "which cut unexplained ledger mismatches by 90%. The app grew from 20,000 to 350,000 users while I was there. In 2019 I started learning Solidity in the evenings.",
    url: "https://owolabs.example.com",
  },
  {
    title: "Credit Analyst",
    employmentType: "Full-time",
    company: "Marina Trust Bank",
    date: "Sep 2013 – Aug 2017",
    location: "Lagos · On-site",
    description:
      "Four years in the corporate and SME credit team of Marina Trust Bank in Lagos: cash-flow models and loan memos for manufacturing and trading companies, " +
      "and covenant monitoring on a loan portfolio of about NGN 12 billion. Automating our monthly loan reports with Excel macros and then JavaScript " +
      "is how I got into programming.",
  },
  {
    title: "Founder and Lead Mentor",
    employmentType: "Volunteer",
    company: "Solidity Sundays Africa",
    date: "Mar 2021 – Present",
    location: "Remote",
    description:
      "A free study group for African developers learning Solidity and smart-contract security: 10-week cohorts with a two-hour session every Sunday on Discord. " +
      "Seven cohorts so far and more than 300 developers from 16 African countries; about 40 alumni now work in Web3.",
    url: "https://soliditysundays.example.org",
  },
];

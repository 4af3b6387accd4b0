import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Smart Contracts & the EVM",
    items: [
      { label: "Solidity", icon: "si:solidity" },
      { label: "EVM internals", icon: "si:ethereum" },
      { label: "Foundry", icon: "lu:hammer" },
      { label: "Hardhat", icon: "lu:hard-hat" },
      { label: "OpenZeppelin Contracts", icon: "si:openzeppelin" },
    ],
  },
  {
    title: "Security Tooling & Methods",
    items: [
      { label: "Slither", icon: "lu:search-code" },
      { label: "Echidna (fuzzing)", icon: "lu:shuffle" },
      { label: "Formal verification basics (Halmos)", icon: "lu:sigma" },
      { label: "Threat modelling", icon: "lu:target" },
      { label: "Manual code review", icon: "lu:file-search" },
    ],
  },
  {
    title: "Beyond the EVM",
    items: [
      { label: "Rust (intermediate)", icon: "si:rust" },
      { label: "Solana programs", icon: "si:solana" },
    ],
  },
  {
    title: "Back-End & Data",
    items: [
      { label: "TypeScript", icon: "si:typescript" },
      { label: "Node.js", icon: "si:nodedotjs" },
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "The Graph", icon: "lu:network" },
      { label: "ethers.js", icon: "si:ethers" },
    ],
  },
  {
    title: "Writing & Teaching",
    items: [
      { label: "Technical writing", icon: "lu:pen-line" },
      { label: "Audit reports", icon: "lu:file-text" },
      { label: "Public speaking", icon: "lu:mic" },
      { label: "Mentoring", icon: "lu:users" },
    ],
  },
];

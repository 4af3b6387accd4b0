import type { SkillGroup } from "./types";

export const skillGroups: SkillGroup[] = [
  {
    title: "Mobile",
    items: [
      { label: "Kotlin", icon: "si:kotlin" },
      { label: "Swift", icon: "si:swift" },
      { label: "Flutter", icon: "si:flutter" },
    ],
  },
  {
    title: "Languages",
    items: [
      { label: "Rust", icon: "si:rust" },
      { label: "Python", icon: "si:python" },
    ],
  },
  {
    title: "Infrastructure",
    items: [
      { label: "Kubernetes", icon: "si:kubernetes" },
      { label: "Terraform", icon: "si:terraform" },
      { label: "Redis", icon: "si:redis" },
    ],
  },
];

import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Web & Mobile Pentesting",
    items: [
      { label: "Burp Suite", icon: "si:burpsuite" },
      { label: "OWASP ZAP", icon: "lu:zap" },
      { label: "Frida", icon: "lu:syringe" },
      { label: "MobSF", icon: "lu:smartphone" },
    ],
  },
  {
    title: "Secure Code Review",
    items: [
      { label: "Semgrep", icon: "si:semgrep" },
      { label: "CodeQL", icon: "lu:search-code" },
    ],
  },
  {
    title: "Languages & Frameworks",
    items: [
      { label: "Java", icon: "si:openjdk" },
      { label: "Kotlin", icon: "si:kotlin" },
      { label: "Spring", icon: "si:spring" },
      { label: "PHP", icon: "si:php" },
      { label: "Python (tooling)", icon: "si:python" },
      { label: "Go (reading level)", icon: "si:go" },
    ],
  },
  {
    title: "Cloud Security",
    items: [
      { label: "AWS", icon: "lu:cloud" },
      { label: "AWS IAM", icon: "lu:key-round" },
      { label: "Amazon GuardDuty", icon: "lu:shield-alert" },
    ],
  },
  {
    title: "Standards & Threat Modelling",
    items: [
      { label: "Threat modelling (STRIDE)", icon: "lu:network" },
      { label: "OWASP ASVS", icon: "lu:list-checks" },
      { label: "OWASP MASVS", icon: "lu:smartphone-nfc" },
      { label: "LGPD compliance", icon: "lu:scale" },
    ],
  },
  {
    title: "Everyday Tools",
    items: [
      { label: "Linux", icon: "si:linux" },
      { label: "Docker", icon: "si:docker" },
      { label: "Git", icon: "si:git" },
      { label: "GitHub Actions", icon: "si:githubactions" },
    ],
  },
];

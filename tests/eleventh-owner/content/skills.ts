import type { SkillGroup } from "./types";

export const skillGroups: SkillGroup[] = [
  {
    title: "Offensive Security",
    items: [
      { label: "Burp Suite", icon: "si:burpsuite" },
      { label: "OWASP ZAP", icon: "si:zap" },
      { label: "Kali Linux", icon: "si:kalilinux" },
      { label: "Metasploit", icon: "si:metasploit" },
      { label: "Wireshark", icon: "si:wireshark" },
      { label: "API testing", icon: "lu:radar" },
    ],
  },
  {
    title: "Secure Development",
    items: [
      { label: "Threat modelling", icon: "lu:shield-alert" },
      { label: "Secure code review", icon: "lu:git-pull-request-arrow" },
      { label: "Semgrep", icon: "lu:search-code" },
      { label: "Snyk", icon: "si:snyk" },
      { label: "OWASP Dependency-Check", icon: "si:dependencycheck" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "GitLab CI", icon: "si:gitlab" },
    ],
  },
  {
    title: "Cloud & Platform",
    items: [
      { label: "AWS", icon: "lu:cloud" },
      { label: "Google Cloud", icon: "si:googlecloud" },
      { label: "Kubernetes", icon: "si:kubernetes" },
      { label: "Docker", icon: "si:docker" },
      { label: "Terraform", icon: "si:terraform" },
      { label: "Vault", icon: "si:vault" },
      { label: "Trivy", icon: "si:trivy" },
    ],
  },
  {
    title: "What I Code In",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "Go", icon: "si:go" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "Bash", icon: "si:gnubash" },
      { label: "SQL", icon: "lu:database" },
    ],
  },
];

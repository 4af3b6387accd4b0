import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Offensive Testing",
    items: [
      { label: "Burp Suite", icon: "si:burpsuite" },
      { label: "OWASP ZAP", icon: "lu:zap" },
      { label: "sqlmap", icon: "lu:database-zap" },
      { label: "ffuf", icon: "lu:search-code" },
      { label: "Nmap", icon: "lu:radar" },
      { label: "Metasploit", icon: "si:metasploit" },
      { label: "Ghidra", icon: "lu:cpu" },
      { label: "Kali Linux", icon: "si:kalilinux" },
    ],
  },
  {
    title: "Secure Development",
    items: [
      { label: "Semgrep", icon: "lu:shield-check" },
      { label: "CodeQL", icon: "lu:scan-search" },
      { label: "Snyk", icon: "si:snyk" },
      { label: "Trivy", icon: "lu:box" },
      { label: "OWASP ASVS", icon: "si:owasp" },
      { label: "Threat modelling (STRIDE)", icon: "lu:shield-alert" },
      { label: "Secure code review", icon: "lu:file-search" },
    ],
  },
  {
    title: "Code I Write and Review",
    items: [
      { label: "Java", icon: "si:openjdk" },
      { label: "Spring Boot", icon: "si:springboot" },
      { label: "Kotlin", icon: "si:kotlin" },
      { label: "Python", icon: "si:python" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "Bash", icon: "si:gnubash" },
      { label: "SQL", icon: "lu:database" },
    ],
  },
  {
    title: "Cloud & Pipelines",
    items: [
      { label: "AWS", icon: "lu:cloud" },
      { label: "Terraform", icon: "si:terraform" },
      { label: "Docker", icon: "si:docker" },
      { label: "Kubernetes", icon: "si:kubernetes" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Jenkins", icon: "si:jenkins" },
      { label: "HashiCorp Vault", icon: "si:vault" },
    ],
  },
  {
    title: "Identity & Compliance",
    items: [
      { label: "OAuth 2.0 / OpenID Connect", icon: "si:openid" },
      { label: "SAML", icon: "lu:key-round" },
      { label: "Keycloak", icon: "si:keycloak" },
      { label: "ISO 27001", icon: "lu:badge-check" },
      { label: "GDPR", icon: "lu:scale" },
    ],
  },
];

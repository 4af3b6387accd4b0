import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Authz Mirror",
    github: "https://github.com/zhaddad-sec/authz-mirror",
    live: "",
    description:
      "An open-source Burp Suite extension that replays every request with a second user's session and flags the responses that should have been denied, " +
      "so broken access control and IDORs turn up in minutes instead of hours. Written in Java on the Montoya API; " +
      "available in the BApp Store with about 6,000 installs.",
    stack: ["Java", "Burp Suite", "Montoya API", "Gradle"],
    deploy: { "BApp Store": { name: "Authz Mirror", href: "https://portswigger.net/bappstore/authz-mirror" } },
    image: { src: "/images/projects/authz-mirror.png", alt: "Authz Mirror's Burp Suite tab flagging two requests as access-control failures" },
  },
  {
    name: "spring-guard-rules",
    github: "https://github.com/zhaddad-sec/spring-guard-rules",
    live: "",
    description:
      "A Semgrep rule pack of 52 rules for Spring Boot and Kotlin services: missing @PreAuthorize checks, SpEL injection, unsafe deserialization, " +
      "open redirects and personal data written to logs. It runs in Medvy's CI on every pull request; open source under the MIT licence.",
    stack: ["Semgrep", "YAML", "Java", "Kotlin", "GitHub Actions"],
    deploy: { "Semgrep Registry": { name: "p/spring-guard", href: "https://semgrep.dev/p/spring-guard" } },
  },
  {
    name: "IDOR Lab",
    github: "https://github.com/zhaddad-sec/idor-lab",
    live: "https://idorlab.example.com",
    description:
      'A deliberately vulnerable clinic-booking app with 12 broken-access-control bugs, built for my Sec-T 2023 talk "Your IDOR is my IDOR". ' +
      "Attendees hunt the bugs with Burp Suite; it runs locally from one Docker Compose file.",
    stack: ["Java", "Spring Boot", "PostgreSQL", "Docker"],
    deploy: {
      backend: "Fly.io",
      database: "PostgreSQL",
      "Docker Hub": { name: "zeinahaddad/idor-lab", href: "https://hub.docker.com/r/zeinahaddad/idor-lab" },
    },
    image: { src: "/images/projects/idor-lab.webp", alt: "IDOR Lab's booking page with another patient's appointment exposed" },
  },
  {
    name: "CVE Write-ups",
    github: "",
    live: "https://zeinahaddad.example.com/advisories",
    description:
      "Full write-ups of my two published vulnerabilities: CVE-2022-45193, a server-side request forgery (SSRF) in the PDF export of Tessera DMS, " +
      "an open-source document management system, and CVE-2023-31587, an XML external entity (XXE) flaw in the SAML login of samlet, " +
      "an open-source Java single sign-on library. Both were fixed within 60 days of my report.",
    stack: ["Java", "Burp Suite", "SAML"],
    deploy: { frontend: "Cloudflare Pages" },
  },
  {
    name: "Fika Overflow CTF Write-ups",
    github: "https://github.com/fika-overflow/writeups",
    live: "https://fika-overflow.github.io/writeups",
    description:
      "Write-ups from Fika Overflow, the Stockholm CTF team I have played with since 2017: web, crypto and reversing challenges. " +
      "We placed 11th of more than 1,200 teams in the DEF CON CTF Qualifier 2024; I mostly solve the web challenges.",
    stack: ["Python", "pwntools", "Ghidra", "Burp Suite"],
    deploy: { frontend: "GitHub Pages" },
  },
  {
    name: "hotspot",
    github: "https://github.com/zhaddad-sec/hotspot",
    live: "",
    description:
      "A Python command-line tool that ranks a Git repository's files by how often they change and how many security-sensitive APIs they call, " +
      "so a security code review starts where bugs are most likely. Published on PyPI as hotspot-review.",
    stack: ["Python", "Typer", "GitPython", "pytest"],
    deploy: { PyPI: { name: "hotspot-review", href: "https://pypi.org/project/hotspot-review/" } },
  },
];

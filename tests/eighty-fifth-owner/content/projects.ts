import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Cadeado",
    github: "https://github.com/tavo-kanashiro/cadeado",
    live: "https://tavo-kanashiro.github.io/cadeado/",
    description:
      'An open-source Semgrep rule pack for Spring apps written in Java and Kotlin. The name means "padlock". About 180 rules catch the bugs I kept ' +
      "finding in fintech code reviews: SpEL and JPQL injection, mass assignment in Spring MVC controllers, endpoints missing @PreAuthorize, permissive CORS, " +
      "exposed Spring Boot Actuator endpoints and secrets in application.yml. Each rule names the OWASP ASVS requirement it checks and comes with test cases " +
      "that GitHub Actions runs on every pull request, with a small Python harness. MIT licensed, about 900 GitHub stars, started in 2020.",
    stack: ["Semgrep", "Java", "Kotlin", "Spring", "Python", "GitHub Actions"],
    deploy: {
      rules: { name: "github.com/tavo-kanashiro/cadeado", href: "https://github.com/tavo-kanashiro/cadeado" },
      docs: { name: "Cadeado docs", href: "https://tavo-kanashiro.github.io/cadeado/" },
    },
  },
  {
    name: "Vigia (Burp extension)",
    github: "https://github.com/tavo-kanashiro/vigia",
    live: "",
    description:
      "A small Burp Suite extension, written in Kotlin on the Montoya API, that flags Brazilian personal data in HTTP responses while you test: CPF and CNPJ " +
      'numbers, phone numbers, bank account details and dates of birth. "Vigia" means "lookout". It grew out of LGPD findings on fintech APIs that returned ' +
      "far more personal data than the app showed. Built with Gradle; not in the BApp Store yet, so you load the JAR from the GitHub releases. MIT licensed.",
    stack: ["Kotlin", "Burp Suite", "Montoya API", "Gradle"],
    deploy: {
      releases: { name: "GitHub releases (JAR)", href: "https://github.com/tavo-kanashiro/vigia/releases" },
    },
  },
  {
    name: "0xPinhão (CTF team)",
    github: "https://github.com/0xpinhao/writeups",
    live: "https://0xpinhao.example.org",
    description:
      "The capture-the-flag team I have captained since 2018: eight people from Curitiba, named after the pine nut of Paraná's araucaria tree. " +
      "We play web, mobile and crypto challenges and publish our write-ups on GitHub. Our best result is first place at the Copa Hacker Brasil 2023 national final " +
      "in Brasília; I solved the Android challenge with Frida and most of the web ones with Burp Suite and small Python scripts.",
    stack: ["Python", "Burp Suite", "Frida"],
    deploy: {
      "write-ups": { name: "github.com/0xpinhao/writeups", href: "https://github.com/0xpinhao/writeups" },
      "team site": { name: "0xpinhao.example.org", href: "https://0xpinhao.example.org" },
    },
  },
  {
    name: "Bug de Estimação (podcast)",
    github: "",
    live: "https://bugdeestimacao.example.com",
    description:
      'A Portuguese-language podcast about application security that I host, every other Thursday since March 2020. The name means "pet bug". ' +
      "Each episode takes one class of bug or one standard (IDOR, SSRF, OWASP ASVS, OWASP MASVS, the LGPD) and talks it through with a developer or " +
      "security guest in plain Portuguese, for developers rather than security people. More than 110 episodes so far.",
    stack: ["OWASP ASVS", "OWASP MASVS", "LGPD"],
    deploy: {
      feed: { name: "bugdeestimacao.example.com/feed", href: "https://bugdeestimacao.example.com/feed" },
    },
  },
  {
    name: "Mercado Aurora Hall of Fame (responsible disclosure)",
    github: "",
    live: "https://mercadoaurora.example.com/security/hall-of-fame",
    description:
      "In 2022, through Mercado Aurora's public bug bounty programme, I found a broken access control (an IDOR) in the seller API behind their Android app: " +
      "by changing one ID, any seller could read another seller's payout bank details. I got past the app's certificate pinning with Frida, confirmed the bug " +
      "on my own two test accounts only, and reported it the same day. Mercado Aurora fixed it in six days and listed me in their security Hall of Fame. " +
      "The write-up is on my company site, published with their permission.",
    stack: ["Burp Suite", "Frida", "Android"],
    deploy: {
      "hall of fame": { name: "Mercado Aurora Hall of Fame", href: "https://mercadoaurora.example.com/security/hall-of-fame" },
      "write-up": { name: "kanashiro-seguranca.example.com/blog/aurora-idor", href: "https://kanashiro-seguranca.example.com/blog/aurora-idor" },
    },
  },
];

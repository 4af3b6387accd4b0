import type { Profile } from "./types";

/**
 * A made-up owner: a Japanese-Brazilian application-security engineer in Curitiba who runs his own
 * one-person pentest consultancy for fintechs and teaches secure software development in the evenings.
 */
export const profile: Profile = {
  firstName: "Otávio",
  lastName: "Kanashiro",
  initials: "OK",
  pronouns: "he",
  role: "Application Security Engineer & Penetration Tester",
  bio:
    "I'm Otávio Kanashiro, but everyone calls me Tavo. I'm an application-security engineer and penetration tester in Curitiba. " +
    "Since 2019 I've run Kanashiro Segurança Ltda., my one-person consultancy, testing web and mobile apps and reviewing code for fintechs, " +
    "and on Wednesday evenings I teach Secure Software Development at Universidade Barigui. Before that I wrote Java for six years at Banco Farol, " +
    "where I became a security champion, and before that PHP at a web agency, where a hacked online shop got me hooked on security. " +
    "I like findings that come with a fix, and developers who leave my reports knowing why the bug happened.",
  email: "otavio.kanashiro@example.com",
  phone: "+55 41 98817-3052",
  location: "Curitiba, Brazil",
  cube: ["OSCP", "Burp", "SAST", "Java", "CTF"],
  siteUrl: "https://tavokanashiro.example.com",
  portraits: {
    default: {
      src: "/images/eighty-fifth-portrait.jpg",
      alt: "Portrait of Otávio Kanashiro, a man with short black hair going grey at the temples and rectangular glasses, smiling in front of a whiteboard covered in a threat model",
    },
    alternate: {
      src: "/images/eighty-fifth-portrait-alt.jpg",
      alt: "Otávio Kanashiro at a CTF table with his team, two laptops open and a pine-cone mascot beside them",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/tavo-kanashiro", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/otavio-kanashiro-example", icon: "lu:briefcase-business" },
    { label: "Kanashiro Segurança (company site)", href: "https://kanashiro-seguranca.example.com", icon: "lu:shield-check" },
    { label: "Podcast: Bug de Estimação", href: "https://bugdeestimacao.example.com", icon: "lu:mic" },
    { label: "CTF team 0xPinhão", href: "https://0xpinhao.example.org", icon: "lu:flag" },
  ],
};

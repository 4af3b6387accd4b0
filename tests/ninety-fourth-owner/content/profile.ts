import type { Profile } from "./types";

/** A made-up owner: a São Paulo database reliability engineer who runs PostgreSQL fleets for a logistics company and speaks at PGConf Brasil. */
export const profile: Profile = {
  firstName: "Beatriz",
  lastName: "Nogueira de Castro",
  initials: "BN",
  pronouns: "she",
  role: "Staff Database Reliability Engineer, PostgreSQL",
  bio:
    "I'm Beatriz Nogueira de Castro, but everyone calls me Bia. I'm a database reliability engineer in São Paulo, and I've worked as a developer " +
    "and database engineer since 2016, about 11 years, after an internship while I studied. Today I'm Staff Database Reliability Engineer at High Table Logistics, where I keep about 120 " +
    "PostgreSQL clusters healthy, fast and boring. Before that I was a DBA at Banco Serra Azul, a backend developer at a Porto Alegre startup, " +
    "and an intern in the IT department of UFRGS, where I studied. I grew up in Porto Alegre and moved to São Paulo in 2018. " +
    "I've never been a frontend person: my work is databases and the backend code around them. " +
    "I speak about PostgreSQL at PGConf Brasil, write a blog in Portuguese called Diário do Vacuum, and on Sunday mornings I run with my running club.",
  email: "bia.castro@example.com",
  phone: "+55 11 95555-0142",
  location: "São Paulo, Brazil",
  cube: ["PG", "SQL", "Go", "C"],
  siteUrl: "https://biacastro.example.com",
  portraits: {
    default: {
      src: "/images/ninety-fourth-portrait.jpg",
      alt: "Portrait of Beatriz Nogueira de Castro, a woman with curly dark hair and round glasses, smiling in front of a São Paulo skyline",
    },
    alternate: {
      src: "/images/ninety-fourth-portrait-alt.jpg",
      alt: "Bia Nogueira de Castro speaking at PGConf Brasil in front of a slide with a PostgreSQL elephant",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/bia-castro", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/beatriz-nogueira-de-castro-example", icon: "lu:briefcase-business" },
    { label: "Blog: Diário do Vacuum (in Portuguese)", href: "https://diariodovacuum.example.com", icon: "lu:pen-line" },
    { label: "Talks and slides", href: "https://biacastro.example.com/palestras", icon: "lu:mic" },
  ],
};

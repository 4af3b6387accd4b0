import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Founder & Principal Security Consultant",
    employmentType: "Self-employed",
    company: "Kanashiro Segurança Ltda.",
    date: "Mar 2019 – Present",
    location: "Curitiba · Remote",
    description:
      "My own one-person consultancy: no employees, no subcontractors, every test done by me. I do web and mobile app penetration tests " +
      "(Android and iOS apps and the APIs behind them) and secure-code reviews, almost all for fintechs: payment companies, digital banks and credit start-ups, " +
      "mostly in Brazil and a few abroad, in Portuguese or English. I test with Burp Suite, Frida and MobSF against OWASP ASVS and MASVS, review Java, Kotlin " +
      "and PHP code with Semgrep and CodeQL, run STRIDE threat-modelling workshops before big releases, check AWS IAM policies and GuardDuty set-ups as part " +
      "of app engagements, and help clients map findings to the LGPD. More than 140 engagements for about 35 clients since 2019. Client names stay under NDA.",
    url: "https://kanashiro-seguranca.example.com",
  },
  {
    title: "Part-time Lecturer, Secure Software Development",
    employmentType: "Part-time",
    company: "Universidade Barigui",
    date: "Feb 2021 – Present",
    location: "Curitiba · On-site, Wednesday evenings",
    description:
      "Alongside the consultancy I teach Secure Software Development (Desenvolvimento Seguro de Software), an 80-hour evening course for final-year " +
      "students of the Software Engineering bachelor's at Universidade Barigui, a private university in Curitiba. About 40 students a semester " +
      "threat-model a small banking app with STRIDE, write Semgrep rules, and attack and then fix a deliberately vulnerable Spring app against OWASP ASVS.",
    url: "https://unibarigui.example.com",
  },
  {
    title: "Backend Developer (Java), then Security Champion",
    employmentType: "Full-time",
    company: "Banco Farol",
    date: "Mar 2013 – Feb 2019",
    location: "Curitiba · On-site",
    description:
      "Six years at Banco Farol, one of Brazil's large retail banks, in its Curitiba technology centre. From 2013 to 2016 I was a backend developer " +
      "writing Java and Spring services for the card-payments and mobile banking APIs. In 2016 I became my squad's security champion and then ran " +
      "the bank's security champions programme, which grew to 30 champions across 20 squads: I brought OWASP ZAP scans into the CI pipelines, " +
      "ran STRIDE threat-modelling sessions, reviewed AWS IAM policies and triaged GuardDuty alerts when the mobile banking backend moved to AWS, " +
      "and wrote the bank's first secure-coding guide for Java. I left in 2019 to start my own consultancy.",
    url: "https://bancofarol.example.com",
  },
  {
    title: "PHP Developer",
    employmentType: "Full-time",
    company: "Agência Vitrine",
    date: "Feb 2007 – Jan 2010",
    location: "Curitiba · On-site",
    description:
      "Three years at a small web agency in Curitiba building PHP and MySQL websites and online shops for local businesses. In 2008 one of our clients' " +
      "shops was broken into through a SQL injection in a search form I hadn't written but had to fix overnight. That night got me hooked on security, " +
      "and I left in 2010 to start a master's in cryptography.",
  },
];

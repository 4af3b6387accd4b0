import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Developer Relations Lead",
    employmentType: "Full-time",
    company: "Tezontle Labs",
    date: "Mar 2022 – Present",
    location: "Mexico City · Remote",
    description:
      "I lead developer relations for TezontleDB, an open-source, PostgreSQL-compatible distributed SQL database: the docs site in " +
      "English and Spanish, 34 sample apps, hands-on workshops and the community Discord, which grew from 600 to 6,800 members. " +
      "My team of four (two developer advocates, a technical writer and a community manager) cut the quickstart's time to first query " +
      "from 25 minutes to 6.",
    url: "https://tezontle.example.com",
    teamSize: 4,
  },
  {
    title: "Developer Experience Engineer (Docs & SDKs)",
    employmentType: "Full-time",
    company: "Tlalpay",
    date: "Jan 2020 – Feb 2022",
    location: "Mexico City · Hybrid",
    description:
      "At Tlalpay, a payments API for Mexico and Latin America, I designed and maintained the official SDKs in TypeScript, Python and Go, " +
      "generated from the OpenAPI spec and tested against the sandbox on every release. I wrote the integration guides for cards, " +
      "OXXO cash payments and SPEI transfers; integration time for new merchants fell from three weeks to five days.",
    url: "https://tlalpay.example.com",
  },
  {
    title: "Freelance Technical Writer",
    employmentType: "Freelance",
    company: "Self-employed",
    date: "Sep 2019 – Present",
    location: "Remote",
    description:
      "Paid tutorials, docs audits and Spanish translations of developer docs for developer-tool start-ups and open-source foundations " +
      "in the US, Brazil and Spain, alongside my full-time jobs: more than 60 published articles so far.",
  },
  {
    title: "Technical Writer",
    employmentType: "Full-time",
    company: "Tlalpay",
    date: "Jul 2017 – Dec 2019",
    location: "Mexico City · On-site",
    description:
      "Tlalpay's first technical writer. I replaced a 200-page PDF manual with an API reference generated from OpenAPI and a docs site " +
      "on Docusaurus, wrote the company's style guide in Spanish and English, and cut integration support tickets by 40%.",
    url: "https://tlalpay.example.com",
  },
  {
    title: "PHP & Laravel Developer",
    employmentType: "Full-time",
    company: "Nopal Digital",
    date: "Mar 2013 – Jun 2017",
    location: "Mexico City · On-site",
    description:
      "Started as the junior at a seven-person web agency and built about 40 client sites and online shops for restaurants, museums and " +
      "local brands in PHP, Laravel, MySQL and WordPress. I also wrote the agency's handover manuals for clients, which is where I found " +
      "out I liked explaining code as much as writing it.",
    url: "https://nopaldigital.example.com",
  },
];

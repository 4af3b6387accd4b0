import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Design Engineer",
    employmentType: "Full-time",
    company: "Ordra",
    date: "Mar 2023 – Present",
    location: "Remote from Porto Alegre · Berlin-based team",
    description:
      "Ordra is a Berlin spend-management app for small businesses. I build and look after Keel, its design system: more than 70 React " +
      "and TypeScript components on Radix UI, documented in Storybook, with design tokens synced from Figma through Style Dictionary. " +
      "I prototype new features in code for user testing, pair with the designers and front-end engineers of six product squads, " +
      "led our push to WCAG 2.2 AA in 2024, and lead a design systems team of two engineers.",
    url: "https://ordra.example.com",
    teamSize: 2,
  },
  {
    title: "Workshop Instructor",
    employmentType: "Part-time",
    company: "Trampolim Code",
    date: "Aug 2021 – Present",
    location: "Porto Alegre · Hybrid",
    description:
      "I teach Figma to Code, a monthly Saturday workshop at the bootcamp where I learned to code: how to turn a Figma design into " +
      "accessible, responsive HTML and CSS. More than 400 designers, developers and bootcamp students have taken it since 2021. " +
      "I also run in-company workshops on design tokens and accessible components, in Portuguese, English or Spanish.",
    url: "https://trampolimcode.example.com",
  },
  {
    title: "Freelance Design Engineer",
    employmentType: "Freelance",
    company: "Self-employed",
    date: "Jan 2020 – Feb 2023",
    location: "Porto Alegre · Remote",
    description:
      "Designed and built for European start-ups and shops from Porto Alegre: the rental-flow redesign for Fietsly, an Amsterdam " +
      "bike-sharing start-up (Figma, ProtoPie, Vue.js and Nuxt); the Webflow shop of Adega Norte, a wine merchant in Porto; and " +
      "onboarding prototypes in Framer for Hablalo, a language-learning app in Madrid. I also audited and rebuilt the design systems " +
      "of two SaaS start-ups.",
  },
  {
    title: "Senior Digital Designer",
    employmentType: "Full-time",
    company: "Estúdio Guaíba",
    date: "Jan 2018 – Dec 2019",
    location: "Porto Alegre · On-site",
    description:
      "Led the digital side of the studio's brand projects for clients across southern Brazil: websites, UI kits and motion guidelines. " +
      "After my bootcamp in 2018 I started coding the studio's smaller sites myself in HTML, CSS and JavaScript, and designed the " +
      "identity of the Sons do Guaíba music festival, which won silver at the Prêmio Design Sul 2019.",
    url: "https://estudioguaiba.example.com",
  },
  {
    title: "Graphic Designer",
    employmentType: "Full-time",
    company: "Estúdio Guaíba",
    date: "Feb 2015 – Dec 2017",
    location: "Porto Alegre · On-site",
    description:
      "Designed logos, packaging and print for local clients, including the beer labels of Cervejaria Lomba, a craft brewery, " +
      "and moved the studio's screen work from Illustrator to Figma in 2017.",
    url: "https://estudioguaiba.example.com",
  },
  {
    title: "Design Intern",
    employmentType: "Internship",
    company: "Editora Farroupilha",
    date: "Mar 2013 – Dec 2014",
    location: "Porto Alegre",
    description:
      "Laid out magazine pages and designed book covers in InDesign and Illustrator for a Porto Alegre publisher, while finishing my degree.",
  },
];

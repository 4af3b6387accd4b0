import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Principal Design Systems Engineer",
    employmentType: "Full-time (four days a week)",
    company: "Open Road Voyages",
    date: "Sep 2023 – Present",
    location: "Lyon · Remote",
    description:
      "Open Road Voyages sells train, coach and ferry tickets across 22 European countries. I lead its design-systems team of three engineers and own Atlas, " +
      "the design system that 14 product teams build the booking site, the apps' web views and the partner back office with. I moved the components from a " +
      "React-only library to Lit web components, so that the React booking flow and the Vue partner back office share one set, and set up the pipeline that turns " +
      "the designers' Figma tokens into CSS custom properties. Every pull request runs axe-core and keyboard checks in Playwright, and I do a screen-reader pass " +
      "with NVDA and VoiceOver before each release. The checkout went from 212 axe-core violations to none and has met WCAG 2.2 AA since 2024.",
    url: "https://openroadvoyages.example.com",
    teamSize: 3,
  },
  {
    title: "Freelance Accessibility Auditor",
    employmentType: "Freelance",
    company: "Self-employed",
    date: "Sep 2020 – Aug 2023",
    location: "Lyon · Remote and on-site",
    description:
      "Audited about 30 websites and web apps against RGAA 4.1, the French public-sector accessibility framework, and WCAG 2.1 AA: town halls, museums, " +
      "a regional transport network and online shops. Each audit ended with a report, a prioritised list of fixes and a half-day workshop with the team who had " +
      "to make them, and I re-tested for free once the fixes shipped. I also wrote the accessibility statements (déclarations d'accessibilité) that French public bodies must publish.",
  },
  {
    title: "Accessibility Instructor",
    employmentType: "Part-time",
    company: "Monday Morning Code School",
    date: "Jan 2021 – Jun 2023",
    location: "Lyon · Evenings, on-site and online",
    description:
      "Monday Morning Code School is a Lyon coding bootcamp for career changers. Two evenings a week, alongside my freelance audits, I taught its Accessible " +
      "Front-End module: semantic HTML, focus management, ARIA used sparingly and testing with a screen reader. Five cohorts, about 110 students; I wrote the " +
      "Listen First course for them.",
    url: "https://mondaymorning.example.org",
  },
  {
    title: "Front-End Developer, Accessible Components",
    employmentType: "Full-time",
    company: "Agence nationale des services en ligne (ANSEL)",
    date: "Mar 2017 – Aug 2020",
    location: "Paris · On-site, remote from Lyon from 2019",
    description:
      "ANSEL is the public body that builds and runs online services for French ministries. I was one of four front-end developers on Socle, its open-source " +
      "library of accessible React components, used today by about 120 public-service websites. I built the dialog, combobox, date picker and data table, wrote " +
      "the library's accessibility documentation, and ran test sessions with blind and low-vision users through a partner association. In 2019 I moved back to " +
      "Lyon and kept the job remotely.",
    url: "https://ansel.example.fr",
  },
  {
    title: "Front-End Developer",
    employmentType: "Full-time",
    company: "Le Courrier du Rhône",
    date: "Sep 2015 – Feb 2017",
    location: "Lyon · On-site",
    description:
      "The digital desk of Lyon's regional daily newspaper. I rebuilt the article page as a responsive template, cutting its weight from 4 MB to 900 KB, and made " +
      "interactive graphics for the newsroom, including the Election Night Map for the December 2015 regional elections. It's where I learned JavaScript properly, " +
      "and where a reader's letter about his screen reader first made me look at accessibility.",
  },
  {
    title: "Graphic Design Intern",
    employmentType: "Internship",
    company: "Atelier Quatre Couleurs",
    date: "Apr 2014 – Jul 2014",
    location: "Lyon",
    description:
      "A four-month internship at a small graphic design studio during my fine-arts degree: posters, the visual identity of a jazz festival, and my first " +
      "hand-coded website, for that festival, in HTML and CSS.",
  },
];

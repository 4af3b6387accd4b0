import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Founder, Accessibility Consultant and Front-End Developer",
    employmentType: "Self-employed",
    company: "Rampa Studio",
    date: "Mar 2021 – Present",
    location: "Lisbon · Remote",
    description:
      "Rampa Studio is my one-person studio. I take contracts from digital agencies and public-sector clients: WCAG 2.2 audits with manual NVDA and VoiceOver testing, " +
      "accessible front-end builds in React, Vue and Astro, and design-system work. Since 2021 I've audited more than 60 websites and apps. " +
      "My biggest contract was Comum, the design system of the Agência Nacional de Serviços Digitais (ANSD), which I led from 2022 to 2024. " +
      "Other public-sector clients include the Instituto Nacional de Apoio ao Estudante (INAE), whose student-grant portal I audited and rebuilt in 2024, " +
      "and the Museu do Cartaz in Porto; I also subcontract for three Lisbon digital agencies under NDA.",
    url: "https://rampa.example.pt",
  },
  {
    title: "Front-End Developer",
    employmentType: "Full-time",
    company: "Lumen Digital",
    date: "Sep 2018 – Feb 2021",
    location: "Lisbon · Hybrid",
    description:
      "Lumen Digital is a Lisbon digital agency of about 45 people. I built websites and web apps in React and Vue for clients in banking, travel and telecoms, " +
      "turned the agency's design files into a shared Vue component library, and founded its accessibility guild in 2019. " +
      "I ran the agency's first WCAG audits and wrote the accessibility checklist that every Lumen project still ships with.",
    url: "https://lumendigital.example.pt",
  },
  {
    title: "Digital Designer and Front-End Developer",
    employmentType: "Full-time",
    company: "Diário do Tejo",
    date: "Jan 2016 – Aug 2018",
    location: "Lisbon · On-site",
    description:
      "Diário do Tejo is a Lisbon daily newspaper. I joined its six-person digital team as a designer and learned front-end development on the job, " +
      "designing and coding interactive stories, charts and maps in HTML, CSS, JavaScript and D3.js. " +
      "I built the results page for the 2017 local elections; when a blind reader wrote that it was unusable with his screen reader, I rebuilt it with his help, " +
      "and it became my first accessibility project.",
    url: "https://diariodotejo.example.pt",
  },
  {
    title: "Graphic Designer",
    employmentType: "Full-time",
    company: "Atelier Prelo",
    date: "Sep 2012 – Dec 2015",
    location: "Porto · On-site",
    description:
      "Atelier Prelo is a small print design studio in Porto. I designed books, posters, exhibition catalogues and signage for theatres, festivals and museums. " +
      "Typesetting books taught me typography and visual hierarchy, which I still use when I structure headings for screen-reader users. " +
      "In the evenings I taught myself HTML and CSS.",
  },
  {
    title: "Co-organiser and Workshop Lead",
    employmentType: "Volunteer",
    company: "a11y Lisboa",
    date: "Jun 2019 – Present",
    location: "Lisbon",
    description:
      "a11y Lisboa is a free meetup for people who care about digital accessibility, held every two months, with about 1,100 members. " +
      "I co-organise it with two friends, run hands-on screen-reader workshops at it and invite disabled speakers to show how they use the web.",
    url: "https://www.meetup.com/a11y-lisboa",
  },
];

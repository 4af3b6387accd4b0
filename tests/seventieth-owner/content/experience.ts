import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Principal Accessibility Engineer",
    employmentType: "Full-time",
    company: "Open Road Travel",
    date: "Jun 2023 – Present",
    location: "Melbourne · Hybrid",
    description:
      "Open Road Travel is an Australian travel company that sells road trips, rail journeys and small-group tours across Australia, New Zealand and the Pacific, " +
      "online and through 40 stores. I lead its accessibility team of four engineers and own the accessibility of the booking website and of Compass, " +
      "the company's design system. I rebuilt the search-and-book flow so that it works end to end with a keyboard and with every major screen reader, " +
      "added axe-core and Playwright checks to every pull request in GitHub Actions, and run monthly research sessions with disabled travellers, who are paid " +
      "for their time. The booking flow now meets WCAG 2.2 AA, and we publish an accessibility statement that says honestly what still doesn't.",
    url: "https://openroadtravel.example.com",
    teamSize: 4,
  },
  {
    title: "Senior Accessibility Engineer",
    employmentType: "Full-time",
    company: "Eastern Savings Bank",
    date: "Mar 2021 – May 2023",
    location: "Melbourne · Hybrid",
    description:
      "Eastern Savings Bank is a customer-owned bank with about 400,000 members in Victoria and Tasmania, and I was its first dedicated accessibility engineer, " +
      "in the digital banking team. I audited internet banking and the mobile website against WCAG 2.1 AA, fixed the worst issues myself in React and TypeScript, " +
      "and wrote the accessibility acceptance criteria every new feature has to meet. I set up axe-core checks in Jest and Playwright, trained about 60 developers, " +
      "designers and testers, and ran usability sessions with blind, low-vision and Deaf customers. The payments flow I rebuilt halved the calls the contact centre " +
      "got from screen reader users about payments. The first version of Ramp Check came out of this job.",
    url: "https://easternsavings.example.com",
  },
  {
    title: "Front-End Developer",
    employmentType: "Full-time",
    company: "Victorian Digital Service Office",
    date: "Feb 2019 – Feb 2021",
    location: "Melbourne · On-site, remote from March 2020",
    description:
      "The Victorian Digital Service Office is the state government team that builds online services for Victorians: permits, concessions and grant applications. " +
      "I joined straight out of bootcamp as a front-end developer on the forms platform, building React and TypeScript components for its shared pattern library. " +
      "In 2020 I built the front end of the emergency business support grant form, which about 90,000 small businesses used, and made keyboard and screen reader " +
      "testing part of the team's definition of done. This is where I started Tab Trail, and where I found out that accessibility was the part of the job I wanted to do full-time.",
    url: "https://digitalservice.vic.example.com",
  },
  {
    title: "Auslan Interpreter",
    employmentType: "Casual",
    company: "Self-employed",
    date: "Apr 2018 – Dec 2020",
    location: "Melbourne · Evenings and weekends",
    description:
      "While I retrained and during my first developer job I kept a few interpreting bookings on evenings and weekends, mostly theatre performances, community events " +
      "and conferences. I stopped at the end of 2020 and let my NAATI certification lapse.",
  },
  {
    title: "Auslan–English Interpreter",
    employmentType: "Full-time",
    company: "Deaf Community Connect",
    date: "Feb 2012 – Mar 2018",
    location: "Melbourne · On the road across Victoria",
    description:
      "Deaf Community Connect is a not-for-profit that provides Auslan interpreters across Victoria. For six years I interpreted between Auslan and English in hospitals, " +
      "universities, job interviews, courts and workplaces, NAATI-certified from 2015, and I mentored newly qualified interpreters. Again and again I saw Deaf clients " +
      "stopped not by language but by websites: videos without captions, contact forms that only offered a phone number, CAPTCHAs nobody could pass. " +
      "That is what sent me to learn to code.",
    url: "https://deafcommunityconnect.example.org",
  },
];

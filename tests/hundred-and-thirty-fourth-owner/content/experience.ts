import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Legal-Tech Developer",
    employmentType: "Full-time (four days a week)",
    company: "Plain Terms",
    date: "Jul 2023 – Present",
    location: "Melbourne (Carlton) · Hybrid, two days a week in the office",
    description:
      "Plain Terms is a small Melbourne company of about 14 people that builds software for community legal centres: online intake forms, " +
      "guided letters for their clients, and tools that help their lawyers read documents faster. Our tools are used by 11 community legal centres " +
      "in Victoria and New South Wales. I build and look after them end to end: Next.js and React in TypeScript, Node.js on AWS Lambda, PostgreSQL through Prisma, " +
      "files in S3, and Playwright tests that run on every change. I built Fix-It Letter with the tenancy lawyers of Merri Creek Community Legal Centre, " +
      "and I'm building Clause Compare. Every form we ship is checked against WCAG 2.2 AA and tried with a screen reader before it goes live. " +
      "I work Monday to Thursday; my Fridays go to my machine learning course and to pro bono work.",
    url: "https://plainterms.example.com",
  },
  {
    title: "Document Automation Developer (contract)",
    employmentType: "Contract (six months)",
    company: "Ashby Kerr Lawyers",
    date: "Nov 2022 – Apr 2023",
    location: "Melbourne · Hybrid",
    description:
      "A six-month contract with the document-automation team of Ashby Kerr Lawyers, a mid-sized commercial law firm. With a team of four, " +
      "I turned 12 of the firm's most used precedents (commercial leases, employment contracts, NDAs) into docassemble interviews, with Python for the logic " +
      "and the firm's lawyers checking every clause. A first draft of a standard commercial lease went from about three hours to about 25 minutes. " +
      "The contract ended as planned, and the firm's team still maintains the templates.",
  },
  {
    title: "Junior Developer, Digital Services",
    employmentType: "Full-time",
    company: "Banksia Vale City Council",
    date: "Feb 2021 – Oct 2022",
    location: "Melbourne · Hybrid",
    description:
      "My first developer job, in local government: Banksia Vale City Council is a council in Melbourne's west. In its digital services team I rebuilt " +
      "23 of the council's online forms (parking permits, pet registration, hard-rubbish collection bookings, planning enquiries) as accessible React forms " +
      "with a Node.js and PostgreSQL back end, to WCAG 2.1 AA. Paper and PDF applications dropped by about 40% in a year. I wrote the council's first " +
      "Playwright tests and ran testing sessions with screen reader users from a local disability advocacy group.",
    url: "https://banksiavale.example.org",
  },
  {
    title: "Maths Tutor (part-time)",
    employmentType: "Part-time",
    company: "Numberwise Tutoring",
    date: "Mar 2019 – Dec 2020",
    location: "Melbourne · In person, then online",
    description:
      "While I studied for my Graduate Certificate in Computing at RMIT, I tutored secondary school students in maths, mostly VCE Mathematical Methods " +
      "and General Mathematics, about 12 hours a week. In 2020 the lessons moved online. Explaining the same idea five different ways until it lands " +
      "turned out to be good practice for writing plain-language forms.",
  },
  {
    title: "Paralegal",
    employmentType: "Full-time",
    company: "Hearth Tenancy Advice Service",
    date: "Feb 2016 – Jan 2019",
    location: "Melbourne · On-site",
    description:
      "Hearth Tenancy Advice Service is a not-for-profit that gives free advice to renters in Victoria. For three years I answered the advice line, " +
      "helped renters prepare VCAT applications about bonds and repairs, and drafted letters to landlords and agents, always under the supervision " +
      "of the service's lawyers. I wrote the same repair request letter hundreds of times, which is where Fix-It Letter comes from, and I taught myself " +
      "enough Python to tidy up the advice line's call statistics.",
  },
];

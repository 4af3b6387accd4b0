import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Open-Source Maintainer & Consultant",
    employmentType: "Self-employed",
    company: "Small Tools",
    date: "Oct 2022 – Present",
    location: "Montevideo · Remote",
    description:
      "Small Tools is my one-person company. I maintain Almanac, Mudanza, Meridian and Hourglass full time: I triage issues, review pull requests, " +
      "write the docs and cut the releases. About 140 sponsors on GitHub Sponsors and Open Collective, 12 of them companies, cover roughly 60% of my income; " +
      "the other 40% comes from paid consulting on date, time-zone and internationalisation problems for teams in Uruguay, Brazil, Spain and the United States: " +
      "audits of how a codebase handles dates, migrations off Moment.js, and getting code ready for the Temporal proposal.",
    url: "https://smalltools.example.com",
  },
  {
    title: "Staff Engineer, Delivery Promises",
    employmentType: "Full-time",
    company: "Tienda Ceibo",
    date: "Jul 2019 – Sep 2022",
    location: "Montevideo · Hybrid",
    description:
      "Tienda Ceibo is an online marketplace that sells in Uruguay, Argentina, Chile and Paraguay. I joined as a senior engineer and was promoted to " +
      "staff engineer in 2021, leading the Delivery Promises team of six engineers, which works out the date a parcel will arrive and shows it at checkout. " +
      "We rewrote that logic in TypeScript on Node.js on top of Almanac, and I wrote Mudanza to move about 3,800 files off Moment.js. " +
      "Support tickets about wrong delivery dates fell by 70%.",
    url: "https://tiendaceibo.example.com",
    teamSize: 6,
  },
  {
    title: "Software Developer",
    employmentType: "Full-time",
    company: "Agencia de Trámites Digitales",
    date: "Feb 2016 – Jun 2019",
    location: "Montevideo · On-site",
    description:
      "The Agencia de Trámites Digitales is the Uruguayan government agency that puts public services online. I built the appointment booking used by " +
      "about 40 public offices, in TypeScript and Node.js, and made its forms work with screen readers. Uruguay stopped using daylight saving time in 2015, " +
      "and browsers with old time-zone data kept showing appointments an hour off: chasing that bug is how I started Almanac as a side project in 2018.",
    url: "https://agenciatramites.example.com",
  },
  {
    title: "Teaching Assistant, Programming Courses",
    employmentType: "Part-time",
    company: "Facultad de Ingeniería, Universidad de la República",
    date: "Mar 2014 – Dec 2015",
    location: "Montevideo · On-site",
    description:
      "While I was still a student, I ran the lab sessions of the first-year programming courses, answered questions on the course forum " +
      "and graded assignments for about 60 students a semester. It is where I learned that explaining something simply is most of the job.",
  },
];

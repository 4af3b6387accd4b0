import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Lead Instructor & Curriculum Developer",
    employmentType: "Full-time",
    company: "Second Chance Academy",
    date: "Sep 2022 – Present",
    location: "Lagos · Yaba campus, hybrid",
    description:
      "Second Chance Academy is a Lagos coding bootcamp for career changers: teachers, bankers, nurses and accountants like I was. " +
      "I teach full-stack JavaScript (React, Node.js, Express and PostgreSQL) to cohorts of 40 students over 24 weeks, live-coding most of the lectures, " +
      "and I lead a team of four teaching assistants. I also wrote the academy's 12-module curriculum, which we publish openly on GitHub. " +
      "New cohorts start every February and August, and applications open on the academy's website about two months before; " +
      "students of the current cohort reach me on the academy's Slack, in the #ask-ada channel. I've taught six cohorts so far.",
    url: "https://secondchanceacademy.example.com",
    teamSize: 4,
  },
  {
    title: "Senior Back-End Developer",
    employmentType: "Full-time",
    company: "Kobo Ledger",
    date: "Mar 2019 – Aug 2022",
    location: "Lagos · Hybrid",
    description:
      "Kobo Ledger is a Lagos fintech that gives small businesses a bank account, card payments and bookkeeping in one app. I joined as a back-end " +
      "developer in March 2019 and was promoted to senior in 2021. I built the payments reconciliation service in Node.js and TypeScript with NestJS, " +
      "PostgreSQL and Redis: it matches the settlement files from Paystack, Flutterwave and the partner banks against our own ledger, about 1.2 million " +
      "transactions a month, and cut month-end reconciliation from three days to about four hours. I also moved our old Express services to NestJS, " +
      "wrote most of the Jest test suite for the ledger, and ran the back-end team's onboarding for new hires.",
    url: "https://koboledger.example.com",
  },
  {
    title: "Junior Developer",
    employmentType: "Contract",
    company: "Danfo Routes",
    date: "Jun 2018 – Feb 2019",
    location: "Lagos · On-site",
    description:
      "My first job in tech: a nine-month contract at Danfo Routes, a Lagos logistics startup that plans delivery routes for small courier fleets. " +
      "I worked in Laravel and PHP with MySQL, building the admin screens for dispatchers and the weekly driver-payout reports, which my accounting " +
      "background made me the obvious person for.",
  },
  {
    title: "Audit & Tax Associate (Senior Associate from 2016)",
    employmentType: "Full-time",
    company: "Adebayo & Partners Chartered Accountants",
    date: "Oct 2013 – May 2018",
    location: "Lagos · On-site",
    description:
      "Before tech I was an accountant at Adebayo & Partners, a mid-sized Lagos firm of chartered accountants: statutory audits and company tax returns " +
      "for small and medium-sized businesses, mostly in retail and manufacturing. I qualified as a chartered accountant (ICAN) in 2015 while working there. " +
      "Writing Excel VBA macros to speed up our audit working papers is what got me into programming.",
  },
];

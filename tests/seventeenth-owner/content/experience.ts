import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Club Lead",
    employmentType: "Volunteer",
    company: "Mobile Developers Club, Nairobi Highlands University",
    date: "Sep 2025 – Present",
    location: "Nairobi · On campus",
    description:
      "I lead the campus Mobile Developers Club with a committee of five: fortnightly Flutter and Kotlin workshops, " +
      "study groups before exams, and our first 24-hour internal hackathon in November 2025. " +
      "Membership has grown from 40 to about 150 students since I took over.",
    teamSize: 5,
  },
  {
    title: "Software Engineering Intern",
    employmentType: "Internship",
    company: "Kilele Pay",
    date: "Jun 2025 – Aug 2025",
    location: "Nairobi · Hybrid",
    description:
      "Twelve weeks in the merchant-payments team of Kilele Pay, a Nairobi fintech. I built the refunds screen of the merchant dashboard " +
      "in React and TypeScript, added two endpoints to the Node.js and Express payouts API, and wrote Jest tests that raised " +
      "the payouts module's test coverage from 41% to 68%. I also shadowed the on-call engineer when M-Pesa callbacks failed.",
    url: "https://kilelepay.example.com",
  },
  {
    title: "Teaching Assistant",
    employmentType: "Part-time",
    company: "Nairobi Highlands University",
    date: "Jan 2025 – Present",
    location: "Nairobi · On-site",
    description:
      "Part-time teaching assistant in the School of Computing, at the university where I study. I run two weekly lab sessions of " +
      "Introduction to Programming (in Python) for about 60 first-year students, mark their lab assignments and hold office hours " +
      "on Thursday afternoons. I wrote LabMark to check lab submissions automatically.",
    url: "https://nhu.example.ac.ke",
  },
  {
    title: "Barista",
    employmentType: "Part-time",
    company: "Kahawa Corner Café",
    date: "Oct 2023 – Nov 2024",
    location: "Westlands, Nairobi",
    description:
      "Weekend and evening shifts at a busy café during my first year at university. I trained four new baristas, ran the till and " +
      "M-Pesa till payments, and built the owner a Google Sheets stock tracker that cut weekly milk and coffee waste.",
  },
];

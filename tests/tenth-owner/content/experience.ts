import type { ExperienceEntry } from "./types";

/** Newest first. */
export const experience: ExperienceEntry[] = [
  {
    title: "Student Teaching Assistant, Web Programming",
    employmentType: "Part-time",
    company: "Karadeniz Technical University",
    date: "Sep 2025 – Jun 2026",
    location: "Trabzon · On-site",
    description:
      "Ran the weekly lab of the second-year Web Programming course for about sixty students in my final year: " +
      "helped them debug HTML, CSS and JavaScript, graded their assignments and wrote the accessibility checklist the course still uses.",
  },
  {
    title: "Frontend Developer Intern",
    employmentType: "Internship",
    company: "Kervan Teknoloji",
    date: "Jul 2025 – Sep 2025",
    location: "Istanbul · Remote",
    description:
      "Built React and TypeScript screens for the merchant dashboard of a small payments start-up, " +
      "added Storybook stories to its component library and fixed the keyboard and contrast problems found in a WCAG 2.2 audit.",
    url: "https://kervan.example.com.tr",
  },
  {
    title: "Software Development Intern",
    employmentType: "Internship",
    company: "Lighthouse Freight & Logistics",
    date: "Jul 2024 – Aug 2024",
    location: "Trabzon · On-site",
    description:
      "My compulsory summer internship: built the shipment-tracking page of the customer portal in Vue 3 and TypeScript, " +
      "and wrote a small Python script that cleaned up the port's container CSV exports before import.",
    url: "https://lighthousefreight.example.com.tr",
  },
  {
    title: "Barista",
    employmentType: "Part-time",
    company: "Kumsal Kitap & Kahve",
    date: "Oct 2022 – Jun 2024",
    location: "Trabzon",
    description:
      "Made espresso drinks and brewed a great deal of tea at a bookshop café near the university, twenty hours a week during term: " +
      "worked the till at the morning rush, opened the shop on Saturdays and trained two new baristas.",
  },
];

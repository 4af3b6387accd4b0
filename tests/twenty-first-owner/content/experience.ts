import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Full-Stack Developer",
    employmentType: "Full-time",
    company: "Hafenlicht Commerce",
    date: "Aug 2022 – Present",
    location: "Remote from Nairobi · Hafenlicht is based in Hamburg, Germany",
    description:
      "Hafenlicht is an e-commerce agency in Hamburg; I build and maintain Laravel back ends and Vue storefronts for its clients, " +
      "mid-sized online shops in Germany, Austria and the Netherlands. I wrote the Go service that syncs stock from warehouse feeds " +
      "into our shops' MySQL databases every five minutes, moved checkout payments to Mollie and Stripe, " +
      "and review pull requests for two junior developers.",
    url: "https://hafenlicht.example.com",
  },
  {
    title: "Junior Web Developer",
    employmentType: "Full-time",
    company: "Soko Digital",
    date: "Feb 2021 – Jul 2022",
    location: "Nairobi · On-site",
    description:
      "My first developer job, at a small Nairobi studio: online shops and booking sites for Kenyan small businesses in Laravel, " +
      "Blade and Vue, with M-Pesa payments through Safaricom's Daraja API. I shipped 11 client sites in 18 months " +
      "and set up the team's first automated tests with PHPUnit.",
    url: "https://sokodigital.example.com",
  },
  {
    title: "Volunteer Coding Instructor",
    employmentType: "Volunteer",
    company: "Code Jamii Saturdays",
    date: "Mar 2021 – Present",
    location: "Kibera, Nairobi · Saturdays",
    description:
      "Every Saturday morning I teach HTML, CSS and JavaScript to about 25 teenagers aged 13 to 17 at a community centre in Kibera. " +
      "I wrote the curriculum, run a ten-week course three times a year, and built the Jamii Playground editor " +
      "so that students can practise on shared phones.",
    url: "https://codejamii.example.org",
  },
  {
    title: "Chemistry Teacher and Head of Science",
    employmentType: "Full-time",
    company: "Lavington Green Academy",
    date: "Jan 2017 – Dec 2020",
    location: "Nairobi · On-site",
    description:
      "Taught chemistry to Form 3 and Form 4 students preparing for the KCSE exams and led a science department of six teachers. " +
      "Started the school's computer club in 2018, and in 2020 built Maabara, the lab inventory app the school still uses.",
    teamSize: 6,
  },
  {
    title: "Chemistry Teacher",
    employmentType: "Full-time",
    company: "Nyeri Hill Secondary School",
    date: "Jan 2013 – Dec 2016",
    location: "Nyeri, Kenya · On-site",
    description:
      "Taught chemistry and mathematics to Forms 1 to 4 at a public boarding school, and coached the school's science congress team, " +
      "which reached the national finals in 2015.",
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. */
export const experience: ExperienceEntry[] = [
  {
    title: "Founder & Web Developer",
    employmentType: "Self-employed",
    company: "Front Step Web",
    date: "Sep 2022 – Present",
    location: "Cardiff · Remote and in person",
    description:
      "My own studio. I build and look after websites for small businesses: cafés, bakeries, physios, makers and a few charities. " +
      "WordPress sites and custom plugins, Shopify themes in Liquid, Webflow for clients who want to edit everything themselves, " +
      "online booking and Stripe payments, Mailchimp newsletters, accessibility audits and site speed fixes. " +
      "Every project ends with a training session and a written handover, so the client can run the site without me.",
    url: "https://frontstepweb.example.co.uk",
  },
  {
    title: "Bootcamp Teaching Assistant",
    employmentType: "Part-time",
    company: "Bay Code School",
    date: "Mar 2023 – Present",
    location: "Cardiff · Two evenings a week",
    description:
      "Alongside the freelance work, I help students on the same bootcamp I took: debugging their JavaScript, reviewing pull requests, " +
      "pairing on their final projects and running a session on working with real clients. A lot of them are career-changers, like I was.",
  },
  {
    title: "Contract Web Developer",
    employmentType: "Contract",
    company: "Hafan Food Bank Network",
    date: "May 2022 – Aug 2022",
    location: "Cardiff · Remote",
    description:
      "A four-month contract for a charity running six food banks across Cardiff. I audited their old site against WCAG 2.1 AA, " +
      "rebuilt it in Webflow with a new donation page (one-off and monthly gifts through Stripe, with Gift Aid), added a volunteer sign-up form, " +
      "and trained three staff members to update it themselves.",
  },
  {
    title: "Web Developer",
    employmentType: "Full-time",
    company: "Harbour & Hill Digital",
    date: "Feb 2020 – Apr 2022",
    location: "Cardiff · Hybrid",
    description:
      "My first tech job, at a twelve-person digital agency. Built custom WordPress themes and plugins (PHP, Advanced Custom Fields, the block editor), " +
      "Shopify themes for independent shops, and WooCommerce stores; took over site speed work after getting a slow client site from a " +
      "Lighthouse score of 31 to 92, and ran the agency's first accessibility audits.",
  },
  {
    title: "Bank Staff Nurse",
    employmentType: "Part-time",
    company: "University Hospital of Wales",
    date: "Aug 2019 – Jan 2020",
    location: "Cardiff",
    description: "Picked up weekend shifts through the hospital's nurse bank to pay the rent while I did the bootcamp during the week.",
  },
  {
    title: "Staff Nurse, Acute Medical Unit",
    employmentType: "Full-time",
    company: "University Hospital of Wales",
    date: "Sep 2014 – Jul 2019",
    location: "Cardiff",
    description:
      "Looked after up to eight patients a shift on a busy admissions ward: assessments, medicines, wound care, talking families through bad news, " +
      "and mentoring student nurses. I left because five years of twelve-hour shifts and nights had worn me out, and I'd noticed that the " +
      "happiest hours of my week were the evenings I spent fixing the ward's rota spreadsheet and building a website for a friend's café. " +
      "I still miss the people; I don't miss the nights.",
  },
];

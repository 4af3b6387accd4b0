import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Founder & Lead Developer",
    employmentType: "Self-employed (own studio)",
    company: "Simple Build Studio",
    date: "Jan 2022 – Present",
    location: "Nairobi · co-working space in Kilimani, clients in Kenya and abroad",
    description:
      "Simple Build Studio is my two-person web studio: me and Faith Achieng, our junior developer. We build WordPress websites, WooCommerce shops " +
      "with M-Pesa checkouts, custom plugins and the odd Laravel app for small businesses, NGOs and cooperatives in Kenya and abroad, and we look after " +
      "about 30 sites on monthly care plans. I write the quotes, plan each build and write most of the PHP; Faith builds themes and handles the care-plan " +
      "updates. We have shipped about 40 websites and shops since January 2022.",
    url: "https://simplebuild.example.com",
    teamSize: 1,
  },
  {
    title: "PHP Developer",
    employmentType: "Full-time",
    company: "Kijiji Digital",
    date: "Mar 2019 – Dec 2021",
    location: "Nairobi · On-site (Westlands)",
    description:
      "Kijiji Digital is a Nairobi digital agency of about 25 people that makes websites and campaigns for banks, SACCOs, hotels and consumer brands. " +
      "I built custom WordPress themes and plugins and Laravel client portals, including a member portal for a SACCO where about 12,000 members check " +
      "their savings and loan balances. I wrote the agency's first M-Pesa integration here, and moved our deployments from FTP uploads to Git.",
    url: "https://kijijidigital.example.com",
  },
  {
    title: "WordPress Developer",
    employmentType: "Full-time",
    company: "The Nairobi Evening Standard",
    date: "Jun 2017 – Feb 2019",
    location: "Nairobi · On-site",
    description:
      "The Nairobi Evening Standard is a daily newspaper whose news website has about 3 million readers a month. I was one of two developers on the " +
      "WordPress site: I maintained the custom news theme, built plugins for breaking-news alerts, live blogs and photo galleries, and cut the mobile " +
      "page load from about 7 seconds to under 2 by trimming plugins, lazy-loading images and caching pages. On the night of the August 2017 general " +
      "election our live results blog served 1.2 million page views without going down.",
    url: "https://eveningstandard.example.co.ke",
  },
  {
    title: "IT Intern",
    employmentType: "Internship",
    company: "Lurambi Community Hospital",
    date: "Sep 2016 – May 2017",
    location: "Kakamega · On-site",
    description:
      "My first job after university, back home in Kakamega. I fixed computers and printers, kept the records office's network running and trained " +
      "nurses on the new patient-records system. I also built the hospital's first website, on WordPress, with clinic hours and a list of departments: " +
      "that is where I fell for WordPress.",
  },
];

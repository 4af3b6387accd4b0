import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Founder and Salesforce Developer",
    employmentType: "Contract (own company)",
    company: "Bright Harbor Consulting",
    date: "Feb 2023 – Present",
    location: "Manila · Remote",
    description:
      "Bright Harbor Consulting is my one-person company: I'm its only developer, and I take Salesforce contracts through it for clients in Australia, " +
      "Singapore and the Philippines. My longest client is Meridian Health Cover, an Australian health insurer, for whom I built the Meridian Service Console " +
      "in 2023 and 2024; I'm now on its second phase, a contract that ends in January 2027. The work is Apex, Lightning Web Components, SOQL and Flow on " +
      "Service Cloud, with MuleSoft for the integrations, planned in Jira and versioned in Git. I also do short code reviews and Flow clean-ups " +
      "for other consultancies' Salesforce orgs.",
    url: "https://brightharborconsulting.example.com",
  },
  {
    title: "Salesforce Developer",
    employmentType: "Full-time",
    company: "Cloudline Partners",
    date: "Apr 2019 – Jan 2023",
    location: "Taguig City · Hybrid",
    description:
      "Cloudline Partners is a Salesforce consulting partner with about 60 people in Taguig. I joined as a junior developer and left as a senior developer, " +
      "after projects for clients in the Philippines, Singapore and Australia: Apex triggers and batch jobs, Lightning Web Components, and integrations " +
      "built on the MuleSoft Anypoint Platform. In 2021 I led Project Lipat, the migration of just over one million records for a Singapore logistics company, " +
      "and from 2021 I mentored four junior developers. This is where I earned Platform Developer I and II and the MuleSoft developer certification.",
    url: "https://cloudlinepartners.example.com",
  },
  {
    title: "CRM Administrator",
    employmentType: "Full-time",
    company: "Luzon Mutual Assurance",
    date: "Jul 2016 – Mar 2019",
    location: "Makati City · On-site",
    description:
      "Luzon Mutual Assurance is a Philippine life and non-life insurance company. I was the administrator of its Salesforce CRM, used by about 350 agents, " +
      "underwriters and claims staff: users, profiles and permission sets, reports and dashboards for the sales managers, and the automation that routed " +
      "new claims to the right team, first with workflow rules and later with Flow. I passed the Salesforce Administrator exam here in 2017, started " +
      "learning Apex on Trailhead in the evenings, and wrote my first Apex trigger in 2018.",
  },
  {
    title: "Customer Service Team Lead",
    employmentType: "Full-time",
    company: "Vista Bay Contact Centers",
    date: "Jul 2013 – Jun 2016",
    location: "Cebu City · On-site, night shift",
    description:
      "Vista Bay Contact Centers is a call centre (BPO) in Cebu City. For three years I led a team of 14 agents on the night shift, answering billing and " +
      "support calls for an American telecom company: coaching, call quality reviews, schedules and the weekly numbers. I was also the team's go-to person " +
      "for the CRM the agents worked in, which is how I found out that I liked fixing the tool more than reading its reports.",
    teamSize: 14,
  },
];

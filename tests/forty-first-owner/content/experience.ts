import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Salesforce Technical Architect",
    employmentType: "Full-time",
    company: "Bayanihan Cloud Partners",
    date: "Mar 2022 – Present",
    location: "Quezon City · Hybrid",
    description:
      "Bayanihan Cloud Partners is a Salesforce consulting partner of about 120 people with offices in Quezon City and Sydney. " +
      "I design and lead Salesforce implementations for banks and retailers in Southeast Asia and Australia, with a delivery team of nine developers and admins. " +
      "For Kalinaw Bank, a Philippine digital bank, I designed the Service Cloud contact centre and an Experience Cloud help portal for its 600,000 customers. " +
      "For Southern Cross Mutual, a customer-owned bank in Brisbane, I led the migration of 1.2 million customer records from a legacy CRM " +
      "and the MuleSoft and REST integrations with its core banking system. For SariMart, a convenience-store chain with more than 900 stores " +
      "in the Philippines and Malaysia, I built a franchisee support portal on Experience Cloud with Service Cloud case management. " +
      "I also do technical pre-sales (scoping workshops, solution demos and estimates), which has helped win 11 new projects since 2023, " +
      "and I run a fortnightly mentoring hour for the firm's junior admins.",
    url: "https://bayanihancloud.example.com",
    teamSize: 9,
  },
  {
    title: "Senior Salesforce Developer",
    employmentType: "Full-time",
    company: "Luzon Bridge Outsourcing",
    date: "Jun 2018 – Feb 2022",
    location: "Pasig City · On-site",
    description:
      "Luzon Bridge Outsourcing is a business-process-outsourcing company that runs contact centres for telecom, insurance and e-commerce clients. " +
      "I joined its CRM team as a Salesforce Developer and was promoted to Senior Salesforce Developer in 2020. I built the Service Cloud setup " +
      "its 3,500 agents work in: Apex triggers and Omni-Channel routing, Lightning Web Components for the agent console, a REST integration with " +
      "the telephony platform for click-to-dial and call logging, and a SOAP integration with an insurance client's legacy policy system. " +
      "I rewrote 30 Visualforce pages as Lightning Web Components and moved the team from change sets to Salesforce DX with GitHub Actions, " +
      "cutting a release from a full day to about 40 minutes.",
    url: "https://luzonbridge.example.com",
  },
  {
    title: "Web Developer (PHP/Laravel)",
    employmentType: "Full-time",
    company: "Sugbo Pixel Studio",
    date: "Jul 2014 – May 2018",
    location: "Cebu City · On-site",
    description:
      "Sugbo Pixel Studio is a seven-person web agency in Cebu City. I built more than 30 websites and booking systems for resorts, dive shops " +
      "and restaurants in Cebu and Bohol with PHP, Laravel, MySQL and jQuery, including a Laravel booking engine used by 14 resorts. " +
      "In 2017 a resort group asked us to sync its bookings to Salesforce; I built the REST integration, passed Platform Developer I that November " +
      "and decided Salesforce was where I wanted to be. Four years in Cebu is also where I picked up conversational Cebuano.",
    url: "https://sugbopixel.example.com",
  },
  {
    title: "QA Intern",
    employmentType: "Internship",
    company: "Tanglaw Telecom",
    date: "Apr 2013 – May 2013",
    location: "Makati City · On-site",
    description:
      "A summer internship in the QA team of Tanglaw Telecom, a mobile network operator. I wrote test cases and ran regression tests " +
      "for the prepaid load web portal and the self-care mobile app, logged bugs in Jira, and learned how much time a clear bug report saves everyone.",
  },
  {
    title: "Co-organiser",
    employmentType: "Volunteer",
    company: "Manila Salesforce Developers",
    date: "Jan 2019 – Present",
    location: "Metro Manila",
    description:
      "I co-organise Manila Salesforce Developers, a free community group for Salesforce developers, admins and architects. " +
      "We have run more than 50 meetups, in person in Makati and Quezon City and online, and the group has about 2,300 members. " +
      "I line up the speakers, give a talk now and then, run the hands-on Lightning Web Components workshops and lead the Admin-to-Dev study circle.",
    url: "https://www.meetup.com/manila-salesforce-developers",
  },
];

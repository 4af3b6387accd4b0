import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Power Platform Developer",
    employmentType: "Full-time",
    company: "Green Field Insurance",
    date: "Mar 2022 – Present",
    location: "Johannesburg · Hybrid (two office days a week)",
    description:
      "Green Field Insurance is a South African short-term insurer of about 1,200 people (car, home and small-business cover). I'm one of two " +
      "Power Platform developers in a business applications team of six. I built ClaimsDesk, the canvas app on Dataverse that the claims team " +
      "captures every new claim in, and the Power Automate flow library that routes supplier invoices for approval in Microsoft Teams. Where " +
      "low-code runs out I write the pro-code parts: a PCF control in TypeScript and React, and a C# Azure Function that validates South African " +
      "ID numbers. I set up our ALM: solutions, separate dev, test and production environments, and Azure DevOps pipelines that deploy managed " +
      "solutions during business hours. I also build the claims operations dashboards in Power BI with DAX, and in 2024 I ran a small Copilot " +
      "Studio pilot: an agent in Microsoft Teams that answers brokers' questions about policy wordings, tried by 20 brokers and not yet in production.",
    url: "https://greenfieldinsurance.example.co.za",
  },
  {
    title: "Junior Business Applications Developer",
    employmentType: "Full-time",
    company: "Kopano Digital",
    date: "Feb 2020 – Feb 2022",
    location: "Johannesburg · Remote from March 2020",
    description:
      "My first developer job, at Kopano Digital, a Johannesburg Microsoft partner consultancy of about 40 people. I built canvas and model-driven " +
      "Power Apps, Power Automate flows and SharePoint lists for clients in retail, logistics and local government, and Power BI reports for " +
      "their finance teams. For a logistics client I customised Dynamics 365 Customer Service (forms, views, business rules and two C# plug-ins). " +
      "My accounting background made me the person who got sent to the finance teams: I replaced a lot of Excel VBA macros with flows. " +
      "I earned the PL-400 certification here in 2021.",
    url: "https://kopanodigital.example.co.za",
  },
  {
    title: "Management Accountant",
    employmentType: "Full-time",
    company: "Mahlangu & Partners Chartered Accountants",
    date: "Jan 2017 – Jan 2020",
    location: "Johannesburg · On-site",
    description:
      "Mahlangu & Partners is a Johannesburg accounting firm of about 60 people. I prepared monthly management accounts, budgets and cash-flow " +
      "forecasts for about 25 small and medium-sized clients, in Sage Pastel and Excel. I wrote Excel VBA macros that cut our month-end reporting " +
      "from three days to one, which is how I found out I liked building things more than closing them. I was an accountant, not a developer: " +
      "I closed my last set of books in January 2020.",
  },
  {
    title: "Trainee Accountant",
    employmentType: "Full-time (three-year training contract)",
    company: "Mahlangu & Partners Chartered Accountants",
    date: "Jan 2014 – Dec 2016",
    location: "Johannesburg · On-site",
    description:
      "Straight after my BCom I joined Mahlangu & Partners as a trainee accountant: bookkeeping, VAT returns, year-end financial statements and " +
      "audit fieldwork for small businesses, on a three-year training contract. I'm not a chartered accountant: I didn't go on to the CTA or the " +
      "board exams.",
  },
];

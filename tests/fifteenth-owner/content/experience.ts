import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Analytics Engineer",
    employmentType: "Full-time",
    company: "Haulwise",
    date: "Jul 2023 – Present",
    location: "Lagos · Hybrid",
    description:
      "At Haulwise, a logistics scale-up, I own the dbt project behind delivery, fleet and pricing data: more than 240 tested models on BigQuery, " +
      "orchestrated with Airflow and served in Looker to operations teams in four cities. " +
      "Lead a team of three analysts and run the weekly metrics review with ops and finance.",
    url: "https://haulwise.example.com",
    teamSize: 3,
  },
  {
    title: "Data Analyst",
    employmentType: "Full-time",
    company: "Crestmark Bank",
    date: "Jan 2020 – Jun 2023",
    location: "Lagos · On-site",
    description:
      "Built credit-risk and branch-performance reporting on Snowflake and Tableau for the retail banking division. " +
      "Replaced thirty weekly Excel reports with scheduled Airflow and Python jobs, and cut month-end reporting from five days to one.",
    url: "https://crestmarkbank.example.com",
  },
  {
    title: "Part-time Lecturer in Statistics",
    employmentType: "Part-time",
    company: "Lagoon City University",
    date: "Oct 2021 – Jul 2023",
    location: "Lagos · On-site",
    description:
      "I taught introductory statistics and data analysis in R to second-year economics and business students: " +
      "two evening classes a week, alongside my job at Crestmark Bank, for about 120 students each year. " +
      "I also wrote the ClassStats Shiny app for the course.",
  },
  {
    title: "Freelance Data Consultant",
    employmentType: "Freelance",
    company: "Self-employed",
    date: "Aug 2018 – Dec 2019",
    location: "Lagos · Remote",
    description:
      "Worked with small retailers, NGOs, a microfinance lender and an early-stage fintech start-up: sales dashboards in Excel " +
      "and Google Sheets for shops, survey analysis in R for two NGOs, and a loan-book dashboard for the lender. " +
      "I learned to scope a project, price it and explain results to people who never open a spreadsheet.",
  },
  {
    title: "Research Analyst Intern",
    employmentType: "Internship",
    company: "Adebola & Partners Consulting",
    date: "Feb 2018 – Jul 2018",
    location: "Lagos",
    description:
      "Cleaned and analysed market-sizing data in Excel for consumer-goods and agriculture clients, " +
      "and built the charts for three client reports.",
  },
];

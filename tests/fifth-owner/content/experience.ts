import type { ExperienceEntry } from "./types";

/** Newest first. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Machine Learning Engineer",
    employmentType: "Full-time",
    company: "Open Field Analytics",
    date: "Apr 2023 – Present",
    location: "Nairobi · Hybrid",
    description:
      "Leads the team that forecasts maize and bean yields for smallholder farms from satellite imagery and weather data, " +
      "with PyTorch models served on Google Cloud and retrained by Airflow every week.",
    url: "https://openfield.example.co.ke",
    teamSize: 4,
  },
  {
    title: "Freelance Data Engineer",
    employmentType: "Freelance",
    company: "Self-employed",
    date: "Sep 2021 – Mar 2023",
    location: "Remote",
    description:
      "Built data pipelines and dashboards in Airflow, dbt and BigQuery for three NGOs and a logistics start-up, " +
      "and trained their analysts to run them.",
  },
  {
    title: "Data Engineer",
    employmentType: "Full-time",
    company: "Jamii Trust Bank",
    date: "Jan 2019 – Aug 2021",
    location: "Nairobi · On-site",
    description:
      "Built the Kafka and Spark pipeline that scores every mobile-money transfer for fraud in real time, " + "and the XGBoost model behind it.",
  },
  {
    title: "Data Analyst Intern",
    employmentType: "Internship",
    company: "Safiri Logistics",
    date: "May 2018 – Dec 2018",
    location: "Mombasa",
    description: "Cleaned two years of delivery records in pandas and built the route-delay report the operations team read every Monday.",
  },
];

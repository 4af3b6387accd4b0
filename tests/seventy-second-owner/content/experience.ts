import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Lead Analytics Engineer",
    employmentType: "Part-time (four days a week)",
    company: "Northern Current AS",
    date: "Jan 2024 – Present",
    location: "Tallinn · Hybrid",
    description:
      "Northern Current sells electricity and district heating to about 310,000 homes and businesses in Estonia. I lead its analytics engineering team " +
      "of three: we own the dbt project in Snowflake (about 900 models), the Airflow DAGs that load meter, market and billing data, and the Looker models " +
      "that traders, grid planners and customer service use every day. In 2025 we rebuilt the meter data models for the market's switch from hourly to " +
      "15-minute readings (Quarter Hour), and I brought in the rule that no Looker explore goes live without dbt tests on every model it reads. " +
      "I work Monday to Thursday.",
    url: "https://northerncurrent.example.com",
    teamSize: 3,
  },
  {
    title: "Senior Analytics Engineer",
    employmentType: "Part-time (four days a week)",
    company: "Northern Current AS",
    date: "Mar 2023 – Dec 2023",
    location: "Tallinn · Hybrid",
    description:
      "Joined to move the company's reporting from about 140 hand-written SQL reports on the billing database to dbt and Looker, and did it in ten months. " +
      "Set up the first dbt project in Snowflake, wrote the Airflow DAG that loads the Nord Pool day-ahead electricity prices every hour, and built Cold Snap, " +
      "the cold-weather demand dashboard for the grid planners. Promoted to lead in January 2024.",
    url: "https://northerncurrent.example.com",
  },
  {
    title: "Evening Lecturer, Everyday SQL",
    employmentType: "Part-time",
    company: "Tallinn Open University",
    date: "Feb 2021 – Present",
    location: "Tallinn · On-site, Wednesday evenings",
    description:
      "Alongside my day job I teach Everyday SQL, a 12-week evening course every spring semester (February to May) for adults changing careers: nurses, " +
      "accountants, teachers, shop managers. About 30 students a group go from SELECT to window functions on PostgreSQL, with exercises on Estonian open data " +
      "such as Tallinn bus timetables and pharmacy opening hours. Taught in Estonian; all materials are also in English. I took the university's evening " +
      "data analytics programme myself in 2016, so I know what it's like to learn this after a full working day.",
    url: "https://openuniversity.example.ee/courses/everyday-sql",
  },
  {
    title: "Analytics Engineer",
    employmentType: "Full-time",
    company: "Paperless OÜ",
    date: "Sep 2020 – Feb 2023",
    location: "Tallinn · Remote-first",
    description:
      "Paperless helps e-residents from more than 120 countries run an Estonian company online: founding it, bookkeeping and annual reports. I was its first " +
      "data hire. I moved the startup from ad-hoc queries on the production database to Airbyte and dbt on BigQuery, set up Metabase for the whole company " +
      "and later Looker for the finance and growth teams, and built First Invoice, the onboarding funnel that showed where new founders got stuck.",
    url: "https://paperless.example.com",
  },
  {
    title: "Data Analyst, Medicines Statistics",
    employmentType: "Full-time",
    company: "Estonian Public Health Agency",
    date: "Jul 2017 – Aug 2020",
    location: "Tallinn · On-site",
    description:
      "The agency is the public body that collects and publishes Estonia's health statistics. I joined its data team to work on medicines statistics: " +
      "I built Antibiotic Watch, the public report of antibiotic use by county, moved the yearly medicines consumption tables from hand-edited files into " +
      "PostgreSQL and Python scripts, and in spring 2020 helped build the daily COVID-19 test statistics that the agency published as open data. " +
      "This is where I learned Python, mostly from colleagues and in the evenings.",
  },
  {
    title: "Hospital Pharmacist",
    employmentType: "Full-time (weekend shifts only from Jul 2017)",
    company: "Kopli Hospital Foundation (SA Kopli Haigla)",
    date: "Aug 2014 – Jan 2018",
    location: "Tallinn · On-site",
    description:
      "Dispensed and checked medicines for a 450-bed hospital, prepared chemotherapy doses in the sterile unit, and answered the wards' questions on dosing " +
      "and interactions in Estonian and Russian. I started keeping the pharmacy's antibiotic orders in a small database to see how much stock we threw away, " +
      "which is how I found SQL. From July 2017 I worked weekend shifts only, alongside my new job at the agency.",
  },
];

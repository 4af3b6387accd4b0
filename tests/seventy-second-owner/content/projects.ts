import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Quarter Hour",
    github: "",
    live: "https://northerncurrent.example.com/engineering/quarter-hour",
    description:
      "The rebuild of Northern Current's meter data models for the Baltic electricity market's switch from hourly to 15-minute readings in 2025. " +
      "It meant four times the rows overnight: about 1.2 billion meter readings a month now land in Snowflake. I redesigned the dbt models as incremental " +
      "models partitioned by day, added tests that compare every 15-minute total with the hourly one the grid operator still sends, and rebuilt the Looker " +
      "explores so that the traders and billing could switch on the same morning. The nightly build went from 3 hours 10 minutes to 48 minutes. " +
      "The code is internal, so the link goes to our engineering blog post.",
    stack: ["dbt", "Snowflake", "SQL", "Airflow", "Looker"],
    deploy: {
      warehouse: "Snowflake",
      orchestration: "Airflow",
      BI: "Looker",
      "blog post": {
        name: "Quarter Hour on the Northern Current engineering blog",
        href: "https://northerncurrent.example.com/engineering/quarter-hour",
      },
    },
  },
  {
    name: "Cold Snap",
    github: "",
    live: "https://northerncurrent.example.com/engineering/cold-snap",
    description:
      "A Looker dashboard, and the dbt and Python models behind it, that shows Northern Current's grid planners a day ahead how much electricity and " +
      "district-heating demand will rise when the temperature drops below −15 °C. A Python model with pandas and statsmodels is fitted on eight winters of " +
      "meter and weather data; Airflow runs it every morning at 6:00, after the weather forecast arrives. In the cold spell of January 2024 the heating plants " +
      "started their reserve boilers on time for the first time in three winters. The code is internal; the link goes to a write-up on the engineering blog.",
    stack: ["Python", "pandas", "statsmodels", "dbt", "Airflow", "Snowflake", "Looker"],
    deploy: { scheduler: "Airflow", dashboard: "Looker", warehouse: "Snowflake" },
  },
  {
    name: "Working Days",
    github: "https://gitlab.com/liis-tamm-kuznetsova/working-days",
    live: "https://hub.getdbt.com/liis-tamm-kuznetsova/working_days/latest/",
    description:
      "An open-source dbt package that adds the Estonian, Latvian, Lithuanian and Finnish public holidays and working-day macros to any dbt project, so that " +
      '"three working days after the invoice" means the same thing in every model. Written in SQL and Jinja; works on Snowflake, BigQuery and PostgreSQL, ' +
      "and GitLab CI tests every release against all three. Apache-2.0 licensed, about 180 stars on GitLab, published on dbt Hub as working_days.",
    stack: ["dbt", "Jinja", "SQL", "GitLab CI"],
    deploy: {
      "dbt Hub": { name: "working_days", href: "https://hub.getdbt.com/liis-tamm-kuznetsova/working_days/latest/" },
    },
  },
  {
    name: "First Invoice",
    github: "",
    live: "https://paperless.example.com/blog/first-invoice",
    description:
      "At Paperless, the onboarding funnel from the day an e-resident's company is registered to the day it sends its first invoice. Airbyte loads sign-ups, " +
      "company registrations and bookkeeping events into BigQuery, dbt models join them into one row per company per day, and a Looker dashboard shows where " +
      "founders stall. It showed that most of them stalled at opening a business bank account; after Paperless added bank partners to the onboarding, " +
      "the median time from registration to first invoice fell from 19 days to 8. The link goes to the company's case study.",
    stack: ["dbt", "BigQuery", "Airbyte", "Looker", "SQL"],
    deploy: {
      warehouse: "BigQuery",
      dashboard: "Looker",
      "case study": { name: "paperless.example.com", href: "https://paperless.example.com/blog/first-invoice" },
    },
  },
  {
    name: "Antibiotic Watch",
    github: "",
    live: "https://publichealth.example.ee/antibiotic-watch",
    description:
      "A public Power BI report of antibiotic use in Estonia by county, age group and antibiotic class, in defined daily doses per 1,000 inhabitants a day, " +
      "which I built at the Estonian Public Health Agency and first published in 2018. Python scripts load the pharmacy sales and hospital data into PostgreSQL " +
      "every month, SQL views feed the report, and it is updated every quarter, in Estonian and English. Family doctors use it to compare their county " +
      "with the national average, and the agency still publishes it.",
    stack: ["Python", "PostgreSQL", "SQL", "Power BI"],
    deploy: { report: "Power BI", database: "PostgreSQL" },
  },
  {
    name: "Everyday SQL",
    github: "https://gitlab.com/liis-tamm-kuznetsova/everyday-sql",
    live: "https://openuniversity.example.ee/courses/everyday-sql",
    description:
      "The materials of my evening course at Tallinn Open University: 12 weekly lessons, from SELECT to window functions, each with exercises on Estonian " +
      "open data such as Tallinn bus timetables and pharmacy opening hours. Students run everything in PostgreSQL in Docker on their own laptops, so Docker " +
      "is the only thing to install. The lessons are in Estonian and English and free to reuse under CC BY 4.0.",
    stack: ["SQL", "PostgreSQL", "Docker"],
    deploy: {
      "course page": { name: "Tallinn Open University", href: "https://openuniversity.example.ee/courses/everyday-sql" },
    },
  },
  {
    name: "Tested Before the Frost (Baltic Data Days 2024 talk)",
    github: "",
    live: "https://balticdatadays.example.org/2024/tested-before-the-frost",
    description:
      "My 25-minute talk, in English, at Baltic Data Days 2024 in Riga in October 2024: how Northern Current's analytics team catches wrong numbers with " +
      "dbt tests before a grid planner does, told through the October morning when a daylight-saving bug gave 40,000 meters a 25-hour day.",
    stack: ["dbt", "SQL", "Snowflake"],
    deploy: {
      slides: { name: "Slides (PDF)", href: "https://balticdatadays.example.org/2024/tested-before-the-frost/slides.pdf" },
      recording: "YouTube",
    },
  },
];

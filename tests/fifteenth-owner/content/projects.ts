import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "dbt-ng-calendar",
    github: "https://github.com/femi-adeyinka/dbt-ng-calendar",
    live: "",
    description:
      "A dbt package that builds a date dimension with Nigerian public holidays, working days and fiscal quarters, " +
      "for BigQuery and Snowflake. I wrote it after rebuilding the same calendar table at two jobs; it is published on dbt Hub.",
    stack: ["dbt", "SQL", "Jinja", "BigQuery", "Snowflake"],
    deploy: {
      "dbt Hub": { name: "femi-adeyinka/ng_calendar", href: "https://hub.getdbt.com/femi-adeyinka/ng_calendar/latest/" },
    },
    image: { src: "/images/projects/dbt-ng-calendar.png", alt: "The ng_calendar date dimension in a dbt docs lineage graph" },
  },
  {
    name: "nairaclean",
    github: "https://github.com/femi-adeyinka/nairaclean",
    live: "",
    description:
      'A Python package that turns messy naira amounts ("₦1.2m", "450k", "NGN 3,000") and misspelt Nigerian state names ' +
      "into clean pandas columns. Published on PyPI, with over 9,000 downloads.",
    stack: ["Python", "pandas", "pytest", "GitHub Actions"],
    deploy: { PyPI: { name: "nairaclean", href: "https://pypi.org/project/nairaclean/" } },
    image: { src: "/images/projects/nairaclean.png", alt: "A terminal cleaning a column of naira amounts with nairaclean" },
  },
  {
    name: "Commute Lagos",
    github: "https://github.com/femi-adeyinka/commute-lagos",
    live: "https://commute-lagos.streamlit.app",
    description:
      "A Streamlit app that estimates bus and danfo travel times across Lagos by hour of day, from 18,000 crowd-sourced trips. " +
      "Pick two areas and it tells you the best time to leave.",
    stack: ["Python", "Streamlit", "pandas", "DuckDB", "Plotly"],
    deploy: { frontend: "Streamlit Community Cloud", database: "DuckDB" },
    image: { src: "/images/projects/commute-lagos.webp", alt: "Commute Lagos showing travel times from Ikeja to Lekki by hour" },
  },
  {
    name: "Naija Food Price Dashboards",
    github: "",
    live: "https://public.tableau.com/app/profile/femi.adeyinka/viz/NaijaFoodPrices/Overview",
    description:
      "Tableau Public dashboards tracking the prices of twelve staple foods in every Nigerian state since 2017, " +
      "built from National Bureau of Statistics data that I prepare in Python and Excel.",
    stack: ["Tableau", "Python", "Excel"],
    deploy: { frontend: "Tableau Public" },
    image: { src: "/images/projects/naija-food-prices.webp", alt: "A map of Nigeria shaded by the price of rice in each state" },
  },
  {
    name: "ClassStats",
    github: "https://github.com/femi-adeyinka/classstats",
    live: "https://femi-adeyinka.shinyapps.io/classstats/",
    description:
      "An R Shiny app I built for my statistics students: move the sliders and watch sampling distributions, " +
      "confidence intervals and p-values change. Used in class for two academic years.",
    stack: ["R", "Shiny", "ggplot2"],
    deploy: { frontend: "shinyapps.io" },
    image: { src: "/images/projects/classstats.png", alt: "ClassStats drawing a confidence interval over a histogram" },
  },
  {
    name: "Loan Book Monitor",
    github: "",
    live: "https://femiadeyinka.example.com/work/loan-book-monitor",
    description:
      "Client project, no public code: a loan-book dashboard for a microfinance lender in Ibadan, tracking repayments and arrears " +
      "by branch and loan officer. Built in SQL and Python over the client's PostgreSQL database, with reports in Google Sheets; " +
      "arrears fell from 14% to 9% in its first six months. The code belongs to the client, so this card links to a short write-up.",
    stack: ["SQL", "PostgreSQL", "Python", "Google Sheets"],
    deploy: { database: "Client's PostgreSQL", frontend: "Google Sheets" },
  },
  {
    name: "Lagos Rent Prices",
    github: "",
    live: "https://www.kaggle.com/code/femiadeyinka/lagos-rent-prices",
    description:
      "A Kaggle notebook exploring 25,000 Lagos rental listings: which areas are overpriced for what you get, " +
      "and a simple price model with scikit-learn. It earned a Kaggle silver medal.",
    stack: ["Python", "pandas", "scikit-learn", "Jupyter"],
    deploy: { Kaggle: "Kaggle Notebooks" },
    image: { src: "/images/projects/lagos-rent-prices.png", alt: "A bar chart of median rents by Lagos neighbourhood" },
  },
  {
    name: "airflow-dbt-starter",
    github: "https://github.com/femi-adeyinka/airflow-dbt-starter",
    live: "",
    description:
      "The template repo I start new projects from: Airflow runs dbt on BigQuery inside Docker, and GitHub Actions " +
      "tests every model on each pull request.",
    stack: ["Airflow", "dbt", "BigQuery", "Docker", "GitHub Actions"],
    deploy: { backend: "TBD" },
  },
];

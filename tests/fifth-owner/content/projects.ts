import type { Project } from "./types";

export const projects: Project[] = [
  {
    name: "Mavuno Forecast",
    github: "https://github.com/wanjiru-kamau-example/mavuno-forecast",
    live: "https://mavuno.wanjiru.example.co.ke",
    description:
      "Maize-yield forecasts for every ward in Kenya's Rift Valley, from satellite imagery and rainfall data, sent to farmers by SMS before planting.",
    stack: ["Python", "PyTorch", "BigQuery", "Apache Airflow", "FastAPI"],
    deploy: { backend: "Cloud Run", database: "BigQuery", domain: "mavuno.wanjiru.example.co.ke" },
  },
  {
    name: "mpesa-parse",
    github: "https://github.com/wanjiru-kamau-example/mpesa-parse",
    live: "",
    description: "A Python library that turns M-Pesa statements and SMS receipts into tidy pandas DataFrames.",
    stack: ["Python", "pandas", "pytest"],
    deploy: { PyPI: { name: "mpesa-parse", href: "https://pypi.org/project/mpesa-parse/" } },
  },
  {
    name: "Sauti",
    github: "https://github.com/wanjiru-kamau-example/sauti",
    live: "https://huggingface.co/spaces/wanjiru-kamau-example/sauti",
    description: "A Swahili speech-to-text model fine-tuned from Whisper on 200 hours of Kenyan radio, with a demo where you can record yourself.",
    stack: ["Python", "PyTorch", "Hugging Face", "Gradio"],
    deploy: {
      "Hugging Face Hub": {
        name: "wanjiru-kamau-example/sauti-whisper-small",
        href: "https://huggingface.co/wanjiru-kamau-example/sauti-whisper-small",
      },
    },
  },
  {
    name: "Fraud Radar",
    github: "https://github.com/wanjiru-kamau-example/fraud-radar",
    live: "",
    description:
      "A streaming fraud-scoring demo: synthetic mobile-money transfers flow through Kafka, an XGBoost model scores each one, and suspicious ones raise an alert within a second.",
    stack: ["Python", "Apache Kafka", "XGBoost", "FastAPI", "Docker"],
    deploy: { backend: "TBD" },
  },
  {
    name: "Matatu Pulse",
    github: "https://github.com/wanjiru-kamau-example/matatu-pulse",
    live: "https://matatu.wanjiru.example.co.ke",
    description: "A dashboard of travel times on Nairobi's matatu routes, built from crowd-sourced GPS pings and refreshed every night.",
    stack: ["Apache Airflow", "dbt", "PostgreSQL", "Streamlit"],
    deploy: { frontend: "Streamlit Community Cloud", database: "Neon", domain: "TBD" },
  },
  {
    name: "Long Rains",
    github: "https://github.com/wanjiru-kamau-example/long-rains",
    live: "",
    description: "Jupyter notebooks that compare seasonal rainfall forecasts for Kenya's 47 counties with the rain that actually fell, 2010 to 2023.",
    stack: ["Python", "pandas", "scikit-learn", "Jupyter"],
    deploy: {},
  },
];

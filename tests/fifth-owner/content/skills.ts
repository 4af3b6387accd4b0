import type { SkillGroup } from "./types";

export const skillGroups: SkillGroup[] = [
  {
    title: "Machine Learning",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "PyTorch", icon: "si:pytorch" },
      { label: "scikit-learn", icon: "si:scikitlearn" },
      { label: "XGBoost", icon: "lu:trees" },
      { label: "Hugging Face", icon: "si:huggingface" },
      { label: "MLflow", icon: "si:mlflow" },
    ],
  },
  {
    title: "Data Engineering",
    items: [
      { label: "SQL", icon: "lu:database" },
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "BigQuery", icon: "si:googlebigquery" },
      { label: "Apache Spark", icon: "si:apachespark" },
      { label: "Apache Airflow", icon: "si:apacheairflow" },
      { label: "dbt", icon: "lu:layers" },
      { label: "Apache Kafka", icon: "si:apachekafka" },
    ],
  },
  {
    title: "MLOps & Cloud",
    items: [
      { label: "Google Cloud", icon: "si:googlecloud" },
      { label: "Docker", icon: "si:docker" },
      { label: "Kubernetes", icon: "si:kubernetes" },
      { label: "FastAPI", icon: "si:fastapi" },
      { label: "GitHub Actions", icon: "si:githubactions" },
    ],
  },
  {
    title: "Analytics",
    items: [
      { label: "pandas", icon: "si:pandas" },
      { label: "Jupyter", icon: "si:jupyter" },
      { label: "Streamlit", icon: "si:streamlit" },
      { label: "Gradio", icon: "si:gradio" },
    ],
  },
];

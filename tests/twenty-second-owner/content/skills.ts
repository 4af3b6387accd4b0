import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Language Technology",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "PyTorch", icon: "si:pytorch" },
      { label: "Hugging Face Transformers", icon: "si:huggingface" },
      { label: "spaCy", icon: "si:spacy" },
      { label: "scikit-learn", icon: "si:scikitlearn" },
      { label: "NLTK", icon: "lu:book-open-text" },
      { label: "LLM fine-tuning", icon: "lu:brain-circuit" },
    ],
  },
  {
    title: "Research Craft",
    items: [
      { label: "Corpus annotation", icon: "lu:highlighter" },
      { label: "Evaluation & statistics", icon: "lu:sigma" },
      { label: "pandas", icon: "si:pandas" },
      { label: "Jupyter", icon: "si:jupyter" },
      { label: "Weights & Biases", icon: "si:weightsandbiases" },
      { label: "LaTeX", icon: "si:latex" },
    ],
  },
  {
    title: "Production & MLOps",
    items: [
      { label: "FastAPI", icon: "si:fastapi" },
      { label: "Docker", icon: "si:docker" },
      { label: "MLflow", icon: "si:mlflow" },
      { label: "Airflow", icon: "si:apacheairflow" },
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Azure", icon: "lu:cloud" },
      { label: "GitLab CI", icon: "si:gitlab" },
    ],
  },
  {
    title: "People & Teaching",
    items: [
      { label: "Team leadership", icon: "lu:users" },
      { label: "PhD mentoring", icon: "lu:graduation-cap" },
      { label: "Teaching", icon: "lu:presentation" },
      { label: "Public speaking", icon: "lu:mic" },
    ],
  },
];

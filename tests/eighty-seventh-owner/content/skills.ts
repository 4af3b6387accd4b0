import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "SQL", icon: "lu:database" },
    ],
  },
  {
    title: "Backend",
    items: [
      { label: "Django", icon: "si:django" },
      { label: "Django REST Framework", icon: "lu:server" },
      { label: "FastAPI", icon: "si:fastapi" },
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Redis", icon: "si:redis" },
      { label: "Celery", icon: "si:celery" },
    ],
  },
  {
    title: "Machine Learning & NLP",
    items: [
      { label: "PyTorch", icon: "si:pytorch" },
      { label: "Hugging Face Transformers", icon: "si:huggingface" },
      { label: "scikit-learn", icon: "si:scikitlearn" },
      { label: "pandas", icon: "si:pandas" },
    ],
  },
  {
    title: "Mobile Money & Messaging",
    items: [
      { label: "USSD apps (Africa's Talking API)", icon: "lu:hash" },
      { label: "SMS apps (Africa's Talking API)", icon: "lu:message-square" },
      { label: "M-Pesa Daraja API", icon: "lu:wallet" },
      { label: "Flutter (a little)", icon: "si:flutter" },
    ],
  },
  {
    title: "Tools",
    items: [
      { label: "Docker", icon: "si:docker" },
      { label: "Git", icon: "si:git" },
      { label: "Linux", icon: "si:linux" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "pytest", icon: "si:pytest" },
    ],
  },
];

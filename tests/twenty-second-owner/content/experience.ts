import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Lead Data Scientist, NLP",
    employmentType: "Full-time",
    company: "Alvéa Santé",
    date: "Feb 2023 – Present",
    location: "Lyon · Hybrid",
    description:
      "Alvéa Santé is a mutual health insurer with 1.2 million members. I lead its NLP team of four (three data scientists and an ML engineer). " +
      "We built the pipeline that classifies and reads about 60,000 reimbursement documents a week with fine-tuned CamemBERT models, " +
      "cutting manual processing time by 45%, and an e-mail triage model that routes about 30,000 member e-mails a month to the right team. " +
      "Python, PyTorch and Hugging Face Transformers, served with FastAPI on Azure, tracked in MLflow and scheduled with Airflow. " +
      "I also co-supervise a CIFRE PhD with Université Lumière Lyon 2.",
    url: "https://alvea-sante.example.com",
    teamSize: 4,
  },
  {
    title: "Senior Data Scientist, NLP",
    employmentType: "Full-time",
    company: "Tessera Legal",
    date: "Sep 2021 – Jan 2023",
    location: "Lyon · Hybrid",
    description:
      "At Tessera Legal, a legal-tech start-up of about 40 people, I built clause extraction for French commercial leases and employment contracts " +
      "with spaCy and Hugging Face Transformers, reaching 0.91 F1 on 14 clause types, and shipped it as FastAPI services in Docker over PostgreSQL. " +
      "I also hired and onboarded the company's first two junior data scientists.",
    url: "https://tessera-legal.example.com",
  },
  {
    title: "Temporary Lecturer in Computer Science (ATER)",
    employmentType: "Fixed-term contract",
    company: "Université Lumière Lyon 2",
    date: "Sep 2020 – Aug 2021",
    location: "Lyon · On-site",
    description:
      "Taught Introduction to NLP, Python for linguists and machine learning to master's students, about 150 students over the year. " +
      "Moved the courses online during the lockdowns and published my notebooks as an open Jupyter Book.",
  },
  {
    title: "Postdoctoral Researcher",
    employmentType: "Full-time",
    company: "Universitat Pompeu Fabra",
    date: "Oct 2018 – Aug 2020",
    location: "Barcelona, Spain",
    description:
      "In a natural language processing research group, I worked on clinical entity recognition for Spanish and Catalan hospital records " +
      "with two Barcelona hospitals, using cross-lingual transfer with PyTorch and fastText embeddings. " +
      "The work led to papers at the BioNLP Workshop at ACL 2019 and in Findings of EMNLP 2020, and I co-supervised two master's theses.",
    url: "https://www.upf.edu",
  },
  {
    title: "PhD Researcher & Teaching Assistant",
    employmentType: "Doctoral contract",
    company: "Université Grenoble Alpes",
    date: "Oct 2014 – Sep 2018",
    location: "Grenoble, France",
    description:
      'PhD in computational linguistics. My thesis, "Negation and Uncertainty in French Clinical Text: Resources and Models", was defended in September 2018. ' +
      "I built the NegaClin-FR corpus (presented at LREC 2018) and the first version of negafr, " +
      "and taught 64 hours a year of programming and corpus linguistics tutorials to undergraduates.",
  },
  {
    title: "NLP Research Intern",
    employmentType: "Internship",
    company: "Semantix Labs",
    date: "Feb 2014 – Jul 2014",
    location: "Grenoble, France",
    description:
      "Master's internship: built a named entity recogniser for French news articles with conditional random fields in Python, " +
      "which the company used in its media-monitoring product.",
  },
];

import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "negafr",
    github: "https://github.com/maelle-li/negafr",
    live: "",
    description:
      "An open-source spaCy pipeline component that finds negation and uncertainty in French clinical text " +
      '("pas de fièvre", "suspicion d\'embolie") and marks which entities they apply to. ' +
      "I started it during my PhD; it is published on PyPI under the MIT licence and has passed 40,000 downloads.",
    stack: ["Python", "spaCy", "pytest", "GitHub Actions"],
    deploy: { PyPI: { name: "negafr", href: "https://pypi.org/project/negafr/" } },
    image: { src: "/images/projects/negafr.png", alt: "A French clinical sentence with negated findings highlighted by negafr" },
  },
  {
    name: "corpuscule",
    github: "https://github.com/maelle-li/corpuscule",
    live: "https://corpuscule.readthedocs.io",
    description:
      "A small Python library and command-line tool for annotated text corpora: it converts between brat, CoNLL-U, JSONL and Label Studio exports, " +
      "and computes inter-annotator agreement (Cohen's and Fleiss' kappa). Open source on PyPI, Apache 2.0 licence; my team uses it for every annotation campaign.",
    stack: ["Python", "Pydantic", "Typer", "pytest"],
    deploy: { PyPI: { name: "corpuscule", href: "https://pypi.org/project/corpuscule/" }, docs: "Read the Docs" },
  },
  {
    name: "NegaClin-FR",
    github: "https://github.com/maelle-li/negaclin-fr",
    live: "https://huggingface.co/datasets/maelle-li/negaclin-fr",
    description:
      "A public dataset of 12,400 French clinical sentences from 1,100 published case reports, annotated for negation and uncertainty cues and their scopes " +
      "by three annotators (kappa 0.87). Released with my LREC 2018 paper under CC BY 4.0, on the Hugging Face Hub and Zenodo.",
    stack: ["Python", "brat", "Hugging Face Datasets"],
    deploy: {
      "Hugging Face Hub": { name: "maelle-li/negaclin-fr", href: "https://huggingface.co/datasets/maelle-li/negaclin-fr" },
      Zenodo: { name: "DOI 10.5281/zenodo.1412873", href: "https://doi.org/10.5281/zenodo.1412873" },
    },
  },
  {
    name: "Kaggle Medical Question Matching",
    github: "https://github.com/maelle-li/medq-matching",
    live: "https://www.kaggle.com/code/maelleli/medq-matching-23rd-place-solution",
    description:
      "My solo entry to the 2021 Kaggle competition Multilingual Medical Question Matching: spot duplicate patient questions across French, Spanish and English. " +
      "An ensemble of fine-tuned XLM-RoBERTa models finished 23rd of 1,480 teams and earned a silver medal.",
    stack: ["Python", "PyTorch", "Hugging Face Transformers", "XLM-RoBERTa"],
    deploy: { Kaggle: "Kaggle Notebooks" },
    image: { src: "/images/projects/medq-matching.png", alt: "The Kaggle leaderboard with the 23rd place highlighted" },
  },
  {
    name: "PlainPolicy",
    github: "https://github.com/maelle-li/plainpolicy",
    live: "https://huggingface.co/spaces/maelle-li/plainpolicy",
    description:
      "A demo that scores the readability of French health-insurance letters and suggests plainer sentences, " +
      "built from my TALN 2023 paper on insurance letters. Paste a letter, get a score and the hardest sentences rewritten.",
    stack: ["Python", "Gradio", "Hugging Face Transformers", "CamemBERT"],
    deploy: { frontend: "Hugging Face Spaces" },
    image: { src: "/images/projects/plainpolicy.png", alt: "PlainPolicy scoring an insurance letter and rewriting two long sentences" },
  },
  {
    name: "clinner-es-ca",
    github: "https://github.com/maelle-li/clinner-es-ca",
    live: "",
    description:
      "Code and baselines from my postdoc for clinical named entity recognition in Spanish and Catalan, with cross-lingual transfer " +
      "from Spanish to Catalan. Reproduces the results of our BioNLP 2019 paper; the hospital data itself stays private.",
    stack: ["Python", "PyTorch", "fastText", "Docker"],
    deploy: { "Docker Hub": "maelleli/clinner-es-ca", backend: "None" },
  },
  {
    name: "Intro to NLP course",
    github: "https://github.com/maelle-li/intro-nlp-lyon2",
    live: "https://maelle-li.github.io/intro-nlp-lyon2/",
    description:
      "The open Jupyter Book of the Introduction to NLP course I taught at Université Lumière Lyon 2: twelve notebooks in French and English, " +
      "from regular expressions and tokenisation to text classification and word embeddings.",
    stack: ["Python", "Jupyter", "NLTK", "scikit-learn"],
    deploy: { frontend: "GitHub Pages" },
  },
];

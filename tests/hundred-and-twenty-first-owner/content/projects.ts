import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Umzila",
    github: "https://github.com/lwazi-mgijima/umzila",
    live: "",
    description:
      "A Nextflow pipeline for whole-genome sequencing of Mycobacterium tuberculosis (umzila means path in isiXhosa). It checks read quality with fastp, " +
      "maps reads with BWA-MEM, calls variants with bcftools, predicts drug resistance from the WHO mutation catalogue and writes one HTML report per sample. " +
      "It runs with Docker on a laptop and with Singularity on Open Genome Lab's SLURM cluster. Since 2021 it has processed more than 18,000 TB genomes for " +
      "the lab and four partner labs in three countries, and it cut the time per sample from about 3 hours to about 40 minutes. It has no website: " +
      "it is a command-line pipeline, MIT licensed.",
    stack: ["Nextflow", "Docker", "Singularity", "SLURM", "Python", "bcftools"],
    deploy: { "runs on": "Open Genome Lab's SLURM cluster" },
  },
  {
    name: "Imbewu",
    github: "https://github.com/lwazi-mgijima/imbewu",
    live: "https://lwazi.example.org/imbewu",
    description:
      "A variant-calling tool for low-coverage human genomes, written in Python with NumPy and pysam (imbewu means seed in isiXhosa). It uses a reference " +
      "panel of African genomes to call variants more accurately where standard callers miss them: at 4x coverage it recovers about 12% more true variants " +
      "than a standard bcftools pipeline in the lab's benchmark. I built it on my Friday research days; it is described in a 2024 bioRxiv preprint, " +
      "is installed from Bioconda or PyPI, and has about 350 stars on GitHub. The live link is its documentation.",
    stack: ["Python", "NumPy", "pysam", "Bioconda"],
    deploy: {
      Bioconda: { name: "imbewu on Bioconda", href: "https://bioconda.github.io/recipes/imbewu/README.html" },
      PyPI: { name: "imbewu on PyPI", href: "https://pypi.org/project/imbewu/" },
    },
  },
  {
    name: "Genomics from Scratch",
    github: "https://github.com/lwazi-mgijima/genomics-from-scratch",
    live: "https://lwazi.example.org/genomics-from-scratch",
    description:
      "A free collection of 24 teaching notebooks, in Python and R, that take a biologist from a FASTQ file to a list of variants: quality control, alignment, " +
      "variant calling, population structure and a little statistics. Each notebook runs in the browser on Binder, so learners install nothing. " +
      "Since 2021 it has been used by more than 600 learners in nine workshops in five African countries, most of them Carpentries workshops I co-taught. " +
      "Licensed CC BY 4.0.",
    stack: ["Python", "R", "Jupyter", "Binder"],
    deploy: { site: "Jupyter Book on GitHub Pages", notebooks: "Binder" },
  },
  {
    name: "fqpeek",
    github: "https://github.com/lwazi-mgijima/fqpeek",
    live: "",
    description:
      "A small command-line tool in Rust that prints summary statistics of FASTQ files (read counts, length distribution, GC content and quality per position) " +
      "in one pass. It replaced a Python script of mine and is about 15 times faster on a 10 GB file. My first Rust project, from 2023; it is published on " +
      "crates.io and has about 40 stars.",
    stack: ["Rust"],
    deploy: { "crates.io": { name: "fqpeek on crates.io", href: "https://crates.io/crates/fqpeek" } },
  },
  {
    name: "PlasmoAmp",
    github: "https://github.com/lwazi-mgijima/plasmoamp",
    live: "https://lwazi.example.org/plasmoamp",
    description:
      "A Snakemake workflow for amplicon sequencing of the malaria parasite Plasmodium falciparum, built in 2022 for a malaria surveillance network. " +
      "It finds drug-resistance markers such as kelch13 mutations and runs on an ordinary laptop with Conda, so that partner labs without a cluster can use it. " +
      "It has analysed about 9,500 samples from six surveillance sites. The live link is its documentation.",
    stack: ["Snakemake", "Python", "Conda", "R"],
    deploy: { docs: "lwazi.example.org/plasmoamp" },
  },
  {
    name: "Amanqaku",
    github: "https://github.com/lwazi-mgijima/amanqaku",
    live: "",
    description:
      "A volunteer project for Siyazama Secondary School in Khayelitsha, where my aunt teaches (amanqaku means marks in isiXhosa). R scripts load the " +
      "school's mark spreadsheets into a small PostgreSQL database and produce a term report for each learner, and a list for the teachers of learners " +
      "falling behind in mathematics and physical sciences. Since 2022 it has covered about 1,100 learners. It runs on a donated laptop in the staff room, " +
      "there is no website, and I do it for free on one Saturday morning a month.",
    stack: ["R", "PostgreSQL", "R Markdown"],
    deploy: { "runs on": "A donated laptop at Siyazama Secondary School" },
  },
];

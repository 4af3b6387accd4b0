import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "KayaCall",
    github: "https://github.com/meilin-tan/kayacall",
    live: "https://meilin-tan.github.io/kayacall",
    description:
      "An open-source, nf-core-style Nextflow DSL2 pipeline for germline short-variant calling: FASTQ in, annotated VCF out, with BWA-MEM2 alignment, " +
      "GATK HaplotypeCaller joint genotyping, Ensembl VEP annotation and a MultiQC report. Every step runs in Docker or Singularity containers, " +
      "tests run with nf-test on GitHub Actions, and the same pipeline runs on a laptop, an on-premises cluster or AWS Batch. " +
      "MIT licensed, archived on Zenodo with the DOI 10.5281/zenodo.14211873, about 180 GitHub stars, and used by three other research groups in the region.",
    stack: ["Nextflow", "GATK", "BWA-MEM2", "Ensembl VEP", "MultiQC", "Docker", "Singularity", "AWS Batch", "nf-test", "GitHub Actions"],
    deploy: {
      DOI: { name: "Zenodo: 10.5281/zenodo.14211873", href: "https://doi.org/10.5281/zenodo.14211873" },
      containers: "GitHub Container Registry",
      docs: "GitHub Pages",
    },
    image: {
      src: "/images/projects/kayacall.png",
      alt: "KayaCall's pipeline diagram, from FASTQ files through alignment and GATK to an annotated VCF",
    },
  },
  {
    name: "qcsift",
    github: "https://github.com/meilin-tan/qcsift",
    live: "https://qcsift.readthedocs.io",
    description:
      "A Python package on PyPI that parses sequencing QC reports (FastQC, samtools stats, Picard metrics and MultiQC JSON) into tidy pandas DataFrames, " +
      "with a command-line tool that flags samples failing thresholds you set. Fully typed, tested with pytest on GitHub Actions, Apache 2.0 licensed, " +
      "and downloaded about 6,000 times a month.",
    stack: ["Python", "pandas", "pytest", "GitHub Actions"],
    deploy: {
      PyPI: { name: "qcsift", href: "https://pypi.org/project/qcsift/" },
      docs: "Read the Docs",
    },
    image: { src: "/images/projects/qcsift.png", alt: "A terminal running qcsift, listing two samples that failed the duplication threshold" },
  },
  {
    name: "TAT Board",
    github: "https://github.com/meilin-tan/tat-board",
    live: "https://meilintan.shinyapps.io/tat-board",
    description:
      "An R Shiny dashboard of laboratory turnaround times: how long each sample takes from receipt to sequencing to report, by test and by week, " +
      "with an alert when a test runs past its target. I built the first version in 2019 as a laboratory technician at Serangoon General Hospital, " +
      "and the lab's median turnaround for hereditary cancer panels fell from 21 to 14 days once the team worked from it. " +
      "The public repository and the demo use synthetic data only, never patient data.",
    stack: ["R", "Shiny", "ggplot2", "dplyr", "SQL"],
    deploy: { frontend: "shinyapps.io (demo with synthetic data)" },
    image: { src: "/images/projects/tat-board.png", alt: "TAT Board's weekly chart of turnaround times per test, with one late test flagged in red" },
  },
  {
    name: "Variant Caller Benchmark (preprint)",
    github: "https://github.com/meilin-tan/sea-caller-benchmark",
    live: "https://doi.org/10.1101/2025.03.11.642187",
    description:
      '"Benchmarking germline variant callers on Southeast Asian genomes", a preprint posted on bioRxiv in March 2025 and now under peer review. ' +
      "I'm the second of six authors: I built the Nextflow benchmarking workflow and the R analysis comparing GATK HaplotypeCaller, DeepVariant and Strelka2 " +
      "on Genome in a Bottle reference samples and public genomes from the 1000 Genomes Project. DeepVariant was the most accurate on indels, " +
      "while GATK remained the better fit for joint calling of large cohorts. The repository holds the workflow and the analysis code.",
    stack: ["Nextflow", "R", "GATK", "DeepVariant", "Strelka2"],
    deploy: { preprint: { name: "bioRxiv", href: "https://doi.org/10.1101/2025.03.11.642187" } },
  },
  {
    name: "Terminal Velocity",
    github: "https://github.com/meilin-tan/terminal-velocity",
    live: "https://meilin-tan.github.io/terminal-velocity",
    description:
      "A free, two-day hands-on workshop that teaches biologists the command line: moving around files, grep and awk on FASTQ and VCF files, " +
      "loops and small Bash scripts, Git, and running a first Nextflow pipeline. I've taught it 11 times since 2023, at the institute and at partner labs, " +
      "to about 280 biologists. The lessons are CC BY 4.0, so anyone can reuse them.",
    stack: ["Bash", "Git", "Nextflow", "Markdown", "GitHub Pages"],
    deploy: { frontend: "GitHub Pages" },
    image: { src: "/images/projects/terminal-velocity.png", alt: "Workshop participants at laptops, with a slide of a grep command on the screen" },
  },
  {
    name: "Makan Map",
    github: "https://github.com/meilin-tan/makan-map",
    live: "https://makanmap.example.com",
    description:
      "A weekend project: an interactive map of Singapore's 118 hawker centres with opening hours, quarterly cleaning closures and my own ranked list " +
      "of favourite stalls. A Python script pulls the closure dates from the government's open data portal every night on GitHub Actions, " +
      "and the map is Leaflet on top of OpenStreetMap. About 9,000 visitors a month, more before public holidays.",
    stack: ["Python", "GeoPandas", "Leaflet", "JavaScript", "OpenStreetMap", "GitHub Actions"],
    deploy: { frontend: "GitHub Pages", data: "data.gov.sg" },
    image: { src: "/images/projects/makan-map.png", alt: "A map of Singapore dotted with hawker centres, one showing its cleaning-closure dates" },
  },
];

import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "malaria-ampseq",
    github: "https://github.com/felix-otieno-wafula/malaria-ampseq",
    live: "https://malaria-ampseq.example.org",
    description:
      "A Nextflow DSL2 pipeline for amplicon sequencing of Plasmodium falciparum drug-resistance markers (kelch13, pfcrt, pfmdr1, dhfr and dhps) from Illumina reads: " +
      "read trimming, alignment, variant calling and a per-sample resistance report. It runs on a SLURM cluster with Singularity or on AWS Batch with Docker, " +
      "is tested with nf-test in GitHub Actions, and has processed more than 11,000 samples for Kenya's malaria drug-resistance surveillance. MIT licensed, about 180 GitHub stars.",
    stack: ["Nextflow", "Python", "Singularity", "Docker", "SLURM", "AWS Batch", "nf-test", "GitHub Actions"],
    deploy: {
      containers: { name: "Docker Hub", href: "https://hub.docker.com/r/felixow/malaria-ampseq" },
      docs: { name: "malaria-ampseq docs", href: "https://malaria-ampseq.example.org" },
    },
  },
  {
    name: "Tiba AMR Pipeline",
    github: "",
    live: "https://tibagenomics.example.com/amr",
    description:
      "Tiba Genomics' pipeline for whole-genome sequencing of bacterial isolates: species identification, antimicrobial-resistance gene detection and outbreak clustering, " +
      "feeding the reports hospitals receive. My team built it in Nextflow on AWS Batch, with results stored in PostgreSQL. " +
      "The code is private, so this links to the product page.",
    stack: ["Nextflow", "AWS Batch", "Amazon S3", "Docker", "Python", "PostgreSQL"],
    deploy: { compute: "AWS Batch", storage: "Amazon S3", database: "Amazon RDS for PostgreSQL" },
  },
  {
    name: "vector-snp",
    github: "https://github.com/felix-otieno-wafula/vector-snp",
    live: "",
    description:
      "A Snakemake workflow for whole-genome variant calling in Anopheles mosquitoes, built to track insecticide-resistance mutations such as kdr in field samples. " +
      "It aligns reads, calls variants with GATK and bcftools, and summarises resistance alleles by site and year. " +
      "Written at the Acacia Institute for Tropical Health in 2020 for the SLURM cluster, with every rule in a Singularity container. Apache 2.0 licensed.",
    stack: ["Snakemake", "Python", "Bash", "Singularity", "SLURM", "GATK", "bcftools"],
    deploy: { HPC: "SLURM cluster" },
  },
  {
    name: "resmarkr",
    github: "https://github.com/felix-otieno-wafula/resmarkr",
    live: "https://felixow.r-universe.dev/resmarkr",
    description:
      "An R package that turns variant calls from malaria-ampseq into WHO-style prevalence tables of malaria drug-resistance markers by county and year, " +
      "with ggplot2 maps ready for surveillance reports. Unit-tested with testthat, documented with pkgdown, checked on GitHub Actions, and installable from R-universe. GPL-3 licensed.",
    stack: ["R", "ggplot2", "testthat", "pkgdown", "GitHub Actions"],
    deploy: {
      "R-universe": { name: "felixow.r-universe.dev", href: "https://felixow.r-universe.dev/resmarkr" },
      docs: "GitHub Pages",
    },
  },
  {
    name: "platewise",
    github: "https://github.com/felix-otieno-wafula/platewise",
    live: "https://pypi.org/project/platewise/",
    description:
      "A Python command-line tool that reads qPCR plate exports (Excel and CSV files from the plate readers), flags failed wells and controls that misbehave, " +
      "and writes a tidy CSV file and a one-page PDF summary. It started in 2014 as my first Python script at the Lake Basin Malaria Research Station " +
      "and is now used by four labs. Published on PyPI, tested with pytest, MIT licensed.",
    stack: ["Python", "Click", "Pandas", "pytest", "GitHub Actions"],
    deploy: { PyPI: { name: "platewise", href: "https://pypi.org/project/platewise/" } },
  },
  {
    name: "Resistance Watch Kenya",
    github: "https://github.com/felix-otieno-wafula/resistance-watch",
    live: "https://resistancewatch.example.org",
    description:
      "A small public web dashboard that maps the prevalence of malaria drug-resistance markers across Kenyan counties from published surveillance data, " +
      "refreshed every quarter with resmarkr. A FastAPI backend serves the data from PostgreSQL, and the front end is plain JavaScript with Leaflet maps. " +
      "It shows only aggregated, published county-level numbers, never individual samples.",
    stack: ["JavaScript", "Leaflet", "HTML", "CSS", "FastAPI", "Python", "PostgreSQL", "Docker"],
    deploy: { frontend: "GitHub Pages", backend: "Amazon EC2", database: "Amazon RDS for PostgreSQL" },
  },
  {
    name: "kelch13 surveillance paper (Tropical Genomics & Health, 2021)",
    github: "https://github.com/felix-otieno-wafula/kelch13-western-kenya",
    live: "https://journals.example.org/tgh/2021/otieno-wafula-kelch13",
    description:
      'Peer-reviewed, open-access paper of which I am first author: "Amplicon sequencing of Plasmodium falciparum drug-resistance markers in western Kenya, 2016–2019", ' +
      "published in Tropical Genomics & Health in 2021. We analysed 3,412 samples from six counties with malaria-ampseq and found validated kelch13 " +
      "artemisinin-resistance mutations in 1.3% of them. The analysis code and a Docker image are on GitHub so anyone can rerun it.",
    stack: ["Nextflow", "R", "Amplicon sequencing", "Docker"],
    deploy: { journal: "Tropical Genomics & Health", preprint: "bioRxiv" },
  },
  {
    name: "Nextflow on a Shoestring (Genomics Afrika Summit 2023 talk)",
    github: "",
    live: "https://genomicsafrika.example.org/2023/nextflow-on-a-shoestring",
    description:
      "My 25-minute talk at the Genomics Afrika Summit 2023 in Kigali, Rwanda, in September 2023, on running pathogen-genomics pipelines on AWS Batch " +
      "for under four dollars a sample: spot instances, right-sized containers and Nextflow's resume cache. The recording and slides are online.",
    stack: ["Nextflow", "AWS Batch", "Docker"],
    deploy: {
      recording: "YouTube",
      slides: { name: "Speaker Deck", href: "https://speakerdeck.com/mbu/nextflow-on-a-shoestring" },
    },
  },
  {
    name: "Code na Sayansi lessons",
    github: "https://github.com/code-na-sayansi/lessons",
    live: "https://codenasayansi.example.org/lessons",
    description:
      "The open lesson materials for the Code na Sayansi workshops: the Unix shell, Git, Python and R for lab data, with exercises on synthetic malaria lab datasets, " +
      "in English and Swahili. Built with Markdown and Jupyter notebooks and published with GitHub Pages under CC BY 4.0.",
    stack: ["Markdown", "Jupyter", "Python", "R", "Bash", "Git"],
    deploy: { site: "GitHub Pages" },
  },
  {
    name: "FreezerMap",
    github: "https://github.com/felix-otieno-wafula/freezermap",
    live: "",
    description:
      "A small sample-tracking app I built at the Acacia Institute for Tropical Health to find any of about 60,000 blood and mosquito samples across nine freezers " +
      "by box, rack and position, with barcode scanning and an audit log of who moved what. Flask and PostgreSQL with a little JavaScript; " +
      "it runs on the institute's internal server.",
    stack: ["Python", "Flask", "PostgreSQL", "JavaScript"],
    deploy: { server: "Institute's internal server" },
  },
];

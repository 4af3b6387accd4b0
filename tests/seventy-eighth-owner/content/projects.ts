import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Tandem",
    github: "https://github.com/ilse-vandenberg/tandem",
    live: "https://crates.io/crates/tandem-align",
    description:
      "A fast sequence aligner written in Rust for long reads in the repeat-rich regions of the genome, where general-purpose aligners slow down or give up. " +
      "It uses SIMD instructions and safe multithreading, and aligns reads to tandem repeats and segmental duplications about nine times faster than " +
      "the Python prototype it replaced, with the same results. Python bindings, built with PyO3, let colleagues call it from their own scripts. " +
      'I started it in my own time at the UMC and finished it at Vectorhouse; the paper, "Tandem: fast alignment of long reads in repeat-rich regions", ' +
      "appeared in Bioinformatics in 2022. Dual-licensed MIT and Apache-2.0, about 450 GitHub stars, installable from crates.io (tandem-align) and Bioconda, " +
      "and tested on every pull request with GitHub Actions.",
    stack: ["Rust", "PyO3", "Python", "GitHub Actions"],
    deploy: {
      "crates.io": { name: "tandem-align", href: "https://crates.io/crates/tandem-align" },
      Bioconda: { name: "tandem-align", href: "https://bioconda.github.io/recipes/tandem-align/README.html" },
    },
  },
  {
    name: "Night Shift",
    github: "https://github.com/bridge-institute/night-shift",
    live: "",
    description:
      "The Bridge Institute's Nextflow pipeline that re-analyses the exomes of undiagnosed rare-disease patients once a month, overnight, against the latest " +
      "gene–disease knowledge, because a variant nobody could explain last year may have an explanation today. It re-analyses about 4,000 exomes a month: " +
      "the Docker images run on AWS Batch, the same images run through Singularity on the institute's Slurm cluster, and a PostgreSQL database keeps every " +
      "result so that clinicians only see what changed. In its first year it led to a diagnosis for 37 families. The pipeline code is open source; " +
      "the patient data never leaves the institute.",
    stack: ["Nextflow", "Python", "Docker", "Singularity", "AWS Batch", "PostgreSQL"],
    deploy: { cloud: "AWS Batch", cluster: "Slurm cluster with Singularity", database: "PostgreSQL" },
  },
  {
    name: "Pantry",
    github: "",
    live: "https://catharijne-umc.example.nl/biobank/pantry",
    description:
      "The sample catalogue of the Catharijne University Medical Centre's biobank: one place to look up every sequenced sample, the consent it was given under, " +
      "the freezer its tube sits in and where its data lives. Snakemake workflows load the sequencing lab's results into PostgreSQL every night, and researchers " +
      "search it through a small Python web service. It tracks more than 60,000 samples. The code is internal to the hospital, so the link goes to the " +
      "biobank's public page about it.",
    stack: ["Python", "Snakemake", "PostgreSQL"],
    deploy: { database: "PostgreSQL", hosting: "Hospital servers" },
  },
  {
    name: "Vector Check",
    github: "",
    live: "https://vectorhouse.example.com/posters/vector-check-esgct-2022.pdf",
    description:
      "At Vectorhouse every batch of AAV viral vector is sequenced with long reads before it is used in a patient. Vector Check is the Snakemake workflow " +
      "that reads those runs, aligns them with Tandem, and reports how many vector genomes are full-length, truncated or carry unexpected DNA, with R plots " +
      "that the quality team signs off on. It runs in Docker containers on AWS Batch and cut the turnaround of a batch report from a week to one day. " +
      "The code belongs to Vectorhouse; the link goes to the poster I presented at the ESGCT congress in 2022.",
    stack: ["Snakemake", "Python", "R", "Docker", "AWS Batch"],
    deploy: {
      workflow: "AWS Batch",
      poster: { name: "ESGCT 2022 poster (PDF)", href: "https://vectorhouse.example.com/posters/vector-check-esgct-2022.pdf" },
    },
  },
  {
    name: "Washing Line",
    github: "https://github.com/ilse-vandenberg/washing-line",
    live: "https://bioconductor.org/packages/washingline/",
    description:
      "An R package on Bioconductor that draws structural variants along a chromosome like laundry on a line: deletions, duplications and inversions hang " +
      "from the reference at their position, drawn to scale, so you can take in a whole region at a glance. I wrote it during my PhD for the figures of my " +
      "Nucleic Acids Research paper, and other groups now use it in theirs. Built on ggplot2.",
    stack: ["R", "Bioconductor", "ggplot2"],
    deploy: { Bioconductor: { name: "washingline", href: "https://bioconductor.org/packages/washingline/" } },
  },
  {
    name: "Programming for Biologists",
    github: "https://github.com/ilse-vandenberg/programming-for-biologists",
    live: "https://ilse-vandenberg.github.io/programming-for-biologists/",
    description:
      "The open course materials of the eight-week Python course I taught at Domstad University from 2015 to 2018: Jupyter notebooks that take biology students " +
      "from their first print statement to reading FASTA files, cleaning data with pandas and writing tests for their own functions. Licensed CC BY 4.0; " +
      "the university still uses them, and two other Dutch universities have adapted them.",
    stack: ["Python", "Jupyter", "pandas"],
    deploy: { site: "GitHub Pages" },
  },
  {
    name: "Puddle",
    github: "https://github.com/ilse-vandenberg/puddle",
    live: "",
    description:
      "A small Julia package I wrote to learn Julia: it simulates how sequencing coverage pools in and drains out of repeat regions, so you can estimate " +
      "how deep to sequence before you pay for a run. A weekend project, not registered in the Julia package registry, but its simulations settled " +
      "an argument about sequencing depth at Vectorhouse.",
    stack: ["Julia"],
    deploy: {},
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Lead Research Software Engineer",
    employmentType: "Part-time (32 hours a week)",
    company: "Bridge Institute for Rare Disease Genomics",
    date: "Sep 2023 – Present",
    location: "Utrecht · Hybrid",
    description:
      "The Bridge Institute is a non-profit research institute, funded by patient foundations and research grants, that looks for the genetic causes " +
      "of rare diseases in children. I lead its research software team of four engineers: we build and run the institute's Nextflow pipelines on AWS Batch " +
      "and, with Singularity, on the institute's own Slurm cluster, review every pull request, and teach the institute's researchers to write code that others can rerun. " +
      "Our main work is Night Shift, which re-analyses the exomes of undiagnosed patients every month. I work 32 hours a week, Monday to Thursday.",
    url: "https://bridge-institute.example.org",
    teamSize: 4,
  },
  {
    title: "Senior Bioinformatics Engineer",
    employmentType: "Full-time",
    company: "Vectorhouse Therapeutics",
    date: "Apr 2021 – Aug 2023",
    location: "Leiden · Hybrid",
    description:
      "Vectorhouse is a gene-therapy start-up of about 40 people at the Leiden Bio Science Park that develops AAV gene therapies for inherited eye diseases. " +
      "As its second bioinformatics hire I built the Snakemake workflows that check every batch of viral vector with long-read sequencing (Vector Check), " +
      "moved the analyses from a single lab server into Docker containers on AWS Batch, and kept the sequencing results in a PostgreSQL database " +
      "that the quality team could query themselves. I finished Tandem here, and Vectorhouse let me publish it as open source.",
    url: "https://vectorhouse.example.com",
  },
  {
    title: "Data Engineer",
    employmentType: "Full-time",
    company: "Catharijne University Medical Centre (UMC Catharijne)",
    date: "Sep 2018 – Mar 2021",
    location: "Utrecht · On-site",
    description:
      "The Catharijne University Medical Centre is a public academic hospital in Utrecht. In its department of genetics I was the data engineer between " +
      "the sequencing lab, the clinicians and the biobank: I built Pantry, the catalogue of every sequenced sample in the biobank, wrote the Snakemake workflows " +
      "that load the lab's results into PostgreSQL every night, and pseudonymised data for researchers under the hospital's privacy rules. " +
      "I started Tandem here in my own time, after one too many evenings waiting for an aligner to finish.",
    url: "https://catharijne-umc.example.nl",
  },
  {
    title: "Lecturer, Programming for Biologists",
    employmentType: "Part-time (one day a week, alongside my PhD)",
    company: "Domstad University",
    date: "Sept 2015 – June 2018",
    location: "Utrecht · On-site",
    description:
      "Alongside my PhD I taught Programming for Biologists, an eight-week Python course for second-year biology students, one day a week. " +
      "About 120 students a year learned to read a FASTA file, write a function and test it. I rewrote the course as open Jupyter notebooks, " +
      "which the university still uses.",
  },
  {
    title: "PhD Candidate, Computational Biology",
    employmentType: "Full-time (PhD position)",
    company: "Domstad University",
    date: "Sep 2013 – Jun 2018",
    location: "Utrecht",
    description:
      "My PhD, in the theoretical biology and bioinformatics group, was about structural variants in the repeat-rich parts of the human genome " +
      "that short sequencing reads cannot map. I wrote the analyses in Python and R on the university's cluster and built the R package Washing Line to plot them. " +
      'My first-author paper, "Segmental duplications shape copy-number variation of immune genes in the Dutch population", appeared in ' +
      "Nucleic Acids Research in 2017, and I defended my thesis, Reading the Repeats, in June 2018.",
  },
];

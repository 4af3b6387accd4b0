import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "R", icon: "si:r" },
      { label: "Rust (small command-line tools)", icon: "si:rust" },
      { label: "Bash", icon: "si:gnubash" },
      { label: "SQL", icon: "lu:database" },
    ],
  },
  {
    title: "Workflow Managers",
    items: [
      { label: "Nextflow (DSL2, nf-core conventions)", icon: "lu:workflow" },
      { label: "Snakemake", icon: "lu:git-branch" },
    ],
  },
  {
    title: "Containers & HPC",
    items: [
      { label: "Docker", icon: "si:docker" },
      { label: "Singularity / Apptainer", icon: "lu:box" },
      { label: "SLURM on an HPC cluster", icon: "lu:server" },
      { label: "Linux", icon: "si:linux" },
      { label: "Conda and Bioconda", icon: "si:anaconda" },
    ],
  },
  {
    title: "Genomics & Bioinformatics",
    items: [
      { label: "Variant calling (BWA-MEM, bcftools, GATK)", icon: "lu:dna" },
      { label: "samtools and pysam", icon: "lu:file-search" },
      { label: "Sequencing QC (FastQC, fastp, MultiQC)", icon: "lu:check-check" },
      { label: "Pathogen genomics (TB, malaria)", icon: "lu:microscope" },
    ],
  },
  {
    title: "Data & Analysis",
    items: [
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "pandas and NumPy", icon: "si:pandas" },
      { label: "tidyverse and R Markdown", icon: "lu:chart-line" },
      { label: "Jupyter", icon: "si:jupyter" },
    ],
  },
  {
    title: "Teaching",
    items: [
      { label: "The Carpentries (certified instructor)", icon: "lu:graduation-cap" },
      { label: "Workshop and course design", icon: "lu:presentation" },
    ],
  },
];

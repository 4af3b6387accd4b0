import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "R", icon: "si:r" },
      { label: "Bash", icon: "si:gnubash" },
      { label: "SQL", icon: "lu:database" },
      { label: "JavaScript", icon: "si:javascript" },
    ],
  },
  {
    title: "Workflows & HPC",
    items: [
      { label: "Nextflow (DSL2)", icon: "si:nextflow" },
      { label: "Snakemake", icon: "lu:workflow" },
      { label: "SLURM", icon: "lu:server-cog" },
      { label: "Singularity / Apptainer", icon: "lu:box" },
      { label: "Linux", icon: "si:linux" },
    ],
  },
  {
    title: "Cloud & Delivery",
    items: [
      { label: "Docker", icon: "si:docker" },
      { label: "AWS Batch", icon: "lu:cloud-cog" },
      { label: "Amazon S3", icon: "lu:hard-drive" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Git", icon: "si:git" },
    ],
  },
  {
    title: "Data & Analysis",
    items: [
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Pandas", icon: "si:pandas" },
      { label: "tidyverse & ggplot2", icon: "lu:chart-bar" },
      { label: "Bioconductor", icon: "lu:package" },
      { label: "FastAPI", icon: "si:fastapi" },
    ],
  },
  {
    title: "Genomics",
    items: [
      { label: "Amplicon sequencing", icon: "lu:dna" },
      { label: "Whole-genome sequencing (Illumina & Nanopore)", icon: "lu:dna" },
      { label: "Variant calling (GATK, bcftools)", icon: "lu:file-code" },
      { label: "Antimicrobial-resistance genomics", icon: "lu:shield-check" },
      { label: "Malaria drug-resistance markers", icon: "lu:bug" },
    ],
  },
  {
    title: "Lab & Teaching",
    items: [
      { label: "PCR & qPCR", icon: "lu:test-tubes" },
      { label: "Blood-smear microscopy", icon: "lu:microscope" },
      { label: "Insectary work", icon: "lu:flask-conical" },
      { label: "Carpentries-style teaching", icon: "lu:presentation" },
    ],
  },
];

import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Programming & Data",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "R", icon: "si:r" },
      { label: "SQL", icon: "lu:database" },
      { label: "Bash", icon: "si:gnubash" },
      { label: "pandas", icon: "si:pandas" },
    ],
  },
  {
    title: "Workflows & CI",
    items: [
      { label: "Nextflow", icon: "si:nextflow" },
      { label: "Snakemake", icon: "lu:workflow" },
      { label: "nf-test", icon: "lu:clipboard-check" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Git", icon: "si:git" },
    ],
  },
  {
    title: "Genomics",
    items: [
      { label: "GATK", icon: "lu:dna" },
      { label: "Variant calling", icon: "lu:microscope" },
      { label: "Bioconductor", icon: "si:bioconductor" },
      { label: "samtools & bcftools", icon: "lu:test-tube" },
      { label: "Illumina sequencing", icon: "lu:activity" },
    ],
  },
  {
    title: "Containers & Cloud",
    items: [
      { label: "Docker", icon: "si:docker" },
      { label: "Singularity", icon: "lu:container" },
      { label: "AWS Batch", icon: "lu:cloud" },
      { label: "Amazon S3", icon: "lu:hard-drive" },
    ],
  },
  {
    title: "Research Data & Teaching",
    items: [
      { label: "FAIR data", icon: "lu:badge-check" },
      { label: "R Shiny", icon: "lu:chart-line" },
      { label: "Teaching & workshops", icon: "lu:presentation" },
      { label: "Technical writing", icon: "lu:file-text" },
    ],
  },
];

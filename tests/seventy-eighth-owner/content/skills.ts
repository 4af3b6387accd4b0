import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "Rust", icon: "si:rust" },
      { label: "R", icon: "si:r" },
      { label: "SQL", icon: "lu:database" },
      { label: "Bash", icon: "si:gnubash" },
      { label: "Julia (a little)", icon: "si:julia" },
    ],
  },
  {
    title: "Workflows",
    items: [
      { label: "Nextflow", icon: "lu:workflow" },
      { label: "nf-core", icon: "lu:boxes" },
      { label: "Snakemake", icon: "lu:git-fork" },
    ],
  },
  {
    title: "Genomics",
    items: [
      { label: "Sequence alignment", icon: "lu:dna" },
      { label: "Structural variants", icon: "lu:git-compare" },
      { label: "Long-read sequencing", icon: "lu:scan-line" },
      { label: "GATK", icon: "lu:microscope" },
      { label: "samtools", icon: "lu:terminal" },
      { label: "Bioconductor", icon: "lu:package" },
    ],
  },
  {
    title: "Data",
    items: [
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "DuckDB", icon: "si:duckdb" },
      { label: "pandas", icon: "si:pandas" },
      { label: "Jupyter", icon: "si:jupyter" },
    ],
  },
  {
    title: "Infrastructure",
    items: [
      { label: "Docker", icon: "si:docker" },
      { label: "Singularity", icon: "lu:box" },
      { label: "AWS Batch", icon: "lu:cloud" },
      { label: "Slurm", icon: "lu:server" },
      { label: "Linux", icon: "si:linux" },
    ],
  },
  {
    title: "Open Science & Teaching",
    items: [
      { label: "Git", icon: "si:git" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Bioconda", icon: "si:anaconda" },
      { label: "The Carpentries (certified instructor)", icon: "lu:graduation-cap" },
    ],
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Bioinformatics Software Engineer",
    employmentType: "Full-time",
    company: "Meranti Institute of Genomic Research",
    date: "Jul 2025 – Present",
    location: "Singapore · Hybrid",
    description:
      "The Meranti Institute of Genomic Research is a non-profit research institute that sequences and studies genomes from Southeast Asian populations. " +
      "I lead a team of three (two engineers and a research assistant) in its Genomics Platform, which runs the institute's production pipelines: " +
      "germline whole-genome and exome calling, RNA-seq and long-read QC, all in Nextflow DSL2 in nf-core style. " +
      "This year we moved the pipelines onto AWS Batch with spot instances beside the on-premises cluster, cutting the compute cost per genome by about 40%, " +
      "and I wrote the platform's FAIR data guidelines, so every dataset leaves with rich metadata and a persistent identifier.",
    url: "https://meranti-genomics.example.org",
    teamSize: 3,
  },
  {
    title: "Bioinformatics Software Engineer",
    employmentType: "Full-time",
    company: "Meranti Institute of Genomic Research",
    date: "Mar 2023 – Jun 2025",
    location: "Singapore · Hybrid",
    description:
      "Joined to turn a tangle of Bash and Snakemake scripts into maintained pipelines. I rewrote the germline workflow in Nextflow (it became KayaCall), " +
      "put every tool in Docker and Singularity containers, added CI with GitHub Actions and nf-test, and cut the time to process one 30x whole genome " +
      "from about 30 hours to 9. I also built the benchmarking workflow behind our 2025 variant-caller preprint.",
    url: "https://meranti-genomics.example.org",
  },
  {
    title: "Adjunct Lecturer (Python)",
    employmentType: "Part-time",
    company: "Kallang Polytechnic",
    date: "Apr 2022 – Present",
    location: "Singapore · On-site, evenings",
    description:
      "Teach the evening module Python for Data Analytics to adult learners in the polytechnic's continuing-education programme: one evening a week " +
      "(Tuesdays, 7 to 10 pm), about 30 learners per class, covering Python basics, pandas, plotting and a capstone project on public health data. " +
      "Nine classes taught so far.",
    url: "https://kallangpoly.example.edu.sg",
  },
  {
    title: "Data Analyst",
    employmentType: "Full-time",
    company: "Pelangi Health Insurance",
    date: "Jul 2020 – Feb 2023",
    location: "Singapore · Hybrid",
    description:
      "Pelangi Health Insurance sells health cover to individuals and small businesses in Singapore and Malaysia. I analysed claims and policy data: " +
      "I wrote the SQL and pandas pipelines behind the monthly claims reports, cutting their preparation from three days to two hours, " +
      "and built R models of hospital-bill trends for the pricing team. Along the way I taught myself software engineering: Git, testing and code review.",
    url: "https://pelangihealth.example.com",
  },
  {
    title: "Laboratory Technician (Sequencing)",
    employmentType: "Full-time",
    company: "Serangoon General Hospital",
    date: "Jul 2017 – Jun 2020",
    location: "Singapore · On-site",
    description:
      "Ran the Illumina MiSeq and NextSeq sequencers in the hospital's molecular diagnostics laboratory: library preparation, run set-up, QC " +
      "and hand-off of data for hereditary cancer and pharmacogenomics panels, in an ISO 15189-accredited lab. Tired of tracking samples in spreadsheets, " +
      "I learned R in the evenings and built TAT Board, a Shiny dashboard of turnaround times that the lab still uses.",
  },
];

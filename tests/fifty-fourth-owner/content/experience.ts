import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Bioinformatics Engineer",
    employmentType: "Full-time",
    company: "Tiba Genomics",
    date: "Mar 2022 – Present",
    location: "Nairobi · Hybrid",
    description:
      "Tiba Genomics is a Nairobi genomics start-up that sequences bacterial pathogens for hospitals and public-health labs in Kenya, Uganda and Tanzania " +
      "and reports the antimicrobial-resistance genes it finds. I lead the pipelines team of three engineers. We moved the sequencing pipelines from a single " +
      "on-premise server to Nextflow on AWS Batch with Docker containers and Amazon S3, which cut turnaround from nine days to under three days and the compute cost " +
      "per sample from about $14 to $3.80. I also own the PostgreSQL results database behind the hospital reports and review every pipeline change that touches patient data.",
    url: "https://tibagenomics.example.com",
    teamSize: 3,
  },
  {
    title: "Research Software Engineer",
    employmentType: "Full-time",
    company: "Acacia Institute for Tropical Health",
    date: "Sep 2018 – Feb 2022",
    location: "Nairobi · On-site",
    description:
      "I was the first research software engineer in the institute's malaria genomics group. I turned a folder of shell scripts into malaria-ampseq, " +
      "a Nextflow pipeline that ran on the institute's SLURM cluster with Singularity containers and processed more than 11,000 parasite samples from 14 counties " +
      "for Kenya's malaria drug-resistance surveillance. I also wrote the vector-snp Snakemake workflow for mosquito genomes, built the FreezerMap sample tracker, " +
      "and was first author of the group's 2021 paper in Tropical Genomics & Health.",
    url: "https://acaciatropicalhealth.example.org",
  },
  {
    title: "Laboratory Technician",
    employmentType: "Full-time",
    company: "Lake Basin Malaria Research Station",
    date: "Jan 2012 – Aug 2016",
    location: "Kisumu · On-site",
    description:
      "Bench work in a malaria research lab: blood-smear microscopy, DNA extraction and PCR genotyping of Plasmodium falciparum drug-resistance markers, " +
      "and rearing Anopheles mosquitoes in the station's insectary, which is where the nickname Mbu came from. Copying qPCR plate results out of Excel sheets every week " +
      "made me teach myself Python from free online courses in 2014; my first script cut the weekly plate report from two days to about an hour, and it later grew into platewise.",
  },
  {
    title: "Founder and Lead Instructor",
    employmentType: "Part-time",
    company: "Code na Sayansi",
    date: "Jun 2019 – Present",
    location: "Nairobi · In person and online",
    description:
      "I founded Code na Sayansi (Swahili for 'code and science'), a series of Saturday workshops that teaches the Unix shell, Git, Python and R to lab scientists " +
      "and students. I'm a certified Carpentries instructor and our lessons follow the Carpentries style, taught in English and Swahili. " +
      "26 workshops and about 540 learners so far; I teach roughly one workshop a month and train new volunteer helpers.",
    url: "https://codenasayansi.example.org",
  },
];

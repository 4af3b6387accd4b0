import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Research Software Engineer",
    employmentType: "Full-time",
    company: "Open Genome Lab",
    date: "Mar 2020 – Present",
    location: "Observatory, Cape Town · Hybrid (three days a week in the lab)",
    description:
      "Open Genome Lab is a non-profit genomics lab of about 40 people that sequences tuberculosis and malaria samples for public-health partners and studies " +
      "human genetic diversity in southern Africa. I was its first research software engineer. I moved our analyses from scripts on one workstation to " +
      "versioned Nextflow and Snakemake pipelines running in Singularity containers on the lab's 24-node SLURM cluster, and I look after the cluster's job " +
      "queues with our systems administrator. I built the PostgreSQL sample-tracking database that holds the metadata of more than 60,000 samples, and I " +
      "mentor two junior research software engineers. The lab gives me Fridays as research days for my own methods work, which is where Imbewu came from.",
    url: "https://opengenomelab.example.org",
    teamSize: 2,
  },
  {
    title: "Data Analyst",
    employmentType: "Full-time",
    company: "Protea Care Hospitals",
    date: "Feb 2016 – Jun 2019",
    location: "Cape Town · On-site",
    description:
      "Protea Care Hospitals is a private hospital group with 11 hospitals in the Western Cape and the Eastern Cape. In its clinical analytics team I wrote " +
      "SQL against the group's PostgreSQL data warehouse and R reports on admissions, lengths of stay, readmissions and hospital-acquired infections for the " +
      "infection-control nurses. I automated the monthly board report with R Markdown, which took it from four days of copying between spreadsheets to about " +
      "two hours. I worked on reports, not on the hospitals' clinical software.",
  },
  {
    title: "Teaching Assistant, Computational Biology",
    employmentType: "Part-time",
    company: "University of Cape Town",
    date: "Feb 2015 – Dec 2015",
    location: "Rondebosch, Cape Town · On campus",
    description:
      "While doing the first year of an MSc in Computational Biology, I tutored the second-year course Programming for Biologists in R and Python, ran two " +
      "practical sessions a week and marked the practicals of about 120 students. I left the master's after that first year, so I don't hold the degree; " +
      "the teaching is what stayed with me.",
  },
  {
    title: "Laboratory Assistant",
    employmentType: "Part-time",
    company: "University of the Western Cape",
    date: "Feb 2014 – Nov 2014",
    location: "Bellville, Cape Town · Department of Biotechnology",
    description:
      "In my final undergraduate year I worked ten hours a week in a molecular biology lab: DNA extractions, PCR, gel electrophoresis and keeping the freezer " +
      "inventory. I wrote my first Python script here, to lay out 96-well plates, and found I liked that part more than the pipetting.",
  },
];

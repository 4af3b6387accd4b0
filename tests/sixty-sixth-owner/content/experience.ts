import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Lead Data Engineer",
    employmentType: "Full-time",
    company: "Metropolitan Mobility Authority",
    date: "Mar 2021 – Present",
    location: "São Paulo · Hybrid",
    description:
      "The Metropolitan Mobility Authority is the public body that plans and pays for São Paulo's municipal buses: about 13,000 buses run by 11 private operators " +
      "on about 1,300 lines. I joined as its first data engineer and have led the open-data team of four engineers since January 2023. " +
      "I rebuilt the public GTFS and GTFS-Realtime feeds, moved the nightly jobs from cron scripts to Airflow and the reporting SQL into dbt, " +
      "and built the Kafka pipeline that turns the buses' GPS pings into real-time feeds every 15 seconds. Everything runs in Docker on the authority's own servers, " +
      "with Grafana for monitoring. Rush Hour, Green Wave, Last Stop and the Catraca Aberta open dataset all came out of this job.",
    url: "https://mma.example.com",
    teamSize: 4,
  },
  {
    title: "Part-time Lecturer",
    employmentType: "Part-time",
    company: "Faculdade Paulistana de Arquitetura e Urbanismo",
    date: "Feb 2022 – Present",
    location: "São Paulo · On-site, Tuesday evenings",
    description:
      "Alongside my job at the authority I teach GIS for Urban Planners, a one-semester evening course for third-year architecture and urbanism students, " +
      "every first semester. About 35 students a class learn QGIS, PostGIS and open data by mapping how long it takes to reach a hospital or a school by bus " +
      "from their own neighbourhood.",
  },
  {
    title: "Parental leave",
    employmentType: "Leave",
    company: "Metropolitan Mobility Authority",
    date: "Sep 2023 – Feb 2024",
    location: "São Paulo",
    description:
      "Six months of parental leave when our second child was born. My team kept the feeds running without me, which I count as the best proof that our " +
      "documentation worked, and I came back to the same role in March 2024.",
  },
  {
    title: "Data Engineer",
    employmentType: "Full-time",
    company: "Roda Livre",
    date: "Aug 2018 – Feb 2021",
    location: "São Paulo · On-site",
    description:
      "Roda Livre was a bike-share start-up with about 2,600 bikes at 260 docking stations in São Paulo's central districts. I was the company's first data hire: " +
      "I built the trip and dock-status pipelines in Python and Airflow on PostgreSQL, the Grafana boards the operations team lived in, and the demand forecast " +
      "that told the rebalancing vans where to go first (Rebalance). I left when the company cut its data team during the pandemic.",
    url: "https://rodalivre.example.com",
  },
  {
    title: "Research Assistant",
    employmentType: "Full-time",
    company: "LabMob – Urban Mobility Lab, Universidade do Vale do Tietê",
    date: "Mar 2016 – Jul 2018",
    location: "São Paulo · On-site",
    description:
      "Research assistant at the university's urban mobility lab after my geography degree. I cleaned and geocoded the 2017 Origin-Destination household travel survey, " +
      "mapped how long it takes to reach a job by public transport from every district with QGIS and PostGIS, and co-wrote two papers on bus access in the city's " +
      "eastern outskirts. This is where I wrote my first Python script and learned SQL.",
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Lead Climate Data Engineer",
    employmentType: "Full-time",
    company: "Higher Ground Climate",
    date: "Jun 2022 – Present",
    location: "Rotterdam · Hybrid",
    description:
      "Lead a team of three building the flood-risk and weather data pipelines behind the company's flood-depth maps: Airflow DAGs that ingest " +
      "KNMI radar rainfall, Copernicus ERA5 reanalysis and national flood scenarios, process them with xarray and Dask, and load the results " +
      "into PostGIS for water boards, municipalities and insurers.",
    url: "https://higherground.example.com",
    teamSize: 3,
  },
  {
    title: "Java Developer",
    employmentType: "Full-time",
    company: "Delta Shield Verzekeringen",
    date: "Mar 2019 – May 2022",
    location: "Utrecht · On-site",
    description:
      "Built and maintained the claims system for home and car insurance in Java and Spring Boot on an Oracle database: a new online claim form, " +
      "a rules engine that fast-tracks small claims, and weather checks that compare storm-damage claims with KNMI wind data.",
  },
  {
    title: "Actuarial Analyst",
    employmentType: "Full-time",
    company: "Lighthouse Re",
    date: "Sep 2016 – Feb 2019",
    location: "Amsterdam",
    description:
      "Priced windstorm and flood reinsurance for Dutch and Belgian insurers: built catastrophe loss models in R, fitted extreme-value " +
      "distributions to storm losses and wrote the yearly reserving reports.",
  },
  {
    title: "Claims Handler",
    employmentType: "Full-time",
    company: "Swift Claims Services",
    date: "Mar 2015 – Aug 2016",
    location: "Rotterdam",
    description:
      "Handled home and water-damage claims for several Dutch insurers, about forty a week: checked policies, sent loss adjusters and " +
      "explained every decision to the customer.",
  },
  {
    title: "Research Assistant",
    employmentType: "Part-time",
    company: "Delft University of Technology",
    date: "Sep 2014 – Feb 2015",
    location: "Delft",
    description:
      "Six months at the Delft Institute of Applied Mathematics estimating storm-surge return periods along the Dutch coast from tide-gauge " +
      "records, continuing the work of my master's thesis.",
    url: "https://www.tudelft.nl",
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Graphics Lead, Data Desk",
    employmentType: "Full-time",
    company: "Diario Mirador",
    date: "Jan 2024 – Present",
    location: "Mexico City · Hybrid",
    description:
      "Diario Mirador is a national daily newspaper based in Mexico City. Since January 2024 I lead the graphics team on its data desk: " +
      "three developers who build the paper's interactive graphics, maps and election tools. I wrote our chart style guide and accessibility checklist, " +
      "review every graphic before it goes live and still build the biggest projects myself, such as the live results map for the general election " +
      "of 2 June 2024, which had 4.8 million visits on election night.",
    url: "https://diariomirador.example.com",
    teamSize: 3,
  },
  {
    title: "Data Visualization Developer",
    employmentType: "Full-time",
    company: "Diario Mirador",
    date: "Mar 2021 – Dec 2023",
    location: "Mexico City · Hybrid",
    description:
      "Joined the data desk as its first developer and moved the paper from static chart images to responsive, mobile-first interactive graphics. " +
      "Built more than 60 interactives with Svelte and D3.js, from COVID-19 vaccination trackers to Sed de Ciudad, the 2023 investigation into " +
      "water shortages in Mexico City, and used my Contratos Abiertos MX dataset for the paper's 2022 series on emergency purchases, Compras de Emergencia.",
    url: "https://diariomirador.example.com",
  },
  {
    title: "Freelance Data Visualization Developer",
    employmentType: "Freelance",
    company: "Self-employed",
    date: "Oct 2018 – Feb 2021",
    location: "Mexico City · Remote",
    description:
      "Built interactive D3.js graphics, data reports and dashboards for NGOs, among them Observatorio Ciudadano del Agua, Red por la Transparencia " +
      "and Salud Sin Fronteras Latam: more than 30 projects, from a map of leaking water mains to an explorer of public health spending. " +
      "In 2019 I also started Gráficas para Redacciones, my chart workshops for journalists.",
  },
  {
    title: "Front-End Developer",
    employmentType: "Full-time",
    company: "Estudio Nopal",
    date: "Aug 2015 – Aug 2017",
    location: "Mexico City · On-site",
    description:
      "Estudio Nopal is a small web agency of nine people. I built responsive websites for museums, cultural festivals and restaurants with HTML, " +
      "Sass and JavaScript, and made my first D3.js charts for a museum's annual report, which is how I found my way into data visualization.",
    url: "https://estudionopal.example.com",
  },
  {
    title: "Research Assistant, Department of Statistics",
    employmentType: "Part-time",
    company: "Universidad Metropolitana del Ajusco",
    date: "Jan 2014 – Jul 2015",
    location: "Mexico City · On-site",
    description:
      "Research assistant in the public university's Department of Statistics, on the Encuesta de Movilidad del Sur, a survey of 6,000 households " +
      "about commuting in the south of Mexico City. I cleaned and weighted the survey data in R and SQL, drew the report's charts with ggplot2 " +
      "and co-authored a working paper on commuting times.",
    url: "https://estadistica.uma-ajusco.example.edu",
  },
];

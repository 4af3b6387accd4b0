import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Sed de Ciudad",
    github: "https://github.com/joaquinherrera/sed-de-ciudad-datos",
    live: "https://diariomirador.example.com/especiales/sed-de-ciudad",
    description:
      "An interactive investigation published by Diario Mirador in September 2023 on water shortages in Mexico City. Readers type their address " +
      "to see how many days a week water reached their colonia: we mapped 14 months of tandeo (water-rationing) schedules for 1,812 colonias, " +
      "obtained through 37 transparency requests, against income and population. More than 2.1 million people read it, and it won the " +
      "Premio Latinoamericano de Periodismo de Datos 2024 for best visualization. I built it with two reporters from the data desk; " +
      "the data and the analysis notebooks are public on GitHub.",
    stack: ["Svelte", "D3.js", "Mapbox GL", "Python", "geopandas", "QGIS"],
    deploy: { frontend: "Diario Mirador", data: { name: "GitHub", href: "https://github.com/joaquinherrera/sed-de-ciudad-datos" } },
    image: { src: "/images/projects/sed-de-ciudad.png", alt: "A map of Mexico City's colonias shaded by how many days a week they received water" },
  },
  {
    name: "svelte-trazo",
    github: "https://github.com/joaquinherrera/svelte-trazo",
    live: "https://trazo.example.com",
    description:
      "An open-source library of accessible Svelte chart components: line, bar, scatter, beeswarm and small multiples. Every chart ships with " +
      "a text summary for screen readers and a keyboard-navigable data table, and the scales are D3.js under the hood. MIT licensed, " +
      "with about 1,400 GitHub stars and 9,000 weekly npm downloads; version 2.0, released in 2024, supports Svelte 5.",
    stack: ["Svelte", "TypeScript", "D3.js", "Vitest"],
    deploy: {
      npm: { name: "svelte-trazo", href: "https://www.npmjs.com/package/svelte-trazo" },
      docs: "Netlify",
    },
    image: { src: "/images/projects/svelte-trazo.png", alt: "A beeswarm chart from svelte-trazo beside its screen-reader summary" },
  },
  {
    name: "Contratos Abiertos MX",
    github: "https://github.com/joaquinherrera/contratos-abiertos-mx",
    live: "https://www.kaggle.com/datasets/joaquinherrera/contratos-abiertos-mx",
    description:
      "A scraper and open dataset of Mexico's federal public procurement contracts: 1.3 million contracts from 2015 to 2024, scraped from CompraNet, " +
      "cleaned and published on Kaggle, where it has been downloaded more than 6,000 times. A GitHub Actions job re-runs the scraper every week. " +
      "It grew out of my master's thesis; the code is MIT licensed and the data is CC BY 4.0.",
    stack: ["Python", "Playwright", "BeautifulSoup", "pandas", "SQLite", "GitHub Actions"],
    deploy: {
      dataset: { name: "Kaggle", href: "https://www.kaggle.com/datasets/joaquinherrera/contratos-abiertos-mx" },
      scraper: "GitHub Actions (weekly)",
    },
  },
  {
    name: "Mapa Electoral 2024",
    github: "",
    live: "https://diariomirador.example.com/elecciones-2024/mapa",
    description:
      "Diario Mirador's live results map for Mexico's general election of 2 June 2024: results for all 300 federal districts, updated every 60 seconds " +
      "from the official preliminary count (PREP), with a district-by-district comparison to 2018. It had 4.8 million visits on election night. " +
      "The code belongs to Diario Mirador and is private.",
    stack: ["Svelte", "D3.js", "TopoJSON", "Python", "PostgreSQL"],
    deploy: { frontend: "Diario Mirador", database: "PostgreSQL" },
    image: { src: "/images/projects/mapa-electoral-2024.png", alt: "Mexico's 300 federal districts coloured by the leading party on election night" },
  },
  {
    name: "Gráficas para Redacciones",
    github: "https://github.com/joaquinherrera/graficas-para-redacciones",
    live: "https://graficas.example.com",
    description:
      "A free workshop series that teaches journalists to make clear, honest charts, from choosing the right chart to cleaning a spreadsheet: " +
      "no coding in the first session, Observable Plot and R (ggplot2) in the advanced ones. 18 workshops in seven cities since 2019 " +
      "(Mexico City, Guadalajara, Monterrey, Oaxaca, Mérida, Puebla and Tijuana) and more than 400 journalists trained. " +
      "All materials are free under CC BY-SA 4.0.",
    stack: ["Observable Plot", "R", "ggplot2", "Figma"],
    deploy: { site: "GitHub Pages" },
  },
  {
    name: "Mapas que no mienten",
    github: "https://github.com/joaquinherrera/mapas-que-no-mienten",
    live: "https://www.youtube.com/watch?v=mapasquenomienten",
    description:
      "My talk at Encuentro Latino de Visualización 2024, a data-visualization conference in Bogotá, in October 2024: how to map scarcity honestly, " +
      "using the design decisions behind Sed de Ciudad: why we normalized by population, when a dot-density map beats a choropleth, " +
      "and how to show the uncertainty in official data. The 30-minute talk, in Spanish with English subtitles, is on YouTube; " +
      "the slides and the QGIS project are on GitHub.",
    stack: ["QGIS", "Mapbox GL", "geopandas", "Figma"],
    deploy: { slides: "GitHub Pages", video: { name: "YouTube", href: "https://www.youtube.com/watch?v=mapasquenomienten" } },
  },
  {
    name: "Taquímetro",
    github: "https://github.com/joaquinherrera/taquimetro",
    live: "https://taquimetro.example.com",
    description:
      "My hobby project: a map of every taco stand I've reviewed in Mexico City, 212 so far across all 16 alcaldías since 2019. Each stand gets " +
      "a score out of 10 for salsa, tortilla, meat, price and wait, and you can filter by taco (al pastor, suadero, canasta…). " +
      "The top-rated stand is Tacos El Güero in Portales. MIT licensed.",
    stack: ["Svelte", "TypeScript", "Mapbox GL", "SQLite"],
    deploy: { frontend: "Netlify", database: "SQLite" },
    image: { src: "/images/projects/taquimetro.png", alt: "Taquímetro's map of Mexico City dotted with taco stands, one stand's scorecard open" },
  },
];

import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Visualization & Front-End",
    items: [
      { label: "D3.js", icon: "si:d3" },
      { label: "Svelte", icon: "si:svelte" },
      { label: "JavaScript", icon: "si:javascript" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "Observable Plot", icon: "si:observable" },
      { label: "HTML & CSS", icon: "si:html5" },
    ],
  },
  {
    title: "Maps & Geodata",
    items: [
      { label: "Mapbox GL", icon: "si:mapbox" },
      { label: "QGIS", icon: "si:qgis" },
      { label: "geopandas", icon: "lu:globe" },
      { label: "TopoJSON", icon: "lu:map" },
      { label: "Cartographic design", icon: "lu:compass" },
    ],
  },
  {
    title: "Data Analysis & Statistics",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "pandas", icon: "si:pandas" },
      { label: "R", icon: "si:r" },
      { label: "ggplot2", icon: "lu:chart-bar" },
      { label: "SQL (PostgreSQL, SQLite)", icon: "lu:database" },
      { label: "Statistics", icon: "lu:sigma" },
      { label: "Jupyter", icon: "si:jupyter" },
    ],
  },
  {
    title: "Reporting & Scraping",
    items: [
      { label: "Playwright", icon: "lu:bot" },
      { label: "BeautifulSoup", icon: "lu:file-search" },
      { label: "Transparency requests", icon: "lu:file-text" },
      { label: "Data cleaning", icon: "lu:eraser" },
      { label: "GitHub Actions", icon: "si:githubactions" },
    ],
  },
  {
    title: "Design & Accessibility",
    items: [
      { label: "Figma", icon: "si:figma" },
      { label: "Accessible charts", icon: "lu:accessibility" },
      { label: "Color & typography", icon: "lu:palette" },
      { label: "Testing graphics with readers", icon: "lu:users" },
    ],
  },
];

import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Interactive Graphics",
    items: [
      { label: "JavaScript", icon: "si:javascript" },
      { label: "D3.js", icon: "si:d3" },
      { label: "Svelte", icon: "si:svelte" },
      { label: "Observable", icon: "si:observable" },
      { label: "HTML & CSS (SVG, responsive charts)", icon: "si:html5" },
    ],
  },
  {
    title: "Data Analysis",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "pandas", icon: "si:pandas" },
      { label: "R (tidyverse, ggplot2)", icon: "si:r" },
      { label: "Web scraping (Python)", icon: "lu:search" },
    ],
  },
  {
    title: "Maps & Databases",
    items: [
      { label: "PostgreSQL with PostGIS", icon: "si:postgresql" },
      { label: "QGIS", icon: "si:qgis" },
    ],
  },
  {
    title: "Charts & Design Tools",
    items: [
      { label: "Datawrapper", icon: "lu:chart-column" },
      { label: "Figma", icon: "si:figma" },
      { label: "Chart style guides and accessible colour palettes", icon: "lu:palette" },
    ],
  },
  {
    title: "Reporting",
    items: [
      { label: "Data reporting and fact-checking numbers", icon: "lu:newspaper" },
      { label: "Access to Information requests", icon: "lu:file-text" },
      { label: "Public procurement and budget documents", icon: "lu:landmark" },
    ],
  },
  {
    title: "Teaching",
    items: [
      { label: "Spreadsheet training for reporters (Google Sheets, Excel)", icon: "si:googlesheets" },
      { label: "Workshops in English and Swahili", icon: "lu:presentation" },
    ],
  },
];

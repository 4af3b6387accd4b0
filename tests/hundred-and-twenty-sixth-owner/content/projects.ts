import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Kura Map",
    github: "https://github.com/wambui-karanja/kura-map",
    live: "https://dailylantern.example.com/kura-2022",
    description:
      "The Daily Lantern's interactive map of Kenya's August 2022 general election (kura means vote in Swahili). It showed the presidential results from all " +
      "46,229 polling stations as the electoral commission published their result forms, refreshed every ten minutes, and let readers zoom from the whole country " +
      "to a county, a constituency or a single polling station. I drew the boundaries in QGIS, stored them in PostgreSQL with PostGIS, and built the map in Svelte " +
      "and D3.js. It had 1.3 million visits in election week and got an honourable mention at the African Data Storytelling Awards 2023. It is no longer updated: " +
      "the page stays up as an archive of the 2022 results.",
    stack: ["Svelte", "D3.js", "PostgreSQL", "PostGIS", "QGIS"],
    deploy: { map: "dailylantern.example.com (archive)", data: "PostgreSQL with PostGIS" },
  },
  {
    name: "Tender Watch",
    github: "https://github.com/wambui-karanja/tender-watch",
    live: "https://tenderwatch.example.org",
    description:
      "A scraper of Kenya's public procurement tenders. Every night a Python scraper, run by GitHub Actions, reads the new tenders and contract awards published " +
      "on the government's procurement portal, cleans them with pandas and stores them in PostgreSQL; a small search site built in Svelte lets anyone look up " +
      "a company, a county or a ministry. It holds more than 212,000 tenders since 2018 and flags the odd ones, such as tenders open for fewer than three days " +
      "or won by a company registered that same month. Three Daily Lantern investigations started from its flags. It is open source under the MIT licence.",
    stack: ["Python", "pandas", "PostgreSQL", "GitHub Actions", "Svelte"],
    deploy: { scraper: "GitHub Actions (nightly)", search: { name: "tenderwatch.example.org", href: "https://tenderwatch.example.org" } },
  },
  {
    name: "Fare Game",
    github: "",
    live: "https://dailylantern.example.com/matatu-fares",
    description:
      "A data story on what a matatu ride in Nairobi really costs, published in March 2023. For six weeks, 52 volunteer commuters recorded 3,100 fares on 140 routes " +
      "with a simple online form; I analysed them in R and found that fares on the same route rise by up to 60% when it rains and at rush hour, and that women " +
      "reported being overcharged more often than men. The charts are D3.js and Datawrapper, sketched first in Figma. Fare Game won Best Data Story at the " +
      "Kenya Media Excellence Awards 2023. The code is not public.",
    stack: ["R", "D3.js", "Datawrapper", "Figma"],
    deploy: { story: "dailylantern.example.com" },
  },
  {
    name: "Spreadsheet Fridays",
    github: "https://github.com/wambui-karanja/spreadsheet-fridays",
    live: "https://wambuikaranja.example.com/spreadsheet-fridays",
    description:
      "A free workshop series that teaches reporters to use spreadsheets, which I started at The Daily Lantern in 2022 and opened to reporters from any newsroom. " +
      "Each two-hour Friday session covers one skill in Google Sheets and Excel: sorting and filtering, pivot tables, VLOOKUP, percentages and per-capita figures, " +
      "and spotting bad data. I teach in English and Swahili. So far there have been 31 workshops and about 260 reporters from 18 newsrooms have come. " +
      "The lesson plans and practice files are on GitHub under a CC BY 4.0 licence.",
    stack: ["Google Sheets", "Excel"],
    deploy: { materials: "GitHub Pages" },
  },
  {
    name: "Bajeti47",
    github: "https://github.com/wambui-karanja/bajeti47",
    live: "https://bajeti47.example.org",
    description:
      "An open dataset of the budgets of Kenya's 47 counties, from the 2014/15 to the 2023/24 financial year (bajeti means budget in Swahili). The figures come " +
      "from the Controller of Budget's reports, which are published as PDFs; I extract them with Python and pandas, check every county's totals in R, and publish " +
      "them as CSV files and a PostgreSQL dump under a CC BY 4.0 licence. Nine newsrooms and three universities have used it, and it was shortlisted for " +
      "the Open Data Kenya Prize 2024. I update it once a year.",
    stack: ["Python", "pandas", "R", "PostgreSQL"],
    deploy: { downloads: { name: "bajeti47.example.org", href: "https://bajeti47.example.org" } },
  },
  {
    name: "Lantern Chart Style Guide",
    github: "",
    live: "https://dailylantern.example.com/chart-style-guide",
    description:
      "The Daily Lantern's style guide for charts, which I wrote in 2022: which chart to use for what, how to write a chart's headline and source line, colour " +
      "palettes that work for colour-blind readers and in the black-and-white print edition, and how to round numbers honestly. It comes with Datawrapper themes " +
      "and a Figma library of chart components, and the guide itself is a small Svelte site. Two other Kenyan newsrooms have adapted it for their own charts.",
    stack: ["Figma", "Datawrapper", "Svelte"],
    deploy: { guide: "dailylantern.example.com" },
  },
  {
    name: "Drought Tracker",
    github: "https://github.com/wambui-karanja/drought-tracker",
    live: "",
    description:
      "A set of Observable notebooks I built in 2019 as a freelancer for Maji Safi Trust, tracking rainfall, the price of water and the price of goats and cattle " +
      "in five dry counties in northern Kenya, updated every week so the charity could see a drought coming. The charts were D3.js in JavaScript. " +
      "It was retired in 2021 when the project's funding ended; the code is archived on GitHub.",
    stack: ["Observable", "D3.js", "JavaScript"],
    deploy: { notebooks: "Observable (retired in 2021)" },
  },
];

import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Loose Ends",
    github: "https://github.com/rowan-adeyemi-clarke/loose-ends",
    live: "https://plugins.qgis.org/plugins/loose_ends/",
    description:
      "An open-source QGIS plugin that finds and fixes the loose ends in a line network before you route on it: dangling lines, small gaps, overshoots and " +
      "duplicate vertices, with a report of every change it made. I started it in my own time in 2018, while I was at Still Water, and I still maintain it. " +
      "It's GPL-2.0 licensed, has about 25,000 downloads from the QGIS plugin repository and works on QGIS 3.28 and later.",
    stack: ["Python", "PyQGIS", "QGIS", "GDAL", "pytest", "GitHub Actions"],
    deploy: {
      "QGIS plugin repository": { name: "Loose Ends", href: "https://plugins.qgis.org/plugins/loose_ends/" },
    },
  },
  {
    name: "Every Footpath",
    github: "https://github.com/lay-of-the-land-trust/every-footpath",
    live: "https://everyfootpath.example.org",
    description:
      "The Lay of the Land Trust's free public map of about 190,000 km of footpaths, bridleways and byways and 30,000 green spaces in England and Wales. " +
      "Every night, data from councils and volunteers is loaded into PostGIS, cut into vector tiles with Tippecanoe and written to a single PMTiles file, " +
      "so the map needs no tile server. The front end is TypeScript and MapLibre GL JS, in Welsh and English, and about 150,000 walkers use it every month. " +
      "The trust publishes the code under the MIT licence.",
    stack: ["TypeScript", "MapLibre GL JS", "PostGIS", "Tippecanoe", "PMTiles", "Python"],
    deploy: {
      frontend: "The trust's own web servers",
      tiles: "One PMTiles file on the trust's file server",
      database: "PostgreSQL with PostGIS",
      domain: "everyfootpath.example.org",
    },
  },
  {
    name: "Quiet Roads",
    github: "",
    live: "https://loopbikes.example.com/blog/quiet-roads",
    description:
      "The cycle routing engine behind the Loop Bikes app. It routes on OpenStreetMap with pgRouting, weighting every street by its traffic, its hills " +
      "(worked out from LiDAR) and its surface, so riders get the quiet way rather than the shortest. A FastAPI service answers the app, and a Leaflet map " +
      "let the operations team try routes out. Riders chose the quiet route on about 70% of trips. The code belongs to Loop Bikes, so the link goes to my write-up.",
    stack: ["Python", "pgRouting", "PostGIS", "OpenStreetMap", "FastAPI", "Leaflet"],
    deploy: { backend: "Docker on Loop Bikes' servers", database: "PostgreSQL with PostGIS and pgRouting" },
  },
  {
    name: "Wet Feet",
    github: "",
    live: "https://stillwater.example.co.uk/case-studies/wet-feet",
    description:
      "A Python and GDAL toolkit I wrote at Still Water Consulting that turns LiDAR terrain models and river-model results into the flood depth, velocity and " +
      "hazard maps a planning application needs, laid out and styled in QGIS print layouts. It cut a typical flood map pack from three days to half a day. " +
      "The code is the consultancy's, so the link goes to its case study.",
    stack: ["Python", "GDAL", "QGIS", "PostGIS", "LiDAR"],
    deploy: {
      "case study": { name: "Still Water case study", href: "https://stillwater.example.co.uk/case-studies/wet-feet" },
    },
  },
  {
    name: "Heavy Tiles",
    github: "https://github.com/rowan-adeyemi-clarke/heavy-tiles",
    live: "https://crates.io/crates/heavy-tiles",
    description:
      "A small command-line tool that reads a PMTiles archive and lists every tile over a size budget, zoom level by zoom level, so you can see which layer " +
      "is bloating your map before your users do. My first Rust project, written to check Every Footpath's tiles in CI. Install it with cargo install heavy-tiles; MIT licensed.",
    stack: ["Rust", "PMTiles", "GitHub Actions"],
    deploy: {
      "crates.io": { name: "heavy-tiles", href: "https://crates.io/crates/heavy-tiles" },
    },
  },
  {
    name: "Mapathon Scoreboard",
    github: "https://github.com/map-the-gaps/mapathon-scoreboard",
    live: "https://mapthegaps.example.org/scoreboard",
    description:
      "A live map for Map the Gaps mapathons. It follows the OpenStreetMap edits made for the evening's task and draws each new building on a Leaflet map as " +
      "soon as it's mapped, with a count for each table, so first-time mappers see their work land. Plain TypeScript with no framework, hosted on GitHub Pages.",
    stack: ["TypeScript", "Leaflet", "OpenStreetMap"],
    deploy: { frontend: "GitHub Pages", domain: "mapthegaps.example.org" },
  },
  {
    name: "Two Names",
    github: "https://github.com/rowan-adeyemi-clarke/two-names",
    live: "",
    description:
      'Dau Enw, Welsh for "two names": an open dataset and Python script that pairs the Welsh and English names of about 4,800 places in Wales in OpenStreetMap ' +
      "(Caerdydd and Cardiff, Abertawe and Swansea), checked against the Welsh Language Commissioner's list of standardised place names, so a search box finds a place " +
      "whichever name you type. Every Footpath's search uses it. The data is under the ODbL and the code under the MIT licence.",
    stack: ["Python", "OpenStreetMap", "PostGIS", "GeoPandas"],
    deploy: {
      data: { name: "GitHub releases", href: "https://github.com/rowan-adeyemi-clarke/two-names/releases" },
    },
  },
];

import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Tāmaki Flood Viewer",
    github: "",
    live: "https://floodviewer.tamaki-council.example.govt.nz",
    description:
      "The public flood-risk map I built for Tāmaki Regional Council in 2020 and 2021. Residents type in an address and see the modelled flood " +
      "extent and depth for a 1-in-10-year storm, a 1-in-100-year storm and a 1-in-100-year storm with climate-change rainfall. It's built from the " +
      "council's flood models and a 1 m LiDAR elevation model: Python and GDAL turn the model rasters into polygons and tiles in PostGIS, GeoServer " +
      "serves them, and the front end is MapLibre GL JS in TypeScript. About 40,000 people used it in its first year, and it cut flood-information " +
      "requests to the council by about a third. The code belongs to the council, so there's no public repository.",
    stack: ["PostGIS", "GDAL", "Python", "MapLibre GL JS", "GeoServer", "TypeScript"],
    deploy: {
      frontend: "Council web servers",
      "map server": "GeoServer",
      database: "PostGIS",
      domain: "floodviewer.tamaki-council.example.govt.nz",
    },
  },
  {
    name: "Boundary Check (QGIS plugin)",
    github: "https://github.com/saiataufa/qgis-boundary-check",
    live: "https://plugins.qgis.org/plugins/boundary_check/",
    description:
      "A QGIS plugin, written in Python with PyQGIS, that checks cadastral boundaries the way a surveyor would: it flags parcels that overlap or leave " +
      "gaps, traverses whose bearings and distances don't close (misclosures), and boundary corners too far from their survey marks. I wrote the first " +
      "version at the council in 2021 for its cadastral team and have kept it going since as open source under the GPL-2.0 licence. It's published on " +
      "the official QGIS plugin repository, where it has about 14,000 downloads.",
    stack: ["Python", "PyQGIS", "QGIS"],
    deploy: {
      "QGIS plugin repository": { name: "plugins.qgis.org/plugins/boundary_check", href: "https://plugins.qgis.org/plugins/boundary_check/" },
    },
  },
  {
    name: "Kupesi",
    github: "https://github.com/saiataufa/kupesi",
    live: "",
    description:
      "A small vector tile server I'm writing in Rust, mostly to learn the language: it serves vector tiles (MVT) straight from PostGIS tables with " +
      "ST_AsMVT, caches them on disk and ships as a single Docker image. I'm still learning Rust, so it's a side project, not production software: " +
      "we use it at work for internal previews, never for the live basemap. Kupesi is the Tongan word for the patterns printed on tapa cloth. " +
      "I started it in 2024; it's MIT licensed and has about 180 GitHub stars.",
    stack: ["Rust", "PostGIS", "PostgreSQL", "Docker"],
    deploy: { "Docker Hub": "saiataufa/kupesi" },
  },
  {
    name: "Tonga Village Mapping (volunteer)",
    github: "",
    live: "https://saiataufa.example.com/notes/mapping-tonga",
    description:
      "Volunteer mapping after the Hunga Tonga–Hunga Ha'apai eruption and tsunami of January 2022. Through the Humanitarian OpenStreetMap Team's " +
      "(HOT) Tasking Manager I mapped buildings, roads and water tanks in villages on Tongatapu, 'Eua and Ha'apai from satellite imagery, so response " +
      "teams had up-to-date maps while the undersea internet cable was cut. I validated other volunteers' work and ran two online mapathons with " +
      "Auckland's Tongan community, about 60 volunteers in all; together we added about 2,300 buildings to OpenStreetMap, where they're free for " +
      "anyone to use. I wrote up what we learned on my blog and gave a talk about it at FOSS4G SotM Oceania 2023.",
    stack: ["OpenStreetMap", "HOT Tasking Manager", "JOSM", "iD editor"],
    deploy: {
      OpenStreetMap: { name: "openstreetmap.org/user/saiataufa", href: "https://www.openstreetmap.org/user/saiataufa" },
      "Tasking Manager": { name: "HOT Tasking Manager", href: "https://tasks.hotosm.org" },
      "write-up": { name: "Mapping Tonga after the eruption", href: "https://saiataufa.example.com/notes/mapping-tonga" },
    },
  },
  {
    name: "SkyTape Photogrammetry Pipeline",
    github: "https://github.com/saiataufa/odm-batch",
    live: "",
    description:
      "The pipeline I built during my contract at SkyTape, a drone-survey startup, in 2018: it turned a day of drone photos into orthomosaics, " +
      "elevation models and 3D point clouds for survey clients. Each job ran OpenDroneMap in Docker, with Python scripts to queue the flights, check " +
      "the ground control points and upload the results to Amazon S3, which cut processing from about two days a site to six hours. The pipeline " +
      "itself was SkyTape's, but with their permission I open-sourced the batch runner as odm-batch. SkyTape closed in 2019, so nothing of it runs today.",
    stack: ["OpenDroneMap", "Docker", "Python", "Amazon S3"],
    deploy: { "batch runner": { name: "odm-batch on GitHub", href: "https://github.com/saiataufa/odm-batch" } },
  },
  {
    name: "Fonua Field",
    github: "https://github.com/saiataufa/fonua-field",
    live: "",
    description:
      "An offline field-survey app for Fonua Surveying, my family's firm, which I built in the evenings in 2020 and 2021. Survey crews record marks, " +
      "photos, notes and GNSS coordinates where there's no mobile coverage (most of the outer islands); everything is stored on the phone in SQLite " +
      "and syncs to the office when the phone gets signal back. It's built with React Native and TypeScript, Android only, and it's a private build " +
      "for Fonua's crews, not in any app store. The code is open on GitHub.",
    stack: ["React Native", "TypeScript", "SQLite"],
    deploy: { Android: "Private build for Fonua Surveying's crews (not in app stores)" },
  },
];

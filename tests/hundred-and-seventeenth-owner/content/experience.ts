import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Geospatial Engineer",
    employmentType: "Full-time",
    company: "Long White Cloud Maps",
    date: "Apr 2022 – Present",
    location: "Auckland · Hybrid (two days a week in the office)",
    description:
      "Long White Cloud Maps is an Auckland mapping company of about 45 people that makes basemaps and property-data APIs for New Zealand businesses. " +
      "I own the vector tile pipeline behind our national basemap: Python and GDAL load LINZ and OpenStreetMap data into PostGIS, and the tiles are " +
      "built and stored on AWS, in Amazon S3, with AWS Lambda functions rendering tiles on demand; the infrastructure is in Terraform. I rebuilt the " +
      "pipeline in 2023, which cut our tile hosting bill by about 40%, and it now serves around 30 million tiles a month. I also build MapLibre GL JS " +
      "map front ends in TypeScript for clients, and I mentor our two graduate developers, though I don't manage anyone.",
    url: "https://longwhitecloudmaps.example.co.nz",
  },
  {
    title: "GIS Developer",
    employmentType: "Full-time",
    company: "Tāmaki Regional Council",
    date: "Feb 2019 – Mar 2022",
    location: "Auckland · On-site",
    description:
      "Tāmaki Regional Council is the regional council for the Auckland region. In its GIS team I built the public Tāmaki Flood Viewer " +
      "(PostGIS, GDAL, Python and MapLibre GL JS), ran the team's GeoServer, and wrote Python and GDAL pipelines that load LiDAR elevation data, " +
      "property parcels and resource consents into PostGIS every night. I also built the internal consents map in OpenLayers and the public parks " +
      "and walking tracks map in Leaflet, and wrote the first version of my QGIS plugin Boundary Check for the council's cadastral team.",
    url: "https://tamaki-council.example.govt.nz",
  },
  {
    title: "Junior Developer",
    employmentType: "Contract (7 months)",
    company: "SkyTape",
    date: "Jul 2018 – Jan 2019",
    location: "Auckland · On-site",
    description:
      "SkyTape was an Auckland drone-survey startup of eight people, and this was my first job in software after surveying: a short, seven-month " +
      "contract. I built the photogrammetry pipeline that turned drone photos into orthomosaics, elevation models and 3D point clouds, running " +
      "OpenDroneMap in Docker with Python scripts to queue the jobs and upload results to Amazon S3. It cut processing from about two days a site " +
      "to six hours. The contract ended when SkyTape's funding ran out, and the company closed in 2019.",
  },
  {
    title: "Land Surveyor",
    employmentType: "Full-time",
    company: "Fonua Surveying",
    date: "Jan 2013 – Jun 2018",
    location: "Nuku'alofa, Tonga",
    description:
      "Fonua Surveying is my family's surveying firm, which my father started in 1994. For five years I did cadastral (property boundary), " +
      "topographic and engineering set-out surveys across Tongatapu, 'Eua and Ha'apai with total stations and GNSS receivers, and drew up survey " +
      "plans for the Ministry of Lands. I started writing Python scripts to check and clean our survey data, and that is how I found programming. " +
      "From 2017 I also studied part-time for my Graduate Certificate in Computer Science.",
  },
];

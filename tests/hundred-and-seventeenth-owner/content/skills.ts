import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "SQL (spatial SQL)", icon: "lu:database" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "Rust (still learning)", icon: "si:rust" },
    ],
  },
  {
    title: "Spatial Databases",
    items: [
      { label: "PostGIS", icon: "lu:map" },
      { label: "PostgreSQL", icon: "si:postgresql" },
    ],
  },
  {
    title: "GIS Tools & Data",
    items: [
      { label: "GDAL/OGR", icon: "si:gdal" },
      { label: "QGIS and PyQGIS", icon: "si:qgis" },
      { label: "LiDAR and elevation models", icon: "lu:mountain" },
      { label: "OpenStreetMap", icon: "si:openstreetmap" },
    ],
  },
  {
    title: "Web Mapping",
    items: [
      { label: "MapLibre GL JS", icon: "si:maplibre" },
      { label: "Leaflet", icon: "si:leaflet" },
      { label: "OpenLayers", icon: "si:openlayers" },
      { label: "GeoServer", icon: "lu:layers" },
      { label: "Vector tiles", icon: "lu:map-pin" },
    ],
  },
  {
    title: "Cloud & DevOps",
    items: [
      { label: "AWS: Amazon S3 and AWS Lambda (AWS only)", icon: "lu:cloud" },
      { label: "Docker", icon: "si:docker" },
      { label: "Terraform (basic)", icon: "si:terraform" },
      { label: "Git", icon: "si:git" },
    ],
  },
  {
    title: "Mobile & Field",
    items: [
      { label: "React Native", icon: "si:react" },
      { label: "SQLite (offline storage)", icon: "si:sqlite" },
      { label: "Drone photogrammetry (OpenDroneMap)", icon: "lu:drone" },
    ],
  },
  {
    title: "Surveying & Geodesy",
    items: [
      { label: "Coordinate reference systems and projections (NZGD2000, NZTM, EPSG codes)", icon: "lu:crosshair" },
      { label: "Cadastral (property boundary) surveying", icon: "lu:ruler" },
      { label: "Total station and GNSS surveying", icon: "lu:satellite" },
    ],
  },
];

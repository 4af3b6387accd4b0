import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "GIS & Spatial Data",
    items: [
      { label: "PostGIS", icon: "lu:map-pinned" },
      { label: "QGIS", icon: "si:qgis" },
      { label: "GDAL", icon: "lu:layers" },
      { label: "pgRouting", icon: "lu:route" },
      { label: "GeoPandas", icon: "lu:globe" },
      { label: "OpenStreetMap", icon: "si:openstreetmap" },
    ],
  },
  {
    title: "Languages",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "SQL", icon: "lu:database" },
      { label: "Rust", icon: "si:rust" },
    ],
  },
  {
    title: "Web Maps",
    items: [
      { label: "MapLibre GL JS", icon: "si:maplibre" },
      { label: "Leaflet", icon: "si:leaflet" },
      { label: "PMTiles", icon: "lu:package" },
      { label: "Tippecanoe", icon: "lu:scissors" },
    ],
  },
  {
    title: "Back-End & Data",
    items: [
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "FastAPI", icon: "si:fastapi" },
      { label: "DuckDB", icon: "si:duckdb" },
      { label: "pytest", icon: "si:pytest" },
    ],
  },
  {
    title: "Surveying & Field Data",
    items: [
      { label: "GNSS (RTK)", icon: "lu:satellite" },
      { label: "Total stations", icon: "lu:crosshair" },
      { label: "LiDAR", icon: "lu:scan-line" },
      { label: "QField", icon: "lu:smartphone" },
    ],
  },
  {
    title: "Tools",
    items: [
      { label: "Git", icon: "si:git" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Docker", icon: "si:docker" },
      { label: "Linux", icon: "si:linux" },
    ],
  },
];

import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Peilschaal",
    github: "https://github.com/emre-dekker-example/peilschaal",
    live: "https://peilschaal.example.com",
    description:
      "An open API, live since 2023, that returns the expected flood depth for any Dutch address from the national flood scenarios, " +
      "refreshed every night by an Airflow pipeline.",
    stack: ["Python", "FastAPI", "PostGIS", "Apache Airflow", "Docker"],
    deploy: { backend: "Google Cloud Run", database: "Cloud SQL for PostgreSQL with PostGIS", domain: "peilschaal.example.com" },
  },
  {
    name: "radarrain",
    github: "https://github.com/emre-dekker-example/radarrain",
    live: "https://pypi.org/project/radarrain/",
    description:
      "A Python package, first released in 2022, that downloads KNMI precipitation radar composites and opens them as xarray datasets " +
      "with the right coordinates and units.",
    stack: ["Python", "xarray", "NetCDF", "pytest"],
    deploy: { PyPI: { name: "radarrain", href: "https://pypi.org/project/radarrain/" } },
  },
  {
    name: "ERA5 Cube",
    github: "https://github.com/emre-dekker-example/era5-cube",
    live: "",
    description:
      "A work in progress since 2024: Airflow DAGs that pull ERA5 reanalysis from the Copernicus Climate Data Store into a chunked Zarr store " +
      "and compute daily rainfall and wind summaries for the Rhine-Meuse delta. Not deployed anywhere public yet.",
    stack: ["Python", "Apache Airflow", "xarray", "Dask", "Zarr", "MinIO"],
    deploy: { backend: "Self-hosted Airflow on Kubernetes", storage: "MinIO", domain: "TBD" },
  },
  {
    name: "Levee Lens",
    github: "https://github.com/emre-dekker-example/levee-lens",
    live: "https://leveelens.example.com",
    description:
      "A public dashboard, built in 2023, that shows the water levels of the Rhine and the Meuse from Rijkswaterstaat open data and " +
      "warns when a gauge is forecast to rise more than 50 cm in 48 hours.",
    stack: ["Python", "DuckDB", "Grafana", "Apache Airflow"],
    deploy: { frontend: "Grafana Cloud", backend: "Hetzner VM", database: "DuckDB", domain: "leveelens.example.com" },
  },
  {
    name: "Return Period Explorer",
    github: "https://github.com/emre-dekker-example/return-period-explorer",
    live: "https://returnperiod.example.com",
    description:
      "A small web tool from 2020 that fits extreme-value (GEV) distributions to river discharge records and shows the 1-in-100-year level, " +
      "grown out of his master's thesis code.",
    stack: ["Python", "SciPy", "NumPy", "Streamlit"],
    deploy: { frontend: "Streamlit Community Cloud" },
  },
  {
    name: "Stormclaim Linker",
    github: "https://github.com/emre-dekker-example/stormclaim-linker",
    live: "",
    description:
      "A 2021 side project from his insurer days that matched storm-damage claims to KNMI wind gusts by postcode and date. " +
      "Retired in 2023; the repository is archived and read-only.",
    stack: ["Java", "Spring Boot", "PostgreSQL"],
    deploy: { backend: "None", database: "None" },
  },
];

import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Data Pipelines",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "Apache Airflow", icon: "si:apacheairflow" },
      { label: "pandas", icon: "si:pandas" },
      { label: "Dask", icon: "si:dask" },
      { label: "Apache Parquet", icon: "si:apacheparquet" },
      { label: "DuckDB", icon: "si:duckdb" },
      { label: "FastAPI", icon: "si:fastapi" },
    ],
  },
  {
    title: "Climate & Geospatial",
    items: [
      { label: "xarray", icon: "lu:layers" },
      { label: "NetCDF", icon: "lu:database" },
      { label: "Zarr", icon: "lu:waves" },
      { label: "PostGIS", icon: "lu:map" },
      { label: "GDAL", icon: "si:gdal" },
      { label: "QGIS", icon: "si:qgis" },
    ],
  },
  {
    title: "Statistics & Modelling",
    items: [
      { label: "R", icon: "si:r" },
      { label: "NumPy", icon: "si:numpy" },
      { label: "SciPy", icon: "si:scipy" },
      { label: "Extreme-value statistics", icon: "lu:chart-line" },
      { label: "Actuarial modelling", icon: "lu:calculator" },
      { label: "Jupyter", icon: "si:jupyter" },
    ],
  },
  {
    title: "Java & Claims Systems",
    items: [
      { label: "Java", icon: "si:openjdk" },
      { label: "Spring Boot", icon: "si:spring" },
      { label: "Hibernate", icon: "si:hibernate" },
      { label: "Maven", icon: "si:apachemaven" },
      { label: "JUnit 5", icon: "si:junit5" },
      { label: "Oracle Database", icon: "lu:database" },
    ],
  },
  {
    title: "Infrastructure",
    items: [
      { label: "Docker", icon: "si:docker" },
      { label: "Kubernetes", icon: "si:kubernetes" },
      { label: "Terraform", icon: "si:terraform" },
      { label: "Google Cloud", icon: "si:googlecloud" },
      { label: "GitLab CI", icon: "si:gitlab" },
      { label: "MinIO", icon: "si:minio" },
      { label: "Grafana", icon: "si:grafana" },
      { label: "Git", icon: "si:git" },
    ],
  },
];

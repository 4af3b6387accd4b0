import type { Project } from "./types";

export const projects: Project[] = [
  {
    name: "SurgeCast",
    github: "",
    live: "https://surgecast.example.ie",
    description:
      "A public five-day storm-surge forecast for the west coast of Ireland, from a 48-member ensemble run every six hours on GPUs. " +
      "Councils use its flood-risk map to decide when to close coastal roads. The model code is shared with project partners only.",
    stack: ["Julia", "CUDA", "Python", "Leaflet", "PostgreSQL"],
    deploy: {
      backend: "Ireland's national supercomputer",
      frontend: "University of Galway web servers",
      database: "PostgreSQL",
      domain: "surgecast.example.ie",
    },
    image: { src: "/images/projects/thirteenth-surgecast.png", alt: "A map of Galway Bay shaded from green to red by forecast surge height" },
  },
  {
    name: "regridly",
    github: "https://github.com/hazel-nibhriain-example/regridly",
    live: "https://regridly.readthedocs.io",
    description:
      "A Python package that regrids ocean model output from unstructured meshes onto regular latitude–longitude grids, lazily and in parallel, " +
      "straight into xarray. Used by marine labs in four countries.",
    stack: ["Python", "xarray", "Dask", "NumPy", "Numba", "pytest"],
    deploy: {
      PyPI: { name: "regridly", href: "https://pypi.org/project/regridly/" },
      "conda-forge": "regridly",
      Docs: { name: "Read the Docs", href: "https://regridly.readthedocs.io" },
    },
    image: {
      src: "/images/projects/thirteenth-regridly.png",
      alt: "A triangular ocean mesh beside the same sea-surface temperatures on a square grid",
    },
  },
  {
    name: "TideKit.jl",
    github: "https://github.com/hazel-nibhriain-example/TideKit.jl",
    live: "",
    description:
      "A Julia package for tidal harmonic analysis and prediction: give it a year of tide-gauge readings and it fits the tidal constituents " +
      "and predicts the tide for any date, about thirty times faster than the MATLAB toolbox it replaced in our lab.",
    stack: ["Julia", "GitHub Actions", "Documenter.jl"],
    deploy: { "Julia General registry": "TideKit" },
  },
  {
    name: "Wind Window",
    github: "",
    live: "https://windwindow.breakwater.example.ie",
    description:
      "Built at Breakwater Analytics: an API and dashboard that turn wave and wind forecasts into safe access windows for crew boats " +
      "visiting offshore wind turbines. The code belongs to the company; the public demo shows a sample wind farm.",
    stack: ["Python", "FastAPI", "Dask", "Plotly", "AWS"],
    deploy: { backend: "AWS", frontend: "AWS", domain: "windwindow.breakwater.example.ie" },
  },
  {
    name: "slurmsum",
    github: "https://github.com/hazel-nibhriain-example/slurmsum",
    live: "",
    description:
      "A small command-line tool that reads a cluster's Slurm accounting and e-mails each researcher a weekly summary: core-hours used, " +
      "memory asked for against memory used, and the jobs that waited longest. Our users trimmed their wasted allocation by about a quarter.",
    stack: ["Go", "Slurm", "SQLite"],
    deploy: { Binaries: { name: "GitHub Releases", href: "https://github.com/hazel-nibhriain-example/slurmsum/releases" } },
  },
  {
    name: "Research Software Handbook",
    github: "https://gitlab.com/galway-rse-example/handbook",
    live: "https://rse-handbook.example.ie",
    description:
      "The team's open handbook for researchers: how to test Fortran, package Python, use Slurm without waiting a week, and cite software properly. " +
      "It grew out of the questions PhD students bring to Code Clinic.",
    stack: ["Quarto", "Markdown", "GitLab CI"],
    deploy: { frontend: "GitLab Pages", domain: "rse-handbook.example.ie" },
  },
  {
    name: "Shelf Fronts (PhD thesis)",
    github: "https://github.com/hazel-nibhriain-example/shelf-fronts-thesis",
    live: "",
    description:
      "The model set-up, analysis scripts and data behind my PhD thesis on tidal mixing fronts on the Irish continental shelf, " +
      "archived with a DOI so that anyone can rerun the figures.",
    stack: ["Fortran", "ROMS", "MATLAB", "LaTeX"],
    deploy: { Archive: { name: "Zenodo", href: "https://zenodo.org/records/8150042" } },
  },
];

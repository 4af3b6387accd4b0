import type { SkillGroup } from "./types";

export const skillGroups: SkillGroup[] = [
  {
    title: "Numerical Modelling",
    items: [
      { label: "Fortran", icon: "si:fortran" },
      { label: "Julia", icon: "si:julia" },
      { label: "C++", icon: "si:cplusplus" },
      { label: "ROMS", icon: "lu:waves-horizontal" },
      { label: "MATLAB", icon: "lu:sigma" },
    ],
  },
  {
    title: "Scientific Python",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "NumPy", icon: "si:numpy" },
      { label: "xarray", icon: "lu:grid-3x3" },
      { label: "Dask", icon: "si:dask" },
      { label: "Numba", icon: "si:numba" },
      { label: "pandas", icon: "si:pandas" },
      { label: "Jupyter", icon: "si:jupyter" },
    ],
  },
  {
    title: "HPC & GPUs",
    items: [
      { label: "MPI", icon: "lu:network" },
      { label: "OpenMP", icon: "lu:cpu" },
      { label: "CUDA", icon: "si:nvidia" },
      { label: "Slurm", icon: "lu:server-cog" },
      { label: "Apptainer", icon: "lu:container" },
      { label: "Linux", icon: "si:linux" },
      { label: "Bash", icon: "si:gnubash" },
    ],
  },
  {
    title: "Research Practice",
    items: [
      { label: "Git", icon: "si:git" },
      { label: "GitLab CI", icon: "si:gitlab" },
      { label: "CMake", icon: "si:cmake" },
      { label: "pytest", icon: "si:pytest" },
      { label: "Quarto", icon: "si:quarto" },
      { label: "LaTeX", icon: "si:latex" },
      { label: "Zenodo", icon: "si:zenodo" },
    ],
  },
  {
    title: "Data, Maps & Services",
    items: [
      { label: "NetCDF", icon: "lu:file-box" },
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Leaflet", icon: "si:leaflet" },
      { label: "QGIS", icon: "si:qgis" },
      { label: "FastAPI", icon: "si:fastapi" },
      { label: "Go", icon: "si:go" },
      { label: "AWS", icon: "lu:cloud" },
    ],
  },
];

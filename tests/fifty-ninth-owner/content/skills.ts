import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "Fortran 2008", icon: "si:fortran" },
      { label: "Julia", icon: "si:julia" },
      { label: "Python", icon: "si:python" },
      { label: "C++ (a little, for CUDA kernels)", icon: "si:cplusplus" },
      { label: "Bash", icon: "si:gnubash" },
    ],
  },
  {
    title: "Parallel Computing & HPC",
    items: [
      { label: "MPI", icon: "lu:network" },
      { label: "OpenMP", icon: "lu:cpu" },
      { label: "CUDA on NVIDIA GPUs", icon: "si:nvidia" },
      { label: "Slurm", icon: "lu:server" },
      { label: "Nsight Systems profiling", icon: "lu:gauge" },
    ],
  },
  {
    title: "Scientific Python & Data",
    items: [
      { label: "NumPy", icon: "si:numpy" },
      { label: "xarray", icon: "lu:grid-3x3" },
      { label: "Dask", icon: "si:dask" },
      { label: "NetCDF", icon: "lu:database" },
      { label: "Jupyter", icon: "si:jupyter" },
    ],
  },
  {
    title: "Numerical Methods",
    items: [
      { label: "Finite-volume methods", icon: "lu:sigma" },
      { label: "Conservative remapping", icon: "lu:shuffle" },
      { label: "Mixed-precision arithmetic", icon: "lu:binary" },
      { label: "Shallow-water models and dynamical cores", icon: "lu:waves" },
    ],
  },
  {
    title: "Tooling & Reproducibility",
    items: [
      { label: "Git", icon: "si:git" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Docker", icon: "si:docker" },
      { label: "Apptainer", icon: "lu:package" },
      { label: "CMake", icon: "si:cmake" },
      { label: "Zenodo archiving", icon: "si:zenodo" },
    ],
  },
  {
    title: "Teaching",
    items: [
      { label: "Physics teaching", icon: "lu:atom" },
      { label: "Carpentries instruction", icon: "lu:presentation" },
    ],
  },
];

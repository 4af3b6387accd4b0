import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "remapf",
    github: "https://github.com/cliodhna-bh/remapf",
    live: "https://remapf.example.org",
    description:
      "An open-source Fortran 2008 library for first- and second-order conservative remapping between model grids (latitude-longitude, cubed-sphere and unstructured), " +
      "so that mass and energy are not lost when an atmosphere model hands fields to an ocean model. It is parallelised with MPI and OpenMP and has a Python wrapper " +
      "that works directly on xarray datasets. I started it in 2017 during my master's and still maintain it: it is BSD-3-Clause licensed, has about 480 GitHub stars, " +
      "and modelling groups at nine labs and universities use it. Version 3.2 came out in 2026.",
    stack: ["Fortran 2008", "MPI", "OpenMP", "Python", "NumPy", "xarray", "CMake", "GitHub Actions"],
    deploy: {
      PyPI: { name: "remapf", href: "https://pypi.org/project/remapf/" },
      "conda-forge": { name: "remapf", href: "https://anaconda.org/conda-forge/remapf" },
      docs: "Read the Docs",
    },
  },
  {
    name: "Cirrus GPU port",
    github: "",
    live: "https://frarl.example.org/cirrus/gpu",
    description:
      "My main work at FRARL: porting the cloud microphysics and radiation schemes of Cirrus, the lab's regional weather model, to NVIDIA A100 GPUs. " +
      "The kernels are CUDA written in C++ and called from the Fortran 2008 model through ISO_C_BINDING, and the model's fields stay resident on the GPU between time steps. " +
      "The microphysics runs 6.3 times faster per node, and a 3 km forecast over the continental United States finishes in 41 minutes instead of 98 on Longs Peak. " +
      "The code is internal to the lab until the public Cirrus release planned for 2027, and I can't share unreleased Cirrus code or the lab's internal data, so this links to the project page.",
    stack: ["Fortran 2008", "CUDA", "C++", "MPI", "OpenMP", "NetCDF", "Slurm", "Nsight Systems"],
    deploy: { supercomputer: "Longs Peak (Slurm, NVIDIA A100 nodes)" },
  },
  {
    name: "Single Precision, Same Skill (paper, 2025)",
    github: "",
    live: "https://doi.org/10.5555/jcg.2025.0173",
    description:
      "My first-author paper in the Journal of Computational Geoscience, published in June 2025 with four FRARL colleagues. We ran the Cirrus dynamical core in 32-bit single precision, " +
      "keeping 64-bit double precision only where rounding errors pile up (the pressure solver and the tracer mass sums). Runtime fell by 38% with no loss of forecast skill " +
      "across 120 test cases. It is the second chapter of my PhD thesis.",
    stack: ["Fortran 2008", "Julia", "MPI", "Python", "xarray"],
    deploy: { journal: { name: "Journal of Computational Geoscience", href: "https://doi.org/10.5555/jcg.2025.0173" } },
  },
  {
    name: "Mixed-precision experiments archive",
    github: "",
    live: "https://zenodo.org/records/14829377",
    description:
      "Everything needed to rerun the experiments of Single Precision, Same Skill: the Julia prototype of the dynamical core, the Cirrus namelists, the Slurm job scripts, " +
      "the Apptainer container definition and the verification notebooks, with 60 GB of NetCDF output. It is archived as a Zenodo record with its own DOI, " +
      "so the paper points to a frozen copy rather than a moving Git branch.",
    stack: ["Julia", "Python", "xarray", "Dask", "NetCDF", "Apptainer", "Slurm"],
    deploy: { archive: { name: "Zenodo", href: "https://zenodo.org/records/14829377" } },
  },
  {
    name: "Porting Cirrus Microphysics to GPUs (RMHPC 2024 poster)",
    github: "",
    live: "https://rmhpc.example.org/2024/posters/byrne-halvorsen.pdf",
    description:
      "My poster at the Rocky Mountain HPC Symposium 2024 in Golden, Colorado, in September 2024, on the first 18 months of the Cirrus GPU port: " +
      "how we profiled with Nsight Systems, why we kept data on the GPU instead of copying it every time step, and how we tested GPU results against the CPU run. " +
      "It won the symposium's best student poster award.",
    stack: ["CUDA", "Fortran 2008", "C++", "Nsight Systems"],
    deploy: { poster: "PDF on the symposium site" },
  },
  {
    name: "verifi",
    github: "https://github.com/cliodhna-bh/verifi",
    live: "",
    description:
      "An open-source Python package that scores weather forecasts against station observations and gridded analyses (RMSE, bias, CRPS and the fractions skill score) " +
      "with xarray and Dask. It scales from a laptop to 200 cores on a Slurm cluster through dask-jobqueue, and FRARL runs it every night to verify Cirrus forecasts. " +
      "Tested with pytest in GitHub Actions; MIT licensed.",
    stack: ["Python", "xarray", "Dask", "NumPy", "NetCDF", "Slurm", "pytest", "GitHub Actions"],
    deploy: { PyPI: { name: "verifi", href: "https://pypi.org/project/verifi/" } },
  },
  {
    name: "ShallowTank.jl",
    github: "https://github.com/cliodhna-bh/ShallowTank.jl",
    live: "https://cliodhna.example.com/shallowtank",
    description:
      "A small Julia package for teaching geophysical fluid dynamics: a rotating shallow-water model on a doubly periodic grid, with finite-volume and spectral solvers " +
      "students can swap and break. It grew out of the Friday computing lab I teach and runs in Jupyter notebooks; about 90 students a year use it.",
    stack: ["Julia", "Jupyter", "GitHub Actions"],
    deploy: { registry: "Julia General registry", notebooks: "GitHub Pages" },
  },
  {
    name: "hpc-containers",
    github: "https://github.com/cliodhna-bh/hpc-containers",
    live: "",
    description:
      "Docker and Apptainer recipes that build Cirrus, remapf and their dependencies (an MPI library, NetCDF and the CUDA toolkit) the same way on a laptop, " +
      "in GitHub Actions and on a supercomputer. The images are built in CI and pushed to GitHub Container Registry, and Apptainer turns them into files Slurm jobs can run.",
    stack: ["Docker", "Apptainer", "GitHub Actions", "MPI", "CUDA", "NetCDF"],
    deploy: { images: { name: "GitHub Container Registry", href: "https://github.com/cliodhna-bh/hpc-containers/pkgs/container/hpc-containers" } },
  },
  {
    name: "ncslice (archived)",
    github: "https://github.com/cliodhna-bh/ncslice",
    live: "",
    description:
      "A Python command-line tool for cutting regions, levels and time ranges out of large NetCDF files without loading them into memory. " +
      "I wrote it at Chinook Weather Analytics in 2019 and open-sourced it with the company's permission. Deprecated and archived since March 2024: " +
      "xarray and Dask now do everything it did, so the repository is read-only and its README points to a 20-line xarray recipe instead. It is still on PyPI but no longer maintained.",
    stack: ["Python", "NumPy", "NetCDF"],
    deploy: { PyPI: { name: "ncslice", href: "https://pypi.org/project/ncslice/" } },
  },
  {
    name: "Balloon Lab",
    github: "https://github.com/cliodhna-bh/balloon-lab",
    live: "",
    description:
      "The weather-balloon project I ran with my physics classes at Sandstone Ridge High School from 2013 to 2016: students built payloads around a Raspberry Pi, " +
      "flew them to about 30 km, and analysed the temperature and pressure profiles in Python notebooks. The lesson plans and notebooks are on GitHub for other teachers, " +
      "under a CC BY 4.0 licence.",
    stack: ["Python", "Jupyter", "Raspberry Pi"],
    deploy: { lessons: "GitHub" },
  },
];

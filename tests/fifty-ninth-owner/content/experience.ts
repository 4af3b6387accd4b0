import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Research Software Engineer",
    employmentType: "Part-time (four days a week)",
    company: "Front Range Atmospheric Research Laboratory (FRARL)",
    date: "Jan 2022 – Present",
    location: "Boulder, Colorado · Hybrid",
    description:
      "FRARL is a public research lab funded by federal and state science agencies. Its regional weather model, Cirrus, is about 400,000 lines of Fortran 2008 " +
      "parallelised with MPI and OpenMP. I lead the GPU porting working group of three engineers: we moved Cirrus's cloud microphysics and radiation schemes " +
      "onto NVIDIA A100 GPUs with CUDA kernels written in C++ and called from Fortran, and a 3 km forecast over the continental United States now runs in " +
      "41 minutes instead of 98 on Longs Peak, the lab's Slurm supercomputer. I also built the model's regression tests in GitHub Actions with Apptainer containers " +
      "and the nightly forecast verification in Python with xarray and Dask. I worked full-time until August 2023 and have worked four days a week, " +
      "Monday to Thursday, since then, to finish my PhD.",
    url: "https://frarl.example.org",
    teamSize: 3,
  },
  {
    title: "Graduate Instructor",
    employmentType: "Part-time (Fridays)",
    company: "Front Range University, Department of Atmospheric and Oceanic Sciences",
    date: "Aug 2023 – Present",
    location: "Boulder, Colorado · On-site",
    description:
      "Every Friday I teach the computing lab of ATOC 2050, Introduction to Scientific Computing, to about 40 second-year undergraduates: " +
      "Python with NumPy and xarray first, then a first numerical model in Julia. Friday is my teaching day, so I keep it free of meetings and phone calls. " +
      "The course's shallow-water exercises grew into ShallowTank.jl.",
    url: "https://atoc.frontrange-university.example.edu",
  },
  {
    title: "Scientific Software Developer",
    employmentType: "Full-time",
    company: "Chinook Weather Analytics",
    date: "Jun 2018 – Dec 2021",
    location: "Denver, Colorado · Hybrid",
    description:
      "Chinook Weather Analytics sells hourly power forecasts to wind and solar farms. I built the post-processing pipeline that turns raw weather-model output in NetCDF " +
      "into site forecasts for more than 300 wind and solar farms, first as NumPy scripts and then with xarray and Dask on a Slurm cluster, " +
      "cutting the nightly run from 5 hours to 50 minutes. I packaged the pipeline in Docker, wrote the first version of ncslice, " +
      "and was the team's go-to person whenever a Fortran model needed patching.",
    url: "https://chinookweather.example.com",
  },
  {
    title: "Graduate Research Assistant",
    employmentType: "Full-time",
    company: "Front Range University",
    date: "Aug 2016 – May 2018",
    location: "Boulder, Colorado · On-site",
    description:
      "Research assistant during my master's in atmospheric science. I wrote a shallow-water model in Julia to test conservative remapping between grids, " +
      "then rewrote the remapping code in Fortran 2008 for speed, which became remapf. It was also the first time I ran MPI jobs on a supercomputer.",
  },
  {
    title: "High School Physics Teacher",
    employmentType: "Full-time",
    company: "Sandstone Ridge High School",
    date: "Aug 2011 – Jun 2016",
    location: "Longmont, Colorado · On-site",
    description:
      "Five years teaching physics and AP Physics 1 to grades 10 to 12, about 150 students a year. I ran the Balloon Lab, where my classes sent weather balloons " +
      "to 30 km and analysed the data in Python, and coached the school's Science Olympiad team to the Colorado state finals in 2015. " +
      "Teaching is where I learned to explain numerical methods with a whiteboard and a bucket of water, and where I caught the atmospheric-science bug.",
  },
];

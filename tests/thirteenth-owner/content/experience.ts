import type { ExperienceEntry } from "./types";

/** Newest first. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Research Software Engineer",
    employmentType: "Full-time",
    company: "University of Galway",
    date: "Sep 2021 – Present",
    location: "Galway · Hybrid",
    description:
      "I lead the university's research software team, three engineers who work for the marine and climate research groups. " +
      "We port and speed up numerical models, add tests, CMake builds and GitLab CI to code that never had them, and look after the groups' " +
      "allocation on Ireland's national supercomputer. I ported our storm-surge model to GPUs (a 48-member ensemble went from 7 hours to 40 minutes), " +
      "and I run Code Clinic, a weekly drop-in where PhD students bring the code that is breaking their thesis.",
    url: "https://www.universityofgalway.ie",
    teamSize: 3,
  },
  {
    title: "Scientific Software Developer",
    employmentType: "Full-time",
    company: "Breakwater Analytics",
    date: "Mar 2019 – Aug 2021",
    location: "Cork · Hybrid",
    description:
      "A twenty-person start-up selling wave and wind forecasts to offshore wind farm operators. I rebuilt the nightly forecast pipeline " +
      "in Python with Dask on AWS, cutting it from five hours to fifty minutes, and built Wind Window, the API and dashboard that tell crews " +
      "when it is safe to send a boat out to a turbine.",
  },
  {
    title: "Ocean Modelling Scientist",
    employmentType: "Fixed-term contract",
    company: "Marine Institute",
    date: "Oct 2016 – Feb 2019",
    location: "Oranmore, Co. Galway · On-site",
    description:
      "Ran and maintained the state agency's operational tide and storm-surge forecasts for Irish coastal waters, built on the ROMS ocean model in Fortran. " +
      "I rewrote the post-processing from MATLAB to Python, which is where I found out I liked making the software better more than writing the papers.",
  },
  {
    title: "Postdoctoral Researcher",
    employmentType: "Full-time",
    company: "University of Bergen",
    date: "Jan 2015 – Sep 2016",
    location: "Bergen, Norway",
    description:
      "Coupled a wave model to an ocean model to study how winter storms mix the North Sea. My first real taste of MPI and large HPC runs, " +
      "and of a Software Carpentry workshop that convinced me scientific code deserves tests.",
  },
  {
    title: "Carpentries Instructor",
    employmentType: "Volunteer",
    company: "The Carpentries",
    date: "Jun 2018 – Present",
    location: "Galway and online",
    description:
      "I teach two-day Software Carpentry workshops for researchers (the Unix shell, Git and Python), about four a year, " +
      "and help train new instructors in Ireland.",
    url: "https://carpentries.org",
  },
];

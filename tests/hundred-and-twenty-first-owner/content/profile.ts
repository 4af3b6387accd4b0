import type { Profile } from "./types";

/**
 * A made-up owner: a Cape Town research software engineer in bioinformatics at a non-profit genomics lab,
 * after three years as a data analyst at a hospital group, a year as a teaching assistant at UCT during an
 * unfinished master's, and a BSc in molecular biology from UWC.
 */
export const profile: Profile = {
  firstName: "Lwazilubanzi",
  lastName: "Mgijima",
  initials: "LM",
  pronouns: "they",
  role: "Research Software Engineer (Bioinformatics)",
  bio:
    "I'm Lwazilubanzi Mgijima, and everyone calls me Lwazi. I'm a research software engineer in Cape Town: I build the pipelines and tools that turn " +
    "raw DNA sequencing data into results scientists can trust. Since 2020 I've worked at Open Genome Lab, a non-profit genomics lab, where I look after " +
    "our Nextflow and Snakemake pipelines, our containers and our SLURM cluster. I started at the bench with a BSc in molecular biology, then spent three " +
    "years as a data analyst at a hospital group before moving into bioinformatics. I write Python and R every day and a little Rust when something has to be fast. " +
    "I'm not a web developer, and I teach as often as I can: I'm a certified Carpentries instructor.",
  email: "lwazi.mgijima@example.org",
  phone: "+27 82 555 0147",
  location: "Cape Town, South Africa",
  cube: ["nf", "R", "Py", "HPC", "DNA"],
  siteUrl: "https://lwazi.example.org",
  portraits: {
    default: {
      src: "/images/hundred-and-twenty-first-portrait.jpg",
      alt: "Portrait of Lwazi Mgijima, a person with short locs and round glasses, in a green jersey in front of a sequencing lab's glass wall",
    },
    alternate: {
      src: "/images/hundred-and-twenty-first-portrait-alt.jpg",
      alt: "Lwazi Mgijima teaching a workshop, pointing at a projected Jupyter notebook full of coverage plots",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/lwazi-mgijima", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/lwazi-mgijima-example", icon: "lu:briefcase-business" },
    { label: "ORCID record", href: "https://orcid.org/0000-0002-1825-0097", icon: "si:orcid" },
    { label: "Blog: Notes from the Cluster", href: "https://lwazi.example.org/notes", icon: "lu:pen-line" },
  ],
};

import type { Profile } from "./types";

/** A made-up owner: a high-school physics teacher turned research software engineer for weather and climate models in Boulder. */
export const profile: Profile = {
  firstName: "Clíodhna",
  lastName: "Byrne-Halvorsen",
  initials: "CB",
  pronouns: "she",
  role: "Research Software Engineer, Climate & Weather Modelling",
  bio:
    "I'm Clíodhna Byrne-Halvorsen (say it KLEE-uh-na), a research software engineer at the Front Range Atmospheric Research Laboratory, " +
    "a public research lab in Boulder, Colorado. I make weather and climate models run faster without changing their answers: I port Fortran 2008 physics " +
    "to GPUs with CUDA, tune MPI and OpenMP code on our supercomputer, and build the Python, Julia and container tooling around it. " +
    "Before software I taught high-school physics for five years, and I still believe any numerical method can be explained to a curious sixteen-year-old " +
    "with a whiteboard and a bucket of water. I work four days a week while I finish a part-time PhD on mixed-precision numerics, and on Fridays I teach. " +
    "Outside work you'll find me on a gravel bike in the foothills or practising my Irish.",
  email: "cliodhna.byrne-halvorsen@example.com",
  phone: "+1 303 555 0148",
  location: "Boulder, Colorado, USA",
  cube: ["F08", "MPI", "CUDA", "HPC", "∂t"],
  siteUrl: "https://cliodhna.example.com",
  portraits: {
    default: {
      src: "/images/fifty-ninth-portrait.jpg",
      alt: "Illustrated portrait of Clíodhna Byrne-Halvorsen in a green rain jacket, smiling, with the Flatirons behind her",
    },
    alternate: {
      src: "/images/fifty-ninth-portrait-alt.jpg",
      alt: "Illustrated portrait of Clíodhna Byrne-Halvorsen at a whiteboard covered in finite-volume stencils",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/cliodhna-bh", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/cliodhna-byrne-halvorsen", icon: "lu:briefcase-business" },
    { label: "ORCID record", href: "https://orcid.org/0000-0002-4471-9035", icon: "si:orcid" },
    { label: "Google Scholar profile", href: "https://scholar.google.com/citations?user=cbh-example", icon: "lu:graduation-cap" },
    { label: "Notes from the model room (blog)", href: "https://cliodhna.example.com/notes", icon: "lu:pen-line" },
  ],
};

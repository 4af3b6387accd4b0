import type { Profile } from "./types";

/**
 * A thirteenth owner: a physical oceanographer turned research software engineer in Galway, who leads a
 * small research software team at a university, ports Fortran ocean models to GPUs, has a list of
 * publications, and gives her mobile number only to a visitor who asks outright for a number to call or text.
 */
export const profile: Profile = {
  firstName: "Hazel",
  lastName: "Ní Bhriain",
  initials: "HB",
  pronouns: "she",
  role: "Research Software Engineer · Ocean & Climate Modelling",
  bio:
    "I write the software oceanographers run on supercomputers: storm-surge and tide models in Fortran and Julia, the Python that turns " +
    "their output into forecasts, and the tests and build pipelines that keep both honest. I came to it from the other side, with a PhD " +
    "in physical oceanography, so I know what it is to need a result by Friday. Today I lead the research software team at the University of Galway.",
  email: "hazel@nibhriain.example.ie",
  phone: "+353 87 412 6630",
  location: "Galway, Ireland",
  cube: ["F90", "MPI", "HPC", "∂u∂t"],
  siteUrl: "https://hazel-nibhriain.example.ie",
  portraits: {
    default: { src: "/images/thirteenth-portrait.jpg", alt: "Photo of Hazel in a red waterproof jacket on the deck of a research ship" },
    alternate: { src: "/images/thirteenth-portrait-alt.webp", alt: "Photo of Hazel pointing at a storm-surge map on a big screen" },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/hazel-nibhriain-example", icon: "si:github" },
    { label: "ORCID record of my publications", href: "https://orcid.org/0000-0002-1825-0097", icon: "si:orcid" },
    { label: "Google Scholar profile", href: "https://scholar.google.com/citations?user=hnb-example", icon: "si:googlescholar" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/hazel-nibhriain-example", icon: "lu:briefcase-business" },
    { label: "Mastodon profile", href: "https://fediscience.org/@hazel_nb_example", icon: "si:mastodon" },
  ],
};

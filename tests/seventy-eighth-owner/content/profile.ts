import type { Profile } from "./types";

/** A made-up owner: a biologist turned research software engineer who builds rare-disease genomics pipelines in Utrecht. */
export const profile: Profile = {
  firstName: "Ilse",
  lastName: "van den Berg",
  initials: "IB",
  pronouns: "she",
  role: "Lead Research Software Engineer, Bioinformatics",
  bio:
    "I'm Ilse van den Berg, a research software engineer in bioinformatics, living and working in Utrecht. " +
    "I trained as a biologist and did a PhD in computational biology, and along the way I found that what I liked best was writing the software other scientists can trust. " +
    "At the Bridge Institute for Rare Disease Genomics I lead a team of four research software engineers who build the pipelines that keep re-reading patients' exomes until they find an answer. " +
    "I wrote Tandem, a fast sequence aligner in Rust, and I work in Python, R, Nextflow and Snakemake every day. " +
    "I believe research code should be tested, documented and boring enough that a tired PhD student can rerun it at two in the morning.",
  email: "ilse.vandenberg@example.com",
  phone: "+31 6 4827 1935",
  location: "Utrecht, the Netherlands",
  cube: ["DNA", "Rust", "Py", "R", "NF"],
  siteUrl: "https://ilsevandenberg.example.com",
  portraits: {
    default: {
      src: "/images/ilse-van-den-berg-portrait.jpg",
      alt: "Portrait of Ilse van den Berg, a woman with short blond hair and tortoiseshell glasses, smiling on a canal bridge in Utrecht",
    },
    alternate: {
      src: "/images/ilse-van-den-berg-portrait-alt.jpg",
      alt: "Ilse van den Berg at a standing desk, pointing at a genome browser on a large screen while two colleagues look on",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/ilse-vandenberg", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/ilse-vandenberg-example", icon: "lu:briefcase-business" },
    { label: "ORCID", href: "https://orcid.org/0000-0002-1825-0097", icon: "si:orcid" },
    { label: "Google Scholar", href: "https://scholar.google.com/citations?user=IvdB2013xAAAAJ", icon: "si:googlescholar" },
    { label: "Blog: Lab Notebook", href: "https://ilsevandenberg.example.com/notebook", icon: "lu:pen-line" },
    { label: "Mastodon", href: "https://mastodon.example.social/@ilsevdb", icon: "si:mastodon" },
  ],
};

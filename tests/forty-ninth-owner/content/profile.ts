import type { Profile } from "./types";

/** A made-up owner: a lab technician turned bioinformatics software engineer in Singapore. */
export const profile: Profile = {
  firstName: "Mei Lin",
  lastName: "Tan",
  initials: "ML",
  pronouns: "she",
  role: "Bioinformatics Software Engineer",
  bio:
    "I'm a bioinformatics software engineer in Singapore who started on the wet-lab side: I spent three years loading sequencers in a hospital laboratory " +
    "before I wrote my first Python script, and almost three more as a data analyst at a health insurer. Today I build the Nextflow pipelines that turn raw reads " +
    "into variants at the Meranti Institute of Genomic Research, and I care about pipelines that are reproducible, tested and kind to the biologists who run them. " +
    "On Tuesday evenings I teach Python at Kallang Polytechnic, and on weekends I'm usually at a hawker centre, updating Makan Map with my char kway teow rankings.",
  email: "meilin.tan@example.com",
  phone: "+65 9176 4823",
  location: "Singapore",
  cube: ["NF", "DNA", "Py", "R", "VCF"],
  siteUrl: "https://meilintan.example.com",
  portraits: {
    default: {
      src: "/images/meilin-portrait.jpg",
      alt: "Portrait of Tan Mei Lin in a navy blazer, smiling, in front of a window overlooking the Singapore skyline",
    },
    alternate: {
      src: "/images/meilin-portrait-alt.jpg",
      alt: "Tan Mei Lin in a lab coat beside a sequencer, holding a flow cell",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/meilin-tan", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/tanmeilin", icon: "lu:briefcase-business" },
    { label: "ORCID record", href: "https://orcid.org/0000-0002-7183-4526", icon: "si:orcid" },
    { label: "Google Scholar profile", href: "https://scholar.google.com/citations?user=tMeiLin0000AAAJ", icon: "si:googlescholar" },
    { label: "Blog", href: "https://meilintan.example.com/notes", icon: "lu:pen-line" },
  ],
};

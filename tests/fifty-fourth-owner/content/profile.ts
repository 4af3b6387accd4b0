import type { Profile } from "./types";

/** A made-up owner: a malaria-lab technician turned bioinformatics and scientific-software engineer in Nairobi. */
export const profile: Profile = {
  firstName: "Felix",
  lastName: "Otieno-Wafula",
  initials: "FO",
  pronouns: "he",
  role: "Bioinformatics & Scientific Software Engineer",
  bio:
    "I'm Felix Otieno-Wafula, but almost everyone calls me Mbu, Swahili for mosquito, a nickname I earned rearing Anopheles mosquitoes " +
    "in the insectary of a malaria research station in Kisumu. I spent four and a half years at the bench as a laboratory technician, " +
    "got tired of copying qPCR results out of Excel sheets by hand, and taught myself Python to make it stop. That first script led to an MSc in Bioinformatics " +
    "and a career building scientific software: reproducible Nextflow and Snakemake pipelines, R packages, command-line tools and the odd dashboard. " +
    "Today I lead the pipelines team at Tiba Genomics in Nairobi, and on Saturdays I teach lab scientists to code with Code na Sayansi.",
  email: "felix.otieno-wafula@example.com",
  phone: "+254 722 555 019",
  location: "Nairobi, Kenya",
  cube: ["DNA", "nf", "R", "Py", "</>"],
  siteUrl: "https://mbu.example.com",
  portraits: {
    default: {
      src: "/images/felix-portrait.jpg",
      alt: "Illustrated portrait of Felix Otieno-Wafula in a denim shirt, smiling, with a laptop covered in stickers",
    },
    alternate: {
      src: "/images/felix-portrait-lab.jpg",
      alt: "Illustrated portrait of Felix Otieno-Wafula in a lab coat, holding a pipette and winking",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/felix-otieno-wafula", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/felix-otieno-wafula", icon: "lu:briefcase-business" },
    { label: "ORCID record", href: "https://orcid.org/0000-0002-5550-0199", icon: "si:orcid" },
    { label: "Code na Sayansi workshops", href: "https://codenasayansi.example.org", icon: "lu:graduation-cap" },
    { label: "Blog", href: "https://mbu.example.com/notes", icon: "lu:pen-line" },
  ],
};

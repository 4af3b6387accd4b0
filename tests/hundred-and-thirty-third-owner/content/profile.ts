import type { Profile } from "./types";

/**
 * A made-up owner: a medical-imaging software engineer in Leuven who spent five years as a hospital
 * radiographer before he wrote software for the scans he used to take: ultrasound machines in Eindhoven,
 * a university hospital's research PACS, and now CT and MRI reading software at Clear Slice.
 */
export const profile: Profile = {
  firstName: "Joris",
  lastName: "Verhaegen",
  initials: "JV",
  pronouns: "he",
  role: "Medical Imaging Software Engineer",
  bio:
    "I'm Joris Verhaegen, a medical imaging software engineer in Leuven, Belgium. I work at Clear Slice, a Leuven company that makes software for reading " +
    "CT and MRI scans, where I write C++ for the 3D viewer and the DICOM side of things. Before I wrote software for scans I took them: I spent five years " +
    "as a radiographer at AZ Dijlevallei in Mechelen, night shifts included, so I know what a radiologist, a surgeon and a tired technologist at 3 a.m. " +
    "need from a screen. Since then I've written C++ for ultrasound machines at Sonara Medical in Eindhoven and looked after the research PACS of " +
    "Sint-Rembert University Hospital in Antwerp until a vendor system replaced it. One afternoon a week I teach imaging informatics to radiography " +
    "students at UCLL, where I studied. I don't build web front ends and I don't do cloud work: my software runs on hospital workstations and servers.",
  email: "joris.verhaegen@example.com",
  phone: "+32 470 55 21 98",
  location: "Leuven, Belgium",
  cube: ["C++", "VTK", "DCM", "CT", "MRI"],
  siteUrl: "https://jorisverhaegen.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-thirty-third-portrait.jpg",
      alt: "Portrait of Joris Verhaegen, a man in his thirties with short fair hair and round glasses, in a navy sweater in front of a window in Leuven",
    },
    alternate: {
      src: "/images/hundred-and-thirty-third-portrait-alt.jpg",
      alt: "Joris Verhaegen at two monitors showing a 3D model of a liver with its blood vessels in red and blue",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/joris-verhaegen", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/joris-verhaegen-example", icon: "lu:briefcase-business" },
    { label: "Blog: Notes from the Console Room", href: "https://jorisverhaegen.example.com/notes", icon: "lu:pen-line" },
    { label: "ORCID (posters and papers)", href: "https://orcid.org/0000-0002-7133-4821", icon: "si:orcid" },
  ],
};

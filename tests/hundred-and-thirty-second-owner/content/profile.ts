import type { Profile } from "./types";

/**
 * A made-up owner: an Edinburgh digital-collections developer at a museum called The Long Gallery, who came to code
 * from history and archives: a PhD on medieval trade records, four years as an archivist and cataloguer at a city
 * library, freelance websites for theatres and festivals, then research software on a fixed-term digital-humanities project.
 */
export const profile: Profile = {
  firstName: "Ailsa",
  lastName: "Brodie",
  initials: "AB",
  pronouns: "she",
  role: "Digital Collections Developer",
  bio:
    "I'm Ailsa Brodie, a digital collections developer in Edinburgh. I came to code the long way round: a PhD in history on medieval trade records, " +
    "four years as an archivist and cataloguer at Dundee Central Library, a coding bootcamp I never finished, freelance websites for small theatres and festivals, " +
    "and research software on a digital-humanities project at the University of Glasgow. Since 2023 I've been the Digital Collections Developer at The Long Gallery, " +
    "a museum of art and design in Edinburgh, where I build the online collection search and our IIIF viewer for medieval manuscripts. " +
    "I mostly write Python and Django, with PostgreSQL, Elasticsearch and a lot of XML. I'm Deaf in one ear, so I prefer written contact: e-mail or a text, please, not a call. " +
    "Outside work I'm learning Scottish Gaelic (slowly) and volunteer at the Leith Community Archive.",
  email: "ailsa.brodie@example.org",
  phone: "+44 7700 900418",
  location: "Edinburgh, Scotland",
  cube: ["IIIF", "TEI", "Py", "XSLT", "SQL"],
  siteUrl: "https://ailsabrodie.example.org",
  portraits: {
    default: {
      src: "/images/hundred-and-thirty-second-portrait.jpg",
      alt: "Portrait of Ailsa Brodie, a woman with short red hair and round glasses, in a green cardigan in front of museum shelving",
    },
    alternate: {
      src: "/images/hundred-and-thirty-second-portrait-alt.jpg",
      alt: "Ailsa Brodie at a reading-room table, leaning over an open medieval manuscript on a foam book support",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/ailsa-brodie", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/ailsa-brodie-example", icon: "lu:briefcase-business" },
    { label: "Mastodon", href: "https://glammr.us/@ailsabrodie", icon: "si:mastodon" },
    { label: "Blog: Marginalia", href: "https://ailsabrodie.example.org/marginalia", icon: "lu:pen-line" },
  ],
};

import type { Profile } from "./types";

/** A made-up owner: a land surveyor turned geospatial developer who runs a national mapping charity's public path map from Cardiff. */
export const profile: Profile = {
  firstName: "Rowan",
  lastName: "Adeyemi-Clarke",
  initials: "RA",
  pronouns: "they",
  role: "Senior Geospatial Developer",
  bio:
    "I'm Rowan Adeyemi-Clarke, a geospatial developer in Cardiff who started out in a hi-vis jacket behind a total station and now draws maps in code. " +
    "I spent four years surveying roads and boundaries for a county council, nearly three mapping flood risk for an engineering consultancy and three more " +
    "building routing and demand maps for a bike-share start-up. Since 2022 I've been Senior Geospatial Developer at the Lay of the Land Trust, the charity behind " +
    "Every Footpath, a free map of the public paths and green spaces of England and Wales. In my own time I maintain Loose Ends, an open-source QGIS plugin for " +
    "cleaning up line networks, and I run a monthly mapathon for Map the Gaps, a humanitarian mapping group. I work mostly in PostGIS, Python and TypeScript, " +
    "and I like a map that works just as well in Welsh as it does in English.",
  email: "rowan.adeyemi-clarke@example.com",
  phone: "+44 7700 900417",
  location: "Cardiff, Wales, UK",
  cube: ["GIS", "SQL", "Py", "TS", "Rust"],
  siteUrl: "https://rowanadeyemiclarke.example.com",
  portraits: {
    default: {
      src: "/images/rowan-adeyemi-clarke-portrait.jpg",
      alt: "Portrait of Rowan Adeyemi-Clarke, a person with short locs and a green waterproof jacket, smiling on a hillside footpath above Cardiff",
    },
    alternate: {
      src: "/images/rowan-adeyemi-clarke-portrait-alt.jpg",
      alt: "Rowan Adeyemi-Clarke kneeling beside a surveying tripod with a GNSS receiver, holding a tablet that shows a map of footpaths",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/rowan-adeyemi-clarke", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/rowan-adeyemi-clarke", icon: "lu:briefcase-business" },
    { label: "Mastodon", href: "https://mastodon.example.social/@rowanmaps", icon: "si:mastodon" },
    { label: "OpenStreetMap profile", href: "https://www.openstreetmap.org/user/rowan_maps", icon: "si:openstreetmap" },
    { label: "Blog: Contour Lines", href: "https://rowanadeyemiclarke.example.com/contour-lines", icon: "lu:pen-line" },
  ],
};

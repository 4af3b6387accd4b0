import type { Profile } from "./types";

/**
 * A made-up owner: an Auckland geospatial software engineer who was a land surveyor at his family's firm in Tonga
 * for five years before changing careers, and who now builds the tile pipeline of a New Zealand mapping company.
 */
export const profile: Profile = {
  firstName: "Siosaia",
  lastName: "Taufa",
  initials: "ST",
  pronouns: "he",
  role: "Geospatial Software Engineer (GIS Developer)",
  bio:
    "Mālō e lelei! I'm Siosaia Taufa, but everyone calls me Saia. I'm a geospatial software engineer in Auckland: I build the spatial databases, " +
    "data pipelines and web maps that turn survey and map data into something people can actually use. I came to software the long way round. " +
    "I was a land surveyor for five years at my family's firm in Nuku'alofa, Tonga, and I changed careers in 2018, because writing scripts to " +
    "clean up our survey data had become the best part of my job. I've been writing software for about seven years now: a short contract at a " +
    "drone-survey startup, three years at Tāmaki Regional Council, and since 2022 Long White Cloud Maps. I work mostly in Python, SQL and PostGIS, " +
    "with TypeScript for web maps, and I'm still learning Rust. For cloud it's AWS only. I don't administer ArcGIS Enterprise, I don't do web design " +
    "or branding, and I don't take defence or military mapping work. Outside work I coach youth rugby sevens and map Tongan villages on OpenStreetMap.",
  email: "saia.taufa@example.com",
  phone: "+64 21 555 0147",
  location: "Auckland, New Zealand",
  cube: ["GIS", "SQL", "Py", "RS", "NZTM"],
  siteUrl: "https://saiataufa.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-seventeenth-portrait.jpg",
      alt: "Portrait of Saia Taufa, a broad-shouldered man with short black hair and a trimmed beard, smiling in a navy polo shirt on Auckland's waterfront",
    },
    alternate: {
      src: "/images/hundred-and-seventeenth-portrait-alt.jpg",
      alt: "Saia Taufa in a hi-vis vest beside a survey total station on a tripod, years ago in Tonga",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/saiataufa", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/saia-taufa-example", icon: "lu:briefcase-business" },
    { label: "OpenStreetMap profile", href: "https://www.openstreetmap.org/user/saiataufa", icon: "si:openstreetmap" },
    { label: "Blog: Field Notes", href: "https://saiataufa.example.com/notes", icon: "lu:pen-line" },
  ],
};

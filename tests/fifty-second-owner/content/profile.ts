import type { Profile } from "./types";

/** A made-up owner: a data-visualization developer and data journalist in Mexico City. */
export const profile: Profile = {
  firstName: "Joaquín",
  lastName: "Herrera Salgado",
  initials: "JH",
  pronouns: "he",
  role: "Data Visualization Developer & Data Journalist",
  bio:
    "I'm a data-visualization developer and data journalist in Mexico City. I lead the graphics team on the data desk of Diario Mirador, " +
    "a national newspaper, where I turn public records into interactive graphics and maps that millions of readers open on their phones. " +
    "I studied economics, learned to code at a small web agency, did a master's in data journalism in Rotterdam and spent a little over two years " +
    "building D3 graphics for NGOs before joining the paper. I care about charts that are honest, accessible and fast on a cheap phone. " +
    "Off the clock I teach journalists to make charts and review taco stands: 212 so far, all on a map.",
  email: "joaquin.herrera@example.com",
  phone: "+52 55 4187 2936",
  location: "Mexico City, Mexico",
  cube: ["D3", "SQL", "GIS", "R", "</>"],
  siteUrl: "https://joaquinherrera.example.com",
  portraits: {
    default: {
      src: "/images/joaquin-portrait.jpg",
      alt: "Portrait of Joaquín Herrera Salgado in a denim shirt, smiling, in front of a wall of printed charts",
    },
    alternate: {
      src: "/images/joaquin-portrait-alt.jpg",
      alt: "Joaquín Herrera Salgado laughing with a taco al pastor in his hand at a street stand in Mexico City",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/joaquinherrera", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/joaquinherrera", icon: "lu:briefcase-business" },
    { label: "Bluesky profile", href: "https://bsky.app/profile/joaquinherrera.bsky.social", icon: "si:bluesky" },
    { label: "Observable notebooks", href: "https://observablehq.com/@joaquinherrera", icon: "si:observable" },
    { label: "Kaggle profile", href: "https://www.kaggle.com/joaquinherrera", icon: "si:kaggle" },
  ],
};

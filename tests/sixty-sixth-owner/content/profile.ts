import type { Profile } from "./types";

/** A made-up owner: a geographer turned data engineer who runs the open-data feeds of São Paulo's bus authority. */
export const profile: Profile = {
  firstName: "Tainá",
  lastName: "Araújo Sá",
  initials: "TA",
  pronouns: "they",
  role: "Lead Data Engineer, Public Transport",
  bio:
    "I'm Tainá Araújo Sá, a data engineer for public transport in São Paulo. I studied geography because I wanted to know why some people here spend " +
    "four hours a day on buses, and I ended up building the pipelines that answer it. At the Metropolitan Mobility Authority I lead the open-data team " +
    "that publishes the city's GTFS and GTFS-Realtime feeds, and one evening a week I teach GIS to urban planning students. " +
    "I believe data paid for by the public should go back to the public, and I like my pipelines boring and on time, like a good bus service.",
  email: "taina.araujo@example.com",
  phone: "+55 11 97342-6158",
  location: "São Paulo, Brazil",
  cube: ["SQL", "GTFS", "Py", "GIS", "dbt"],
  siteUrl: "https://tainaaraujo.example.com",
  portraits: {
    default: {
      src: "/images/sixty-sixth-portrait.jpg",
      alt: "Portrait of Tainá Araújo Sá, a person with short curly hair and round glasses, smiling at a bus stop on Avenida Paulista",
    },
    alternate: {
      src: "/images/sixty-sixth-portrait-alt.jpg",
      alt: "Tainá Araújo Sá pointing at a wall of screens with live bus maps in a transit control room",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/taina-araujo-sa", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/taina-araujo-sa", icon: "lu:briefcase-business" },
    { label: "Blog: Headway", href: "https://tainaaraujo.example.com/headway", icon: "lu:pen-line" },
    { label: "Mastodon", href: "https://mastodon.example.social/@tainanoponto", icon: "si:mastodon" },
    { label: "Kaggle profile", href: "https://www.kaggle.com/tainaaraujosa", icon: "si:kaggle" },
  ],
};

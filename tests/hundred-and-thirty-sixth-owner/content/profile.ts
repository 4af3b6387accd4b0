import type { Profile } from "./types";

/** A made-up owner: a claims-software developer turned climate-data engineer in Rotterdam. */
export const profile: Profile = {
  firstName: "Emre",
  lastName: "Dekker",
  initials: "ED",
  pronouns: "he",
  role: "Climate Data Engineer",
  bio:
    "I turn rain, rivers and sea levels into data people can act on. After seven years in insurance, the last three building claims software, " +
    "I now build flood-risk and weather data pipelines in Rotterdam with Python, Airflow, xarray and PostGIS.",
  email: "emre.dekker@example.com",
  phone: "+31 6 4817 2039",
  location: "Rotterdam, South Holland, Netherlands",
  cube: ["PY", "GIS", "m³/s", "σ"],
  siteUrl: "https://emredekker.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-thirty-sixth-portrait.jpg",
      alt: "Emre Dekker in a rain jacket on the Maasboulevard in Rotterdam, the Erasmus Bridge behind him",
    },
    alternate: {
      src: "/images/hundred-and-thirty-sixth-portrait-alt.jpg",
      alt: "Emre Dekker at his desk pointing at a flood-depth map of the Rhine-Meuse delta on two screens",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/emre-dekker-example", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/emre-dekker-example", icon: "lu:briefcase-business" },
    { label: "Field notes blog", href: "https://notes.emredekker.example.com", icon: "lu:notebook-pen" },
  ],
};

import type { Profile } from "./types";

/** A made-up owner: a hospital pharmacist turned lead analytics engineer at an Estonian energy company, who teaches SQL in the evenings. */
export const profile: Profile = {
  firstName: "Liis",
  lastName: "Tamm-Kuznetsova",
  initials: "LT",
  pronouns: "she",
  role: "Lead Analytics Engineer",
  bio:
    "I'm Liis Tamm-Kuznetsova, an analytics engineer in Tallinn who started out counting pills rather than rows: I spent more than three years " +
    "as a hospital pharmacist before I wrote my first SQL query. Today I lead the analytics engineering team at Northern Current, an Estonian electricity " +
    "and district-heating company, where we turn the hourly and 15-minute meter readings of about 310,000 homes and businesses into numbers that traders, " +
    "grid planners and customer service can trust. I work in SQL, dbt, Python, Looker and Airflow, and I care more about a tested model and a clear " +
    "metric definition than about a clever dashboard. On Wednesday evenings I teach Everyday SQL at Tallinn Open University to people who, like me once, " +
    "never planned to work with data. I work four days a week, in Estonian, Russian or English, and Fridays are my day off.",
  email: "liis.tamm-kuznetsova@example.com",
  phone: "+372 5384 2917",
  location: "Tallinn, Estonia",
  cube: ["SQL", "dbt", "Py", "kWh", "Rx"],
  siteUrl: "https://liistamm.example.com",
  portraits: {
    default: {
      src: "/images/liis-tamm-kuznetsova-portrait.jpg",
      alt: "Portrait of Liis Tamm-Kuznetsova, a woman with a light brown bob and a grey knitted cardigan, smiling in front of the old town wall of Tallinn",
    },
    alternate: {
      src: "/images/liis-tamm-kuznetsova-portrait-alt.jpg",
      alt: "Liis Tamm-Kuznetsova at a whiteboard covered in SQL joins, teaching her Wednesday evening class",
    },
  },
  links: [
    { label: "GitLab profile", href: "https://gitlab.com/liis-tamm-kuznetsova", icon: "si:gitlab" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/liis-tamm-kuznetsova", icon: "lu:briefcase-business" },
    { label: "Blog: Slow Queries", href: "https://liistamm.example.com/slow-queries", icon: "lu:pen-line" },
    { label: "Bluesky", href: "https://bsky.app/profile/liistamm.example.com", icon: "si:bluesky" },
  ],
};

import type { Profile } from "./types";

/** A made-up owner: an analytics engineer in Lagos. */
export const profile: Profile = {
  firstName: "Femi",
  lastName: "Adeyinka",
  initials: "FA",
  pronouns: "he",
  role: "Analytics Engineer",
  bio:
    "I turn messy operational data into tested, documented models and dashboards that people actually trust. " +
    "I work mostly in SQL, dbt and Python from Lagos, with an economist's habit of asking what a number really means.",
  email: "femi.adeyinka@example.com",
  phone: "+234 803 555 0142",
  location: "Lagos, Nigeria",
  cube: ["SQL", "dbt", "R", "Py", "Σ"],
  siteUrl: "https://femiadeyinka.example.com",
  portraits: {
    default: {
      src: "/images/femi-portrait.jpg",
      alt: "Portrait of Femi Adeyinka in a blue shirt, smiling",
    },
    alternate: {
      src: "/images/femi-portrait-alt.jpg",
      alt: "Femi Adeyinka laughing in front of a whiteboard full of charts",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/femi-adeyinka", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/femi-adeyinka", icon: "lu:briefcase-business" },
    { label: "Kaggle profile", href: "https://www.kaggle.com/femiadeyinka", icon: "si:kaggle" },
    { label: "Tableau Public profile", href: "https://public.tableau.com/app/profile/femi.adeyinka", icon: "lu:chart-column" },
    { label: "Medium blog", href: "https://medium.com/@femiadeyinka", icon: "si:medium" },
  ],
};

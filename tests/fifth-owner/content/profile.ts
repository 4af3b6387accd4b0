import type { Profile } from "./types";

/**
 * A fifth owner, unlike the other four: a machine-learning and data engineer in Nairobi who goes by she/her,
 * whose phone number is given only to a visitor who wants to call her.
 */
export const profile: Profile = {
  firstName: "Wanjiru",
  lastName: "Kamau",
  initials: "WK",
  pronouns: "she",
  role: "Machine Learning & Data Engineer",
  bio:
    "I turn messy field data into models people can trust: crop forecasts, fraud scores, Swahili speech. " +
    "Python and SQL for the pipelines, PyTorch for the models, and monitoring for everything after launch.",
  email: "wanjiru@kamau.example.co.ke",
  phone: "+254 712 000 481",
  location: "Nairobi, Kenya",
  cube: ["ML", "SQL", "ETL", "Py"],
  siteUrl: "https://wanjiru.example.co.ke",
  portraits: {
    default: { src: "/images/fifth-portrait.jpg", alt: "Photo of Wanjiru smiling in front of a chart" },
    alternate: { src: "/images/fifth-portrait-alt.webp", alt: "Photo of Wanjiru winking" },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/wanjiru-kamau-example", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/wanjiru-kamau-example", icon: "lu:briefcase-business" },
    { label: "Kaggle profile", href: "https://www.kaggle.com/wanjirukamauexample", icon: "si:kaggle" },
    { label: "Hugging Face profile", href: "https://huggingface.co/wanjiru-kamau-example", icon: "si:huggingface" },
  ],
};

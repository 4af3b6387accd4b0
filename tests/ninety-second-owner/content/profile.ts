import type { Profile } from "./types";

/** A made-up owner: a Melbourne machine-learning engineer, formerly a climate scientist, who forecasts solar and wind output four days a week. */
export const profile: Profile = {
  firstName: "Mei-Lin",
  lastName: "Tan",
  initials: "MT",
  pronouns: "she",
  role: "Machine Learning Engineer, Energy Forecasting",
  bio:
    "I'm Mei-Lin Tan, a machine learning engineer in Melbourne. Four days a week I forecast how much power the wind and solar farms of " +
    "New Light Power, an Australian renewable-energy company, will make, from five minutes to a week ahead. I came to machine learning from " +
    "climate science: a PhD in atmospheric science at the University of Melbourne, a postdoc downscaling climate models at Monash, then four " +
    "years as a data scientist at the weather-forecasting company Southerly Weather. From 2021 to 2023 I took a two-year career break to look " +
    "after my two children, and I came back in 2023. I maintain wxcube, an open-source Python package for weather data built on xarray. " +
    "Outside work you'll find me at our community garden plot or bushwalking with my kids.",
  email: "meilin.tan@example.com",
  phone: "+61 491 570 158",
  location: "Melbourne, Victoria, Australia",
  cube: ["Py", "R", "ML", "SQL", "NWP"],
  siteUrl: "https://meilintan.example.com",
  portraits: {
    default: {
      src: "/images/ninety-second-portrait.jpg",
      alt: "Portrait of Mei-Lin Tan, a woman with shoulder-length black hair and round glasses, smiling in front of a row of solar panels",
    },
    alternate: {
      src: "/images/ninety-second-portrait-alt.jpg",
      alt: "Mei-Lin Tan speaking at PyCon AU 2024 in front of a slide showing a satellite image of clouds over Victoria",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/meilin-tan", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/meilin-tan-example", icon: "lu:briefcase-business" },
    { label: "Blog: Isobars & Tensors", href: "https://meilintan.example.com/blog", icon: "lu:pen-line" },
    { label: "Publications", href: "https://meilintan.example.com/publications", icon: "lu:book-open" },
  ],
};

import type { Profile } from "./types";

/**
 * A made-up owner: a Lisbon sports-data engineer at a football analytics company, after two years as a
 * physics teacher, a spell as a data analyst at a betting company and back-end work at a ticketing start-up
 * that a bigger company bought.
 */
export const profile: Profile = {
  firstName: "Duarte",
  lastName: "Figueira",
  initials: "DF",
  pronouns: "he",
  role: "Sports Data Engineer",
  bio:
    "I'm Duarte Figueira, a sports-data engineer in Lisbon. At Open Field Data I build the pipelines and models behind football numbers: " +
    "the live expected-goals (xG) figure you see in the TV graphics of Primeira Liga matches comes out of my code. I came the long way round: " +
    "two years teaching physics at a secondary school, a master's in data science finished at night, a data analyst job at a betting company " +
    "(I left because I didn't like the industry) and back-end work at Lugar Marcado, a ticketing start-up that a bigger company bought. " +
    "I work in Python, SQL and dbt, with Airflow and Kafka moving the data and a little Go where speed matters. I've never written a mobile app. " +
    "On Saturdays I coach an under-12 team, and in the evenings I keep the stats of a women's amateur league.",
  email: "duarte.figueira@example.com",
  phone: "+351 913 482 617",
  location: "Lisbon, Portugal",
  cube: ["xG", "SQL", "dbt", "Py", "GCP"],
  siteUrl: "https://duartefigueira.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-thirty-first-portrait.jpg",
      alt: "Portrait of Duarte Figueira, a man in his thirties with dark curly hair and glasses, in a green jacket beside a football pitch",
    },
    alternate: {
      src: "/images/hundred-and-thirty-first-portrait-alt.jpg",
      alt: "Duarte Figueira at a laptop showing a shot map of a football pitch, with a match on a TV screen behind him",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/duarte-figueira", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/duarte-figueira-example", icon: "lu:briefcase-business" },
    { label: "Blog: Half-Space Notes", href: "https://duartefigueira.example.com/blog", icon: "lu:pen-line" },
    { label: "Bluesky", href: "https://bsky.app/profile/duartefigueira.example.com", icon: "si:bluesky" },
  ],
};

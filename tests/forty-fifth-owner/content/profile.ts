import type { Profile } from "./types";

/** A made-up owner: a mainframe modernization engineer in Honolulu, moving COBOL batch to Java and Kafka. */
export const profile: Profile = {
  firstName: "Kalani",
  lastName: "Akana",
  initials: "KA",
  pronouns: "she",
  role: "Mainframe Modernization Engineer",
  bio:
    "Aloha! I'm Kalani, a Native Hawaiian mainframe modernization engineer, born and raised on Oahu and based in Honolulu. " +
    "I learned the mainframe from the bottom up: " +
    "I started on the night shift as an operator at the state data centre in Kapolei, restarting abended jobs at 3 a.m., " +
    "then spent almost four years writing COBOL and CICS for a mainland insurance company, working remotely from Hawaii. " +
    "Since 2021 I've been at Lanakila Pacific Bank, moving COBOL batch systems to Java services and Kafka event streams one piece at a time, " +
    "with the strangler fig pattern instead of a big-bang rewrite. I respect the old code: it has paid people's salaries correctly for forty years, " +
    "and my job is to make it replaceable without breaking the nightly batch. On Saturdays I teach coding to Native Hawaiian youth in Waianae, " +
    "and when the swell is up you'll find me in the water before work.",
  email: "kalani.akana@example.com",
  phone: "+1 808 555 0147",
  location: "Honolulu, Hawaii, USA",
  cube: ["CBL", "JCL", "z/OS", "MQ", "Java"],
  siteUrl: "https://kalaniakana.example.com",
  portraits: {
    default: {
      src: "/images/kalani-portrait.jpg",
      alt: "Portrait of Kalani Akana wearing a plumeria lei and a navy aloha shirt, smiling, with Diamond Head behind her",
    },
    alternate: {
      src: "/images/kalani-portrait-alt.jpg",
      alt: "Kalani Akana on stage at TechPacific Honolulu, pointing at a slide of a strangler fig tree wrapped around a mainframe",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/kalani-akana", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/kalani-akana", icon: "lu:briefcase-business" },
    { label: "Blog", href: "https://kalaniakana.example.com/blog", icon: "lu:pen-line" },
    { label: "DEV Community profile", href: "https://dev.to/kalaniakana", icon: "si:devdotto" },
    { label: "Talk on YouTube", href: "https://www.youtube.com/watch?v=kA8mF1gTq2c", icon: "si:youtube" },
  ],
};

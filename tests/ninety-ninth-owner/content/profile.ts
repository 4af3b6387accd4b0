import type { Profile } from "./types";

/** A made-up owner: a Cardiff senior developer who builds bilingual public services, after five years as a chemistry teacher. */
export const profile: Profile = {
  firstName: "Catrin",
  lastName: "Prys-Jones",
  initials: "CP",
  pronouns: "she",
  role: "Senior Developer, Public Services",
  bio:
    "I'm Catrin Prys-Jones, but everyone calls me Cat. I'm a senior developer in Cardiff, building bilingual Welsh and English public services " +
    "at Open Digital Services Wales. I taught chemistry in a Welsh-medium secondary school for five years before a coding bootcamp in 2018 turned me into a developer, " +
    "and I still think like a teacher: if a service only works for some people, it doesn't work. " +
    "I write Ruby on Rails and Django, test everything with a screen reader, and maintain cywiro, a Welsh spelling and grammar checker. " +
    "I work a four-day week; on Fridays I volunteer at a food bank in Grangetown.",
  email: "catrin.prys-jones@example.com",
  phone: "+44 7700 900418",
  location: "Cardiff, Wales",
  cube: ["Rb", "Py", "a11y", "CY", "SQL"],
  siteUrl: "https://catprysjones.example.com",
  portraits: {
    default: {
      src: "/images/ninety-ninth-portrait.jpg",
      alt: "Portrait of Cat Prys-Jones, a woman with curly auburn hair and round glasses, smiling in front of Cardiff Bay",
    },
    alternate: {
      src: "/images/ninety-ninth-portrait-alt.jpg",
      alt: "Cat Prys-Jones at a meetup, pointing at a slide with the words Bilingual from the Start",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/cat-prys-jones", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/catrin-prys-jones-example", icon: "lu:briefcase-business" },
    { label: "Blog: Treiglad", href: "https://catprysjones.example.com/treiglad", icon: "lu:pen-line" },
    { label: "Mastodon", href: "https://mastodon.example.social/@catpj", icon: "si:mastodon" },
  ],
};

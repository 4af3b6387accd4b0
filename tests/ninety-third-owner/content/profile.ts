import type { Profile } from "./types";

/** A made-up owner: a Leeds chemistry teacher turned full-stack Laravel and Vue developer at a small web agency. */
export const profile: Profile = {
  firstName: "Adebayo",
  lastName: "Lindqvist-Okafor",
  initials: "AL",
  pronouns: "they",
  role: "Full-Stack Developer, Laravel & Vue",
  bio:
    "I'm Adebayo Lindqvist-Okafor, but everyone calls me Bayo, and my pronouns are they/them. My family is Nigerian and Swedish: my dad's side is Yoruba " +
    "from Lagos, my mum's is from Gothenburg, and I grew up in Leeds, where I still live. I taught chemistry at Moor Lane High School for six years, " +
    "did a 16-week coding bootcamp at Ironworks in 2021, and have built websites and web apps in PHP, Laravel and Vue ever since. Today I'm a full-stack " +
    "developer at Well Formed Studio, a small Leeds web agency, where I build Laravel, Vue 3 and Inertia.js apps and look after accessibility. " +
    "I write about Laravel, accessibility and changing careers on my blog, Lab Notes, and on Saturday mornings I still teach: I run a free code club for 11- to 16-year-olds.",
  email: "bayo.lindqvist-okafor@example.com",
  phone: "+44 7700 900461",
  location: "Leeds, UK",
  cube: ["PHP", "Vue", "SQL", "</>", "a11y"],
  siteUrl: "https://bayo.example.com",
  portraits: {
    default: {
      src: "/images/ninety-third-portrait.jpg",
      alt: "Portrait of Bayo Lindqvist-Okafor, a person with short locs and round glasses in a mustard jumper, smiling in front of a red-brick wall in Leeds",
    },
    alternate: {
      src: "/images/ninety-third-portrait-alt.jpg",
      alt: "Bayo Lindqvist-Okafor at a laptop in a community hall, helping two teenagers with a web page at the Saturday Code Club",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/bayo-lo", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/bayo-lindqvist-okafor-example", icon: "lu:briefcase-business" },
    { label: "Blog: Lab Notes", href: "https://bayo.example.com/lab-notes", icon: "lu:pen-line" },
    { label: "Packagist profile", href: "https://packagist.org/users/bayo-lo", icon: "si:packagist" },
    { label: "Book a call on Calendly", href: "https://calendly.com/bayo-example", icon: "lu:calendar-days" },
  ],
};

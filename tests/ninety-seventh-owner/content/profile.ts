import type { Profile } from "./types";

/** A made-up owner: a Melbourne search and relevance engineer who ranks listings for an online marketplace of handmade and vintage goods. */
export const profile: Profile = {
  firstName: "Rowan",
  lastName: "Okonkwo-Lindqvist",
  initials: "RO",
  pronouns: "they",
  role: "Staff Search Engineer",
  bio:
    "I'm Rowan Okonkwo-Lindqvist, but everyone calls me Ro. I'm a search and relevance engineer in Melbourne, and I've spent about ten years " +
    "making search boxes return the thing people meant rather than the thing they typed. Today I'm Staff Search Engineer at Well Made Market, " +
    "an online marketplace for handmade and vintage goods, where I look after ranking, autocomplete and query understanding. " +
    "Before that I built recipe search at Stockpot Recipes, catalogue search at Bayside Library Consortium and started out as a graduate developer at Harbourline Bank. " +
    "From mid-2019 to mid-2021 I took a two-year career break to care for my mum full time, and I came back to search with more patience than ever. " +
    "I studied information science and, later, linguistics, which is why I get excited about tokenisers.",
  email: "ro.okonkwo.lindqvist@example.com",
  phone: "+61 491 570 158",
  location: "Melbourne, Victoria, Australia",
  cube: ["LTR", "BM25", "kNN", "SQL", "Py"],
  siteUrl: "https://rowanol.example.com",
  portraits: {
    default: {
      src: "/images/ninety-seventh-portrait.jpg",
      alt: "Portrait of Rowan Okonkwo-Lindqvist, a person with short curly hair and round glasses, smiling in front of library shelves",
    },
    alternate: {
      src: "/images/ninety-seventh-portrait-alt.jpg",
      alt: "Ro Okonkwo-Lindqvist at a whiteboard covered in a ranking diagram, pointing at a precision-recall curve",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/rowan-okonkwo-lindqvist", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/rowan-okonkwo-lindqvist-example", icon: "lu:briefcase-business" },
    { label: "Blog: Stopwords", href: "https://rowanol.example.com/stopwords", icon: "lu:pen-line" },
    { label: "Book a 20-minute video call", href: "https://cal.example.com/ro-okonkwo-lindqvist/20min", icon: "lu:calendar-days" },
  ],
};

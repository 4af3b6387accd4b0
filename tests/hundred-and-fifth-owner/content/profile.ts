import type { Profile } from "./types";

/**
 * A made-up owner: a Johannesburg senior Angular developer who builds an insurer's claims portal, came back from a
 * career break in 2023, maintains an open-source Angular date-range picker and is doing a part-time MBA.
 */
export const profile: Profile = {
  firstName: "Nomvula",
  lastName: "Dlamini-Pretorius",
  initials: "ND",
  pronouns: "she",
  role: "Senior Angular Developer",
  bio:
    "I'm Nomvula Dlamini-Pretorius, but everyone calls me Vula. I'm a senior Angular developer in Johannesburg with about ten years in front-end. " +
    "Since January 2023 I've been building the claims portal at Protea Mutual, an insurer, in Angular, NgRx and RxJS. Before that I worked on internet " +
    "banking at First Harbour Bank, took a career break from September 2021 to December 2022 for parental leave and to care for my family, and started " +
    "out as a junior web developer at the agency Open Window Digital. I care about accessible forms, calm state management and explaining RxJS so that it " +
    "doesn't hurt. I maintain ng-holiday-range, an open-source Angular date-range picker, I volunteer on the Soweto Voices Choir website, and I'm doing a " +
    "part-time MBA at GIBS. I'm a senior individual contributor, not a manager, and I mentor two junior developers.",
  email: "vula.dlaminipretorius@example.com",
  phone: "+27 82 555 0148",
  location: "Johannesburg, Gauteng, South Africa",
  cube: ["NG", "RxJS", "TS", "Nx", "a11y"],
  siteUrl: "https://vuladp.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-fifth-portrait.jpg",
      alt: "Portrait of Vula Dlamini-Pretorius, a woman with short natural hair and gold hoop earrings, smiling in a green blazer on a Johannesburg rooftop",
    },
    alternate: {
      src: "/images/hundred-and-fifth-portrait-alt.jpg",
      alt: "Vula Dlamini-Pretorius presenting RxJS Without Tears at a meetup, pointing at a marble diagram on the screen behind her",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/vula-dp", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/vula-dlamini-pretorius-example", icon: "lu:briefcase-business" },
    { label: "npm packages", href: "https://www.npmjs.com/~vula-dp", icon: "si:npm" },
    { label: "Blog: Calm Streams", href: "https://vuladp.example.com/blog", icon: "lu:pen-line" },
  ],
};

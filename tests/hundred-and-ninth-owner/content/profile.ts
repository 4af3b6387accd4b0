import type { Profile } from "./types";

/**
 * A made-up owner: a Berlin technical product manager who was a back-end engineer for six years, now owns an
 * e-scooter company's API platform for city partners, and no longer writes production code.
 */
export const profile: Profile = {
  firstName: "Bartłomiej",
  lastName: "Zieliński",
  initials: "BZ",
  pronouns: "he",
  role: "Senior Technical Product Manager",
  bio:
    "I'm Bartłomiej Zieliński, Bartek to everyone who'd rather not try the ł. I'm a technical product manager in Berlin. " +
    "I was a back-end engineer for six years, mostly at Allegro in Poznań, before I moved into product and to Berlin in 2021. " +
    "Today I own the API platform that cities use to work with Open Road Mobility's e-scooters and bikes. " +
    "I still read code, write SQL most days and hack small Python scripts, but I don't write production code any more: " +
    "my weekend side projects are the only code I ship. I'm not looking for engineering roles, only product. " +
    "I don't manage engineers, and I don't work for crypto or gambling companies. " +
    "On weekends I also mentor Ukrainian refugees who are moving into product jobs.",
  email: "bartek.zielinski@example.com",
  phone: "+49 1577 3841926",
  location: "Berlin, Germany",
  cube: ["API", "SQL", "PM", "</>", "Py"],
  siteUrl: "https://bartekzielinski.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-ninth-portrait.jpg",
      alt: "Portrait of Bartek Zieliński, a tall man with a short beard and a grey hoodie, in front of a whiteboard covered in sticky notes",
    },
    alternate: {
      src: "/images/hundred-and-ninth-portrait-alt.jpg",
      alt: "Bartek Zieliński standing next to a row of green Open Road e-scooters on a Berlin street",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/bartek-zielinski-example", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/bartek-zielinski-example", icon: "lu:briefcase-business" },
    { label: "Blog: From Engineer to PM", href: "https://bartekzielinski.example.com/blog", icon: "lu:pen-line" },
  ],
};

import type { Profile } from "./types";

/**
 * A made-up owner: a freelance full-stack developer in Guadalajara who runs a three-person web studio,
 * after six years as a high-school mathematics teacher, a twelve-week coding bootcamp and two years as
 * a junior developer at an online marketplace.
 */
export const profile: Profile = {
  firstName: "Eduardo",
  lastName: "Quintanar",
  initials: "EQ",
  pronouns: "he",
  role: "Freelance Full-Stack Developer",
  bio:
    "I'm Eduardo Quintanar, and everybody calls me Lalo. I'm a freelance full-stack developer in Guadalajara, Mexico, and I run Casa Nube Studio, " +
    "a three-person web studio: a designer, another developer and me. I build websites and web apps for small businesses (restaurants, clinics, " +
    "online shops) with TypeScript, React and Next.js, Laravel and PHP, MySQL and Shopify. I came to code late: I taught high-school mathematics " +
    "for six years, did a twelve-week bootcamp in 2018 and started as a junior developer at the online marketplace Tianguis Online. " +
    "I still teach a little: once a month I run Código de Sábado, a free Saturday coding workshop for teenagers.",
  email: "lalo.quintanar@example.com",
  phone: "+52 33 3555 0142",
  location: "Guadalajara, Jalisco, Mexico",
  cube: ["TS", "PHP", "∑", "SQL", "</>"],
  siteUrl: "https://laloquintanar.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-twenty-fourth-portrait.jpg",
      alt: "Portrait of Lalo Quintanar, a man in his thirties with curly black hair and round glasses, smiling in a denim shirt in front of a white wall",
    },
    alternate: {
      src: "/images/hundred-and-twenty-fourth-portrait-alt.jpg",
      alt: "Lalo Quintanar at a whiteboard covered in algebra, explaining a function to a group of teenagers with laptops",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/lalo-quintanar", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/lalo-quintanar-example", icon: "lu:briefcase-business" },
    { label: "Casa Nube Studio", href: "https://casanube.example.com", icon: "lu:cloud" },
    { label: "npm packages", href: "https://www.npmjs.com/~lalo-quintanar", icon: "si:npm" },
  ],
};

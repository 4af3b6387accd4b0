import type { Profile } from "./types";

/** A made-up owner: a Melbourne barista and café manager turned junior full-stack developer. */
export const profile: Profile = {
  firstName: "Sam",
  lastName: "Okafor-Reid",
  initials: "SO",
  pronouns: "they",
  role: "Junior Full-Stack Developer",
  bio:
    "I spent eight years behind espresso machines in Melbourne, first as a barista at Little Lygon Espresso and then running Hopper & Grind in Brunswick, " +
    "where a rostering spreadsheet I kept patching turned into my first real app. In 2022 I did a 16-week full-stack bootcamp at Southbank Code Academy, " +
    "and now I build Shopify stores part-time at Laneway Digital and websites for cafés and small businesses on the side. " +
    "I work mostly in TypeScript, React, Next.js and Node.js with PostgreSQL, and I'm looking for my first full-time developer role in a team I can keep learning from. " +
    "I still pour a decent rosetta, too.",
  email: "sam.okafor-reid@example.com",
  phone: "+61 412 738 295",
  location: "Melbourne, Victoria, Australia",
  cube: ["TS", "SQL", "{%}", "☕", "</>"],
  siteUrl: "https://samokaforreid.example.com",
  portraits: {
    default: {
      src: "/images/sam-portrait.jpg",
      alt: "Portrait of Sam Okafor-Reid in a denim apron, smiling in front of a brick wall in a Melbourne laneway",
    },
    alternate: {
      src: "/images/sam-portrait-alt.jpg",
      alt: "Sam Okafor-Reid pouring latte art into a cup, laptop open beside the espresso machine",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/sam-okafor-reid", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/sam-okafor-reid", icon: "lu:briefcase-business" },
    { label: "DEV Community profile", href: "https://dev.to/samokaforreid", icon: "si:devdotto" },
    { label: "Blog: Flat White Notes", href: "https://samokaforreid.example.com/blog", icon: "lu:pen-line" },
    { label: "Latte art on Instagram", href: "https://www.instagram.com/sam.pours.latte", icon: "si:instagram" },
  ],
};

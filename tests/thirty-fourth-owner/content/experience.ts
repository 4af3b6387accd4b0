import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Junior Developer",
    employmentType: "Part-time contract",
    company: "Laneway Digital",
    date: "Aug 2024 – Present",
    location: "Collingwood, Melbourne · Hybrid",
    description:
      "Laneway Digital is a six-person Shopify agency that builds online stores for independent Melbourne brands. I work three days a week, " +
      "building custom Shopify Liquid sections and Online Store 2.0 themes; I've shipped work on nine stores so far. " +
      "I also built a small Node.js and Express app that syncs stock levels from a wholesaler's CSV feed into Shopify every hour, " +
      "and set up Playwright smoke tests that run before every theme release.",
    url: "https://lanewaydigital.example.com",
  },
  {
    title: "Freelance Web Developer",
    employmentType: "Freelance",
    company: "Self-employed",
    date: "Mar 2023 – Present",
    location: "Melbourne · Remote",
    description:
      "Websites for seven small businesses, most of them cafés: Hopper & Grind, Little Lygon Espresso, Petal & Stem (a florist in Northcote), " +
      "Spoke Street Bikes in Coburg and Brickworks Coffee Roasters, among others. I build them with Next.js and Tailwind CSS on Vercel, " +
      "or on Shopify when the business sells online, with menus and opening hours the owners can update themselves.",
  },
  {
    title: "Café Manager",
    employmentType: "Full-time",
    company: "Hopper & Grind",
    date: "Feb 2017 – Sep 2022",
    location: "Brunswick, Melbourne · On-site",
    description:
      "Ran a busy 60-seat café in Brunswick: hired and trained staff, wrote the weekly rosters, ordered stock from suppliers and managed the budget. " +
      "I led a team of 14, cut food waste by about 20% with a stock-tracking spreadsheet, and built the rostering spreadsheet that later became RosterBean.",
    teamSize: 14,
  },
  {
    title: "Barista",
    employmentType: "Full-time",
    company: "Little Lygon Espresso",
    date: "Feb 2014 – Jan 2017",
    location: "Carlton, Melbourne · On-site",
    description:
      "Started on the machine at Little Lygon Espresso, became head barista in 2015 and trained every new barista after that. " +
      "Came third at the 2016 Melbourne Latte Art Throwdown.",
  },
  {
    title: "Volunteer Mentor",
    employmentType: "Volunteer",
    company: "Switch Up Melbourne",
    date: "Jun 2023 – Present",
    location: "Fitzroy, Melbourne",
    description:
      "Switch Up Melbourne is a free monthly coding meetup for people changing careers into tech. I mentor at its project nights, review portfolios and CVs, " +
      "and run a 'Your first pull request' workshop every quarter. I've mentored about 20 career changers so far, and six of them have landed their first developer job.",
    url: "https://www.meetup.com/switch-up-melbourne",
  },
];

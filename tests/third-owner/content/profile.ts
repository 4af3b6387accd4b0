import type { Profile } from "./types";

/** A third owner, unlike the other two: an embedded & IoT engineer who goes by they/them. */
export const profile: Profile = {
  firstName: "Noé",
  lastName: "Castañeda",
  initials: "NC",
  pronouns: "they",
  role: "Embedded & IoT Engineer",
  bio:
    "I write firmware for small devices that live outdoors: ocean buoys, soil sensors, bike counters. " +
    "C and C++ on the metal, Python and PostgreSQL for the data that comes home.",
  email: "noe@castaneda.example.net",
  phone: "+44 7700 900461",
  location: "Bristol, United Kingdom",
  cube: ["C", "C++", "MQTT", "RTOS"],
  siteUrl: "https://noe.example.net",
  portraits: {
    default: { src: "/images/third-portrait.jpg", alt: "Photo of Noé holding a soldering iron" },
    alternate: { src: "/images/third-portrait-alt.webp", alt: "Photo of Noé on a pier beside a yellow buoy" },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/noe-castaneda-example", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/noe-castaneda-example", icon: "lu:briefcase-business" },
    { label: "Hackaday.io profile", href: "https://hackaday.io/noe-castaneda-example", icon: "si:hackaday" },
    { label: "Blog", href: "https://blog.noe.example.net", icon: "lu:rss" },
  ],
};

import type { Profile } from "./types";

/** A made-up owner: an Android engineer turned engineering manager in Nairobi. */
export const profile: Profile = {
  firstName: "Baraka",
  lastName: "Mwangi",
  initials: "BM",
  pronouns: "he",
  role: "Engineering Manager",
  bio:
    "I started out fixing laptops and flashing phones in a computer-repair shop in Nairobi, taught myself Android from a self-paced online course, " +
    "and spent seven years shipping Kotlin and Java apps that work on cheap phones and patchy networks, from M-Pesa payments for farmers " +
    "to a driver app used across Africa. Today I manage two teams at Kinga Health, a health-insurance start-up. " +
    "I moved into management because growing people scaled further than my own pull requests, but I still review Android code every week.",
  email: "baraka.mwangi@example.com",
  phone: "+254 722 481 930",
  location: "Nairobi, Kenya",
  cube: ["Kt", "USSD", "OKR", "1:1", "</>"],
  siteUrl: "https://barakamwangi.example.com",
  portraits: {
    default: {
      src: "/images/baraka-portrait.jpg",
      alt: "Portrait of Baraka Mwangi in a green shirt, smiling, on a Nairobi rooftop",
    },
    alternate: {
      src: "/images/baraka-portrait-alt.jpg",
      alt: "Baraka Mwangi holding a microphone at a meetup, laughing",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/baraka-mwangi", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/baraka-mwangi", icon: "lu:briefcase-business" },
    { label: "X profile", href: "https://x.com/barakamwangi_dev", icon: "si:x" },
    { label: "Nairobi Mobile Nights on Meetup", href: "https://www.meetup.com/nairobi-mobile-nights", icon: "si:meetup" },
    { label: "Blog", href: "https://barakamwangi.example.com/blog", icon: "lu:pen-line" },
  ],
};

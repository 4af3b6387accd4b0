import type { Profile } from "./types";

/** A made-up owner: a Cairo backend engineer who routes food-delivery orders in Go for a Dubai company and co-maintains a Go rate limiter. */
export const profile: Profile = {
  firstName: "Nour",
  lastName: "Abdelaziz",
  initials: "NA",
  pronouns: "they",
  role: "Backend Engineer, Go",
  bio:
    "I'm Nour Abdelaziz, a backend engineer in Cairo. I work fully remote for Luqma, a food-delivery company based in Dubai, on the Go services " +
    "that decide which rider picks up which order, and I co-maintain Sabr, an open-source rate-limiting library for Go that I started in 2019. " +
    "Before Go I wrote PHP for online shops and Python for payments, so I like my systems boring, fast and easy to debug at 2 a.m. " +
    "Outside work I mentor women learning backend development, run an Arabic-first URL shortener for fun, and am slowly learning German.",
  email: "nour.abdelaziz@example.com",
  phone: "+20 100 555 0142",
  location: "Cairo, Egypt",
  cube: ["Go", "gRPC", "k8s", "SQL", "Py"],
  siteUrl: "https://nourabdelaziz.example.com",
  portraits: {
    default: {
      src: "/images/ninetieth-portrait.jpg",
      alt: "Portrait of Nour Abdelaziz, a person with short dark hair and a grey hoodie, smiling on a balcony overlooking the Nile in Cairo",
    },
    alternate: {
      src: "/images/ninetieth-portrait-alt.jpg",
      alt: "Nour Abdelaziz on a conference stage in front of a slide that reads Saying No Politely",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/nour-abdelaziz", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/nour-abdelaziz-example", icon: "lu:briefcase-business" },
    { label: "Blog: Backpressure", href: "https://nourabdelaziz.example.com/backpressure", icon: "lu:pen-line" },
    { label: "Book a call", href: "https://cal.example.com/nour-abdelaziz/30min", icon: "lu:calendar-days" },
  ],
};

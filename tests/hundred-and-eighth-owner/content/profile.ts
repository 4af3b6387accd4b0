import type { Profile } from "./types";

/**
 * A made-up owner: a Lagos chartered accountant turned back-end developer, now the lead instructor of a coding
 * bootcamp for career changers, who still writes production code on the side.
 */
export const profile: Profile = {
  firstName: "Adaeze",
  lastName: "Okonkwo-Bello",
  initials: "AO",
  pronouns: "she",
  role: "Lead Instructor, Curriculum Developer & Back-End Developer",
  bio:
    "I'm Adaeze Okonkwo-Bello, but everyone calls me Ada. I spent five years as a chartered accountant doing audit and tax in Lagos, " +
    "taught myself to code in 2017 with freeCodeCamp and The Odin Project, and have now been in tech for about six years. " +
    "Today I'm the Lead Instructor and Curriculum Developer at Second Chance Academy, a Lagos bootcamp for career changers, where I teach " +
    "full-stack JavaScript (React, Node.js, Express and PostgreSQL) to cohorts of 40 people who are doing what I did. " +
    "Before teaching I built payment reconciliation systems at the fintech Kobo Ledger, and I still write production code every week. " +
    "On Saturdays I run a free coding club for secondary-school girls, and on YouTube I explain accounting to developers. " +
    "What I don't do: I don't do taxes or bookkeeping for anyone any more, I don't build native mobile apps, and I don't take crypto projects.",
  email: "ada.okonkwobello@example.com",
  phone: "+234 803 555 0142",
  location: "Lagos, Nigeria",
  cube: ["JS", "TS", "SQL", "₦", "ACA"],
  siteUrl: "https://adaokonkwobello.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-eighth-portrait.jpg",
      alt: "Portrait of Ada Okonkwo-Bello, a smiling woman with braids and gold-rimmed glasses, in a green Ankara blazer in front of a whiteboard",
    },
    alternate: {
      src: "/images/hundred-and-eighth-portrait-alt.jpg",
      alt: "Ada Okonkwo-Bello live-coding in front of a classroom of adult students at Second Chance Academy in Yaba",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/ada-okonkwo-bello", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/ada-okonkwo-bello-example", icon: "lu:briefcase-business" },
    { label: "YouTube: Accounting for Developers", href: "https://www.youtube.com/@accountingfordevs-example", icon: "si:youtube" },
    { label: "Book a call with Ada (Calendly)", href: "https://calendly.com/ada-okonkwo-bello-example", icon: "lu:calendar-clock" },
    { label: "Second Chance Academy", href: "https://secondchanceacademy.example.com", icon: "lu:graduation-cap" },
  ],
};

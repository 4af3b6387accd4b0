import type { Profile } from "./types";

/** A made-up owner: a registered nurse turned health-informatics integration engineer in Toronto. */
export const profile: Profile = {
  firstName: "Grace",
  lastName: "Mensah",
  initials: "GM",
  pronouns: "she",
  role: "Health Informatics Integration Engineer",
  bio:
    "I'm Grace Adjoa Mensah, and I spent six years as a registered nurse on a cardiac unit in Toronto before I ever wrote an HL7 message. " +
    "Chasing lab results that never reached the chart taught me that health care runs on its plumbing, so I studied health informatics at night " +
    "and moved into integration work. Today I build HL7 FHIR integrations at Maple Bridge Health, connecting family-practice clinics, labs and hospitals " +
    "across Ontario. I still keep my nursing licence current, because I want every interface I build to make sense to the nurse reading the result at 3 a.m.",
  email: "grace.mensah@example.com",
  phone: "+1 416 555 0199",
  location: "Toronto, Ontario, Canada",
  cube: ["FHIR", "HL7", "RN", "R4", "</>"],
  siteUrl: "https://gracemensah.example.com",
  portraits: {
    default: {
      src: "/images/grace-portrait.jpg",
      alt: "Portrait of Grace Mensah in a teal blazer, smiling, in front of a brick wall in Toronto",
    },
    alternate: {
      src: "/images/grace-portrait-alt.jpg",
      alt: "Grace Mensah speaking on stage at HealthTech North 2024, holding a clicker",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/grace-a-mensah", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/grace-adjoa-mensah", icon: "lu:briefcase-business" },
    { label: "Scrubs to Stacks mentoring circle", href: "https://scrubstostacks.example.org", icon: "lu:users" },
    { label: "Blog", href: "https://gracemensah.example.com/notes", icon: "lu:pen-line" },
  ],
};

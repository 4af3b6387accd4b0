import type { Profile } from "./types";

/** A made-up owner: a Salesforce technical architect in Quezon City. */
export const profile: Profile = {
  firstName: "Paolo",
  lastName: "Villanueva",
  initials: "PV",
  pronouns: "he",
  role: "Salesforce Technical Architect",
  bio:
    "I'm a Salesforce technical architect in Quezon City. I started as a QA intern at a telecom, spent four years building PHP and Laravel sites " +
    "for resorts and dive shops at a small web agency in Cebu, and fell into Salesforce when a resort group needed its bookings synced to its org. " +
    "Since then I've written a lot of Apex and Lightning Web Components, and today I design and lead Salesforce implementations for banks and retailers " +
    "across Southeast Asia and Australia at Bayanihan Cloud Partners. Outside client work I maintain Salamin, an open-source Apex mocking library, " +
    "co-organise the Manila Salesforce Developers group and mentor junior admins who want to move into development.",
  email: "paolo.villanueva@example.com",
  phone: "+63 917 482 6051",
  location: "Quezon City, Metro Manila, Philippines",
  cube: ["Apex", "LWC", "SOQL", "Flow", "</>"],
  siteUrl: "https://paolovillanueva.example.com",
  portraits: {
    default: {
      src: "/images/paolo-portrait.jpg",
      alt: "Portrait of Paolo Villanueva in a navy barong shirt, smiling, with the Quezon City skyline behind him",
    },
    alternate: {
      src: "/images/paolo-portrait-alt.jpg",
      alt: "Paolo Villanueva speaking on stage at a Salesforce community conference, holding a clicker",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/paolo-villanueva-sf", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/paolo-villanueva-sfdc", icon: "lu:briefcase-business" },
    { label: "Trailblazer profile", href: "https://www.salesforce.com/trailblazer/pvillanueva", icon: "lu:cloud" },
    { label: "Manila Salesforce Developers on Meetup", href: "https://www.meetup.com/manila-salesforce-developers", icon: "si:meetup" },
    { label: "Blog", href: "https://paolovillanueva.example.com/blog", icon: "lu:pen-line" },
  ],
};

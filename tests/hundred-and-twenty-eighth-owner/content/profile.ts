import type { Profile } from "./types";

/**
 * A made-up owner: a Salesforce and CRM developer in Manila who contracts through her own one-person company,
 * after three years as a call-centre team lead in Cebu, a CRM administrator's job at an insurance company and
 * four years as a developer at a Salesforce consultancy.
 */
export const profile: Profile = {
  firstName: "Maricel",
  lastName: "Tolentino",
  initials: "MT",
  pronouns: "she",
  role: "Salesforce & CRM Developer",
  bio:
    "I'm Maricel Tolentino, a Salesforce and CRM developer in Manila. Since 2023 I've worked as a contractor through my own one-person company, " +
    "Bright Harbor Consulting, building Apex, Lightning Web Components and Flow for service teams in Asia and Australia. I didn't start in tech: " +
    "I spent three years as a call-centre team lead in Cebu City, then became the CRM administrator of an insurance company, then a developer at a " +
    "Salesforce consultancy. I studied business administration, not computer science, and I learned to code on Trailhead at night. " +
    "Because I've sat on the other side of the headset, I build consoles that agents actually like to use. " +
    "Outside client work I run a free study group for Salesforce certification exams and write about governor limits.",
  email: "maricel.tolentino@example.com",
  phone: "+63 917 555 0148",
  location: "Manila, Philippines",
  cube: ["Apex", "LWC", "SOQL", "Flow"],
  siteUrl: "https://mariceltolentino.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-twenty-eighth-portrait.jpg",
      alt: "Portrait of Maricel Tolentino, a smiling woman with shoulder-length black hair and glasses, in a white blouse by a window in Manila",
    },
    alternate: {
      src: "/images/hundred-and-twenty-eighth-portrait-alt.jpg",
      alt: "Maricel Tolentino at a laptop covered in stickers, a whiteboard behind her with a Flow diagram drawn in green marker",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/maricel-tolentino", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/maricel-tolentino-example", icon: "lu:briefcase-business" },
    { label: "Trailblazer profile", href: "https://www.salesforce.com/trailblazer/maricel-tolentino", icon: "lu:award" },
    { label: "Blog: Within the Limits", href: "https://mariceltolentino.example.com/blog", icon: "lu:pen-line" },
    { label: "Book a call (calendar)", href: "https://cal.example.com/maricel-tolentino", icon: "lu:calendar-days" },
  ],
};

import type { Profile } from "./types";

/**
 * A made-up owner: a Johannesburg Power Platform developer at an insurer who was an accountant until 2020,
 * switched careers through a Microsoft partner consultancy, and extends low-code apps with C# and TypeScript.
 */
export const profile: Profile = {
  firstName: "Thandiwe",
  lastName: "Mokoena",
  initials: "TM",
  pronouns: "she",
  role: "Power Platform & Low-Code Developer",
  bio:
    "I'm Thandiwe Mokoena, Thandi to everyone, a Power Platform developer in Johannesburg. Until 2020 I was an accountant, not a developer: " +
    "six years of month-ends, reconciliations and management accounts at Mahlangu & Partners Chartered Accountants. I automated so much of my own " +
    "work with Excel VBA that I did an evening course in C# and .NET in 2019 and changed careers the year after, as a junior developer at the " +
    "Microsoft partner Kopano Digital. Since 2022 I've been the Power Platform Developer at Green Field Insurance, building claims and finance apps " +
    "in Power Apps, Power Automate and Dataverse, and writing C# and TypeScript where low-code runs out. I don't have a computer science degree: " +
    "I have a BCom in Accounting, two Microsoft Power Platform certifications and a deep respect for a clean audit trail.",
  email: "thandi.mokoena@example.com",
  phone: "+27 82 555 0147",
  location: "Johannesburg, Gauteng, South Africa",
  cube: ["Fx", "DAX", "C#", "PCF", "VBA"],
  siteUrl: "https://thandimokoena.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-fourteenth-portrait.jpg",
      alt: "Portrait of Thandi Mokoena, a woman with short natural hair and gold hoop earrings, smiling in a green blazer in front of a Johannesburg skyline",
    },
    alternate: {
      src: "/images/hundred-and-fourteenth-portrait-alt.jpg",
      alt: "Thandi Mokoena at a whiteboard sketching a Power Automate approval flow, a laptop open beside her",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/thandi-mokoena", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/thandi-mokoena-example", icon: "lu:briefcase-business" },
    { label: "Microsoft Learn certifications", href: "https://learn.microsoft.com/en-us/users/thandimokoena/transcript", icon: "lu:award" },
    { label: "Blog: From Debits to Dataverse", href: "https://thandimokoena.example.com/blog", icon: "lu:pen-line" },
    {
      label: "For recruiters: my agent, Naledi Khumalo at Jacaranda Talent",
      href: "https://jacarandatalent.example.com/naledi-khumalo",
      icon: "lu:handshake",
    },
  ],
};

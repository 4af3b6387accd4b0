import type { Profile } from "./types";

/** A made-up owner: a .NET developer and Azure engineer in Johannesburg. */
export const profile: Profile = {
  firstName: "Thandi",
  lastName: "Mokoena",
  initials: "TM",
  pronouns: "they",
  role: "Lead .NET Developer & Azure Engineer",
  bio:
    "I'm a back-end .NET developer and Azure engineer in Johannesburg, and I've been writing C# since a telecom learnership in 2015. " +
    "These days I lead the team that owns the route-planning APIs at Vuka Logistics, which plan about 42,000 deliveries a day across South Africa. " +
    "I got here the long way round: maintaining WinForms and WCF apps in a bank's internal IT team, then building line-of-business apps for insurers and retailers at a Cape Town consultancy. " +
    "I care about boring, reliable systems, fast code you can measure, and helping junior developers grow. " +
    "Outside work I maintain Mzansi.Validation on NuGet, run a free load-shedding schedule API and build the website of a football league in Soweto.",
  email: "thandi.mokoena@example.com",
  phone: "+27 82 614 3907",
  location: "Johannesburg, Gauteng, South Africa",
  cube: ["C#", ".NET", "AZ", "SQL", "</>"],
  siteUrl: "https://thandimokoena.example.com",
  portraits: {
    default: {
      src: "/images/thandi-portrait.jpg",
      alt: "Portrait of Thandi Mokoena in a mustard jacket, smiling, with the Johannesburg skyline behind them",
    },
    alternate: {
      src: "/images/thandi-portrait-alt.jpg",
      alt: "Thandi Mokoena speaking at a .NET user group in front of a slide of an Azure architecture diagram",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/thandi-mokoena", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/thandi-mokoena", icon: "lu:briefcase-business" },
    { label: "Blog on dev.to", href: "https://dev.to/thandimokoena", icon: "si:devdotto" },
    { label: "NuGet profile", href: "https://www.nuget.org/profiles/thandi-mokoena", icon: "si:nuget" },
  ],
};

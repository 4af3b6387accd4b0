import type { Profile } from "./types";

/** A made-up owner: a Kraków SAP ABAP and Fiori developer who leads a food manufacturer's move from SAP ECC to S/4HANA. */
export const profile: Profile = {
  firstName: "Magdalena",
  lastName: "Wiśniewska-Adeyemi",
  initials: "MW",
  pronouns: "she",
  role: "Senior SAP ABAP & Fiori Developer",
  bio:
    "I'm Magdalena Wiśniewska-Adeyemi, but everyone calls me Magda. I'm an SAP developer in Kraków with about 12 years of ABAP behind me. " +
    "At Fresh First Foods, a Polish food manufacturer, I write ABAP, CDS views and Fiori apps and lead the technical side of our move from SAP ECC to S/4HANA. " +
    "Before that I built SAP solutions for clients across Europe at Northbridge Consulting's Kraków delivery centre and for a steelworks in Katowice, " +
    "and I started out answering the phone on a university IT helpdesk. I like clean ABAP, boring go-lives and Z-code that nobody is afraid to touch. " +
    "Outside work I maintain an open-source set of ABAP checks and build small apps for my own kitchen.",
  email: "magda.wisniewska@example.com",
  phone: "+48 601 555 217",
  location: "Kraków, Poland",
  cube: ["ABAP", "CDS", "RAP", "UI5", "S/4"],
  siteUrl: "https://magdawisniewska.example.com",
  portraits: {
    default: {
      src: "/images/ninety-sixth-portrait.jpg",
      alt: "Portrait of Magda Wiśniewska-Adeyemi, a woman with dark curly hair and round glasses, smiling in front of the Cloth Hall in Kraków",
    },
    alternate: {
      src: "/images/ninety-sixth-portrait-alt.jpg",
      alt: "Magda Wiśniewska-Adeyemi at a meetup, pointing at a slide full of ABAP code",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/magda-adeyemi", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/magda-wisniewska-adeyemi-example", icon: "lu:briefcase-business" },
    { label: "Blog: Z-Notes", href: "https://magdawisniewska.example.com/z-notes", icon: "lu:pen-line" },
    { label: "SAP Community profile", href: "https://community.sap.example.com/people/magda-adeyemi", icon: "si:sap" },
  ],
};

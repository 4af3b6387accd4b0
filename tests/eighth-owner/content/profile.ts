import type { Profile } from "./types";

/**
 * An eighth owner, unlike the others: a test-automation engineer turned engineering manager in Bogotá,
 * with a data-analysis side, who goes by she/her and shares her number only for a call or a WhatsApp message.
 */
export const profile: Profile = {
  firstName: "Mariana",
  lastName: "Cárdenas",
  initials: "MC",
  pronouns: "she",
  role: "Engineering Manager · Quality & Data",
  bio:
    "I manage engineering teams at a Bogotá fintech after ten years in software testing. " +
    "I still write Playwright tests and SQL, and I build the dashboards that tell us whether a release is safe to ship.",
  email: "mariana@cardenas.example.co",
  phone: "+57 312 480 2716",
  location: "Bogotá, Colombia",
  cube: ["QA", "SQL", "E2E", "Py"],
  siteUrl: "https://mariana.example.co",
  portraits: {
    default: { src: "/images/eighth-portrait.jpg", alt: "Photo of Mariana smiling beside a whiteboard full of test cases" },
    alternate: { src: "/images/eighth-portrait-alt.webp", alt: "Photo of Mariana on a bicycle at the Sunday Ciclovía" },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/mariana-cardenas-example", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/mariana-cardenas-example", icon: "lu:briefcase-business" },
    { label: "Medium blog", href: "https://medium.com/@mariana-cardenas-example", icon: "si:medium" },
    { label: "X profile", href: "https://x.com/mcardenas_qa", icon: "si:x" },
  ],
};

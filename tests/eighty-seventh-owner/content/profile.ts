import type { Profile } from "./types";

/**
 * A made-up owner: a new Computer Science graduate in Nairobi, First Class Honours, who did Swahili NLP research
 * at her university's AI lab and a payments internship at a mobile-money company, looking for her first full-time
 * backend or machine-learning role.
 */
export const profile: Profile = {
  firstName: "Nyambura",
  lastName: "Kariuki",
  initials: "NK",
  pronouns: "she",
  role: "Backend & Machine Learning Engineer (new graduate)",
  bio:
    "I'm Nyambura Kariuki, a new Computer Science graduate from Nairobi who builds backends and machine-learning models. " +
    "I finished my B.Sc. at Kilimani University in 2026 with First Class Honours, and for the last two years I've been teaching computers Swahili " +
    "at LughaLab, the university's AI lab: I built Hisia, a Swahili sentiment model and dataset, and I'm helping release a Swahili speech corpus. " +
    "I also spent six months on the payments team at Spark Pesa, where I learned what it takes to keep M-Pesa money moving at 3 a.m. " +
    "Now I'm looking for my first full-time role as a backend or machine-learning engineer, starting in January 2027.",
  email: "nyambura.kariuki@example.com",
  phone: "+254 712 406 385",
  location: "Nairobi, Kenya",
  cube: ["Py", "ML", "API", "USSD", "SW"],
  siteUrl: "https://nyamburakariuki.example.com",
  portraits: {
    default: {
      src: "/images/eighty-seventh-portrait.jpg",
      alt: "Portrait of Nyambura Kariuki, a young woman with braided hair and a yellow blouse, smiling on a university campus in Nairobi",
    },
    alternate: {
      src: "/images/eighty-seventh-portrait-alt.jpg",
      alt: "Nyambura Kariuki at a hackathon table with three teammates, holding up a phone that shows a matatu route map",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/nyambura-kariuki", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/nyambura-kariuki", icon: "lu:briefcase-business" },
    { label: "Hugging Face profile", href: "https://huggingface.co/nyambura-kariuki", icon: "si:huggingface" },
    { label: "Blog: Sema Data", href: "https://nyamburakariuki.example.com/blog", icon: "lu:pen-line" },
  ],
};

import type { Profile } from "./types";

/** A made-up owner: a computational linguist who leads an NLP team at a health insurer in Lyon. */
export const profile: Profile = {
  firstName: "Maëlle",
  lastName: "Lefèvre-Ibáñez",
  initials: "ML",
  pronouns: "she",
  role: "Lead Data Scientist, NLP",
  bio:
    "I teach computers to read the documents people would rather not: clinical notes, contracts and insurance letters, mostly in French and Spanish. " +
    "After a PhD in computational linguistics, a postdoc in Barcelona and a year of teaching, I now lead a small NLP team at a health insurer in Lyon. " +
    "I still publish, release open datasets and maintain a couple of Python libraries on PyPI.",
  email: "maelle.lefevre-ibanez@example.com",
  phone: "+33 6 48 27 19 53",
  location: "Lyon, France",
  cube: ["NLP", "Py", "BERT", "¬", "ñ"],
  siteUrl: "https://maelle-lefevre-ibanez.example.com",
  portraits: {
    default: {
      src: "/images/maelle-portrait.jpg",
      alt: "Portrait of Maëlle Lefèvre-Ibáñez with short dark curly hair and round glasses, smiling",
    },
    alternate: {
      src: "/images/maelle-portrait-alt.jpg",
      alt: "Maëlle Lefèvre-Ibáñez speaking at a conference podium in front of a slide of annotated French sentences",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/maelle-li", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/maelle-lefevre-ibanez", icon: "lu:briefcase-business" },
    { label: "Google Scholar profile", href: "https://scholar.google.com/citations?user=Xq3LmFQAAAAJ", icon: "si:googlescholar" },
    { label: "Hugging Face profile", href: "https://huggingface.co/maelle-li", icon: "si:huggingface" },
    { label: "Kaggle profile", href: "https://www.kaggle.com/maelleli", icon: "si:kaggle" },
    { label: "Talk slides on Speaker Deck", href: "https://speakerdeck.com/maelleli", icon: "si:speakerdeck" },
  ],
};

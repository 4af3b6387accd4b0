import type { Profile } from "./types";

/**
 * A made-up owner: a Melbourne legal-tech developer at Plain Terms, a company that builds tools for
 * community legal centres, after three years as a paralegal at a tenancy-advice service, a stint as a
 * part-time maths tutor while studying computing, a junior developer job at a council and a six-month
 * document-automation contract at a law firm.
 */
export const profile: Profile = {
  firstName: "Tam",
  lastName: "Huynh",
  initials: "TH",
  pronouns: "they",
  role: "Legal-Tech Developer",
  bio:
    "I'm Tam Huynh (they/them), a legal-tech developer in Melbourne. I build software for community legal centres at Plain Terms: online forms, " +
    "guided letters and tools that help people with a legal problem get to the right help sooner. I came to code from the other side of the counter: " +
    "I have a law degree, spent three years as a paralegal on a tenancy advice line, and noticed I was writing the same repair letter for renters again and again. " +
    "A graduate certificate in computing later, I write TypeScript, React and Node.js, care a lot about plain language and accessibility, " +
    "and test everything with a screen reader and an old phone. I'm not a lawyer: I was never admitted to practise, so I can't give legal advice. " +
    "Outside work I cook my grandmother's recipes and put them on my recipe site, Bếp Nhà.",
  email: "tam.huynh@example.com",
  phone: "+61 491 570 159",
  location: "Melbourne, Australia",
  cube: ["TS", "§", "a11y", "</>"],
  siteUrl: "https://tamhuynh.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-thirty-fourth-portrait.jpg",
      alt: "Portrait of Tam Huynh, a person with short black hair and round glasses, in a green cardigan on a Melbourne tram stop",
    },
    alternate: {
      src: "/images/hundred-and-thirty-fourth-portrait-alt.jpg",
      alt: "Tam Huynh at a meetup, pointing at a slide that shows one question on an online form",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/tam-huynh", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/tam-huynh-example", icon: "lu:briefcase-business" },
    { label: "Blog: Fine Print", href: "https://tamhuynh.example.com/fine-print", icon: "lu:pen-line" },
    { label: "Mastodon", href: "https://aus.social/@tamhuynh", icon: "si:mastodon" },
  ],
};

import type { Profile } from "./types";

/**
 * A tenth owner: a software engineering graduate in Trabzon, Türkiye, looking for his first
 * full-time frontend role, who shares his phone number only once an interview is being arranged.
 */
export const profile: Profile = {
  firstName: "Yiğit",
  lastName: "Karaca",
  initials: "YK",
  pronouns: "he",
  role: "Junior Frontend Developer",
  bio:
    "I graduated in software engineering from Karadeniz Technical University in June 2026 and I'm looking for my first full-time job. " +
    "I build web interfaces in TypeScript, Svelte, Vue and React, design them in Figma first, and test them with a screen reader before I call them done.",
  email: "merhaba@yigitkaraca.example.com.tr",
  phone: "+90 532 418 27 65",
  location: "Trabzon, Türkiye",
  cube: ["TS", "a11y", "</>", "Py"],
  siteUrl: "https://yigitkaraca.example.com.tr",
  portraits: {
    default: { src: "/images/tenth-portrait.jpg", alt: "Photo of Yiğit smiling on a ferry deck with the Black Sea behind him" },
    alternate: { src: "/images/tenth-portrait-alt.webp", alt: "Photo of Yiğit raising a glass of tea to the camera" },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/yigit-karaca-example", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/yigit-karaca-example", icon: "lu:briefcase-business" },
    { label: "Blog on dev.to", href: "https://dev.to/yigit_karaca_example", icon: "si:devdotto" },
    { label: "Dribbble shots", href: "https://dribbble.com/yigit-karaca-example", icon: "si:dribbble" },
  ],
};

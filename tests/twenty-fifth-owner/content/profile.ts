import type { Profile } from "./types";

/** A made-up owner: a mobile tech lead in Seoul who started out as an industrial designer. */
export const profile: Profile = {
  firstName: "Min-seo",
  lastName: "Yoon",
  initials: "MY",
  pronouns: "she",
  role: "Mobile Tech Lead · iOS Engineer",
  bio:
    "I'm Yoon Min-seo (윤민서): Yoon is my family name, and please just call me Minseo (said “min-suh”). " +
    "I trained as an industrial designer, spent two years designing apps at an agency, then went back to school for computer science " +
    "and have been writing Swift ever since. Today I lead the mobile team at Dotori, a fintech start-up in Seoul, where we build native " +
    "iOS and Android apps with SwiftUI, Jetpack Compose and shared Kotlin Multiplatform logic. I care about the last 5% of polish: " +
    "haptics, animation curves, and VoiceOver labels that actually make sense.",
  email: "minseo.yoon@example.com",
  phone: "+82 10-4821-7305",
  location: "Seoul, South Korea",
  cube: ["iOS", "KMP", "UX", "⌘", "한"],
  siteUrl: "https://minseoyoon.example.com",
  portraits: {
    default: {
      src: "/images/minseo-portrait.jpg",
      alt: "Portrait of Yoon Min-seo in a grey knit sweater, smiling, with an iPhone in her hand",
    },
    alternate: {
      src: "/images/minseo-portrait-alt.jpg",
      alt: "Yoon Min-seo laughing while sketching app screens in a paper notebook",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/minseo-yoon", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/minseo-yoon", icon: "lu:briefcase-business" },
    { label: "App Store developer page", href: "https://apps.apple.com/kr/developer/minseo-yoon/id1488203311", icon: "si:appstore" },
    { label: "Dribbble portfolio", href: "https://dribbble.com/minseoyoon", icon: "si:dribbble" },
    { label: "Speaker Deck talks", href: "https://speakerdeck.com/minseoyoon", icon: "si:speakerdeck" },
  ],
};

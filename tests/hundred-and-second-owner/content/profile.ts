import type { Profile } from "./types";

/** A made-up owner: a Busan senior Android developer at a fintech, on parental leave, who builds accessible Kotlin Multiplatform apps. */
export const profile: Profile = {
  firstName: "Ji-woo",
  lastName: "Park",
  initials: "JP",
  pronouns: "she",
  role: "Senior Android Developer",
  bio:
    "I'm Park Ji-woo (박지우), or Jiwoo Park in English, and I go by Jiwoo. I'm a senior Android developer in Busan, South Korea, with about six years " +
    "of building mobile apps. At Wave Pay, a Busan fintech, I lead a small squad on the money-transfer flow of our Android app, and I care a lot " +
    "about apps that work with TalkBack and VoiceOver. I'm on parental leave right now and go back to work on 2 March 2027. " +
    "In my spare time I build Haru Habit, a Kotlin Multiplatform habit tracker on Google Play and the App Store, and Kkomkkom, an accessibility " +
    "checklist library for Jetpack Compose.",
  email: "jiwoo.park@example.com",
  phone: "+82 10-5550-0142",
  location: "Busan, South Korea",
  cube: ["Kt", "KMP", "a11y", "iOS"],
  siteUrl: "https://jiwoopark.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-second-portrait.jpg",
      alt: "Portrait of Park Ji-woo, a woman with shoulder-length black hair and round glasses, smiling in front of Gwangan Bridge in Busan",
    },
    alternate: {
      src: "/images/hundred-and-second-portrait-alt.jpg",
      alt: "Park Ji-woo on a conference stage in front of a slide that reads Recomposition Isn't Free",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/jiwoo-park-dev", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/jiwoo-park-example", icon: "lu:briefcase-business" },
    { label: "Blog: Tap Targets", href: "https://jiwoopark.example.com/tap-targets", icon: "lu:pen-line" },
  ],
};

import type { Profile } from "./types";

/** A made-up owner: a chess coach turned Flutter and mobile developer in Cluj-Napoca. */
export const profile: Profile = {
  firstName: "Bogdan",
  lastName: "Ionescu",
  initials: "BI",
  pronouns: "he",
  role: "Senior Flutter Developer",
  bio:
    "For six years I was a professional chess coach in Cluj-Napoca, teaching kids and adults to calculate, plan and keep calm with the clock ticking. " +
    "In 2018 I traded the board for a keyboard: a mobile development bootcamp, two years of freelancing for small businesses, then Kotlin and Jetpack Compose " +
    "at a Bucharest fintech. Today I'm a senior Flutter developer at Someș Labs, building apps for clients across Europe, and I care a lot about apps " +
    "everyone can use, including people who rely on TalkBack or VoiceOver. I'm a FIDE Master, I still coach chess online on weekends, " +
    "and when I'm away from a screen you'll find me hiking in the Apuseni Mountains.",
  email: "bogdan.ionescu@example.com",
  phone: "+40 742 318 596",
  location: "Cluj-Napoca, Romania",
  cube: ["Dart", "Kt", "a11y", "1.e4", "</>"],
  siteUrl: "https://bogdanionescu.example.com",
  portraits: {
    default: {
      src: "/images/bogdan-portrait.jpg",
      alt: "Portrait of Bogdan Ionescu in a navy sweater, smiling, in front of a brick wall in Cluj-Napoca",
    },
    alternate: {
      src: "/images/bogdan-portrait-alt.jpg",
      alt: "Bogdan Ionescu leaning over a chessboard in a café, thinking about his next move",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/bogdan-ionescu", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/bogdan-ionescu-flutter", icon: "lu:briefcase-business" },
    { label: "YouTube channel (Flutter pe Românește)", href: "https://www.youtube.com/@flutterperomaneste", icon: "si:youtube" },
    { label: "Lichess profile", href: "https://lichess.org/@/BogdanCoach", icon: "si:lichess" },
    { label: "pub.dev packages", href: "https://pub.dev/publishers/bogdanionescu.dev/packages", icon: "si:dart" },
  ],
};

import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "MatePath",
    github: "",
    live: "https://matepath.example.com",
    description:
      "A chess tactics trainer for Android and iOS built on the puzzle sets I used as a coach: about 2,500 hand-picked puzzles sorted by theme, " +
      "spaced repetition that brings back the puzzles you missed, and a fully offline mode. Launched in March 2022, it has more than 120,000 downloads " +
      "(about 85,000 on Google Play and 35,000 on the App Store) and a 4.7-star rating. Free, with an optional MatePath Pro subscription at €2.99 a month. " +
      "The code is closed source.",
    stack: ["Flutter", "Dart", "Riverpod", "SQLite", "Firebase", "pgn_kit", "Codemagic", "Fastlane"],
    deploy: {
      "Google Play": { name: "MatePath on Google Play", href: "https://play.google.com/store/apps/details?id=app.matepath" },
      "App Store": { name: "MatePath on the App Store", href: "https://apps.apple.com/app/matepath/id6443012345" },
      backend: "Firebase",
    },
    image: { src: "/images/projects/matepath.png", alt: "MatePath on a phone showing a mate-in-three puzzle and a streak counter" },
  },
  {
    name: "pgn_kit",
    github: "https://github.com/bogdan-ionescu/pgn_kit",
    live: "https://pub.dev/packages/pgn_kit",
    description:
      "A pure-Dart package for chess notation: it parses PGN games with variations and comments, validates FEN positions and converts moves between " +
      "SAN and UCI. It works in Flutter apps and on the server. It grew out of MatePath; MIT licensed, with 160 likes on pub.dev and about " +
      "4,000 downloads a month.",
    stack: ["Dart"],
    deploy: { "pub.dev": { name: "pgn_kit", href: "https://pub.dev/packages/pgn_kit" } },
  },
  {
    name: "Mobile Banking App (client under NDA)",
    github: "",
    live: "https://bogdanionescu.example.com/work/banking-app",
    description:
      "A Flutter rebuild of the mobile banking app of a retail bank in Central Europe, made by a team of 14 at Someș Labs together with the bank's own engineers. " +
      "I led the three Flutter developers who built onboarding with ID-card scanning and card management (freeze, limits, PIN reveal), and wrote the " +
      "automated UI tests for both. It replaced the bank's two separate native apps in October 2024 and serves about 600,000 customers. " +
      "The client is under NDA, so I can't name the bank or share the code; this links to a short case study.",
    stack: ["Flutter", "Dart", "Bloc", "REST", "GraphQL", "Firebase Cloud Messaging", "Codemagic"],
    deploy: { "App Store": "App Store", "Google Play": "Google Play" },
  },
  {
    name: "Flutter A11y Checklist",
    github: "https://github.com/bogdan-ionescu/flutter-a11y-checklist",
    live: "https://bogdan-ionescu.github.io/flutter-a11y-checklist",
    description:
      "An open-source checklist of 52 accessibility checks for Flutter apps, each with why it matters, how to test it with TalkBack and VoiceOver, " +
      "and a code fix: semantics labels, touch target sizes, colour contrast, text scaling up to 200%, focus order and reduced motion. " +
      "About 1,100 GitHub stars, licensed CC BY 4.0; Someș Labs uses it in every project review.",
    stack: ["Markdown", "Flutter", "Dart", "GitHub Pages"],
    deploy: { frontend: "GitHub Pages" },
    image: { src: "/images/projects/flutter-a11y-checklist.png", alt: "The Flutter A11y Checklist page open at the text scaling section" },
  },
  {
    name: "Lanț Habit Tracker",
    github: "https://github.com/bogdan-ionescu/lant",
    live: "https://play.google.com/store/apps/details?id=dev.bogdanionescu.lant",
    description:
      "A habit tracker I built in a single weekend in January 2024 to try Riverpod's code generation. Lanț means chain in Romanian: tick a habit every day " +
      "and don't break the chain. There's no account, everything stays on the phone in SQLite, and the home-screen widget is written in Kotlin. " +
      "Open source under MIT, Android only for now (it is not on the App Store), with about 3,000 installs.",
    stack: ["Flutter", "Dart", "Riverpod", "SQLite", "Kotlin"],
    deploy: { "Google Play": { name: "Lanț on Google Play", href: "https://play.google.com/store/apps/details?id=dev.bogdanionescu.lant" } },
  },
  {
    name: "Flutter pe Românește",
    github: "https://github.com/bogdan-ionescu/flutter-pe-romaneste",
    live: "https://www.youtube.com/@flutterperomaneste",
    description:
      "A free YouTube series that teaches Flutter in Romanian, from your first widget to publishing on both stores. 42 episodes since 2022 and about " +
      "9,500 subscribers; each episode builds part of a real recipe app, and the code for every episode is on GitHub.",
    stack: ["Flutter", "Dart", "Riverpod", "Firebase"],
    deploy: { YouTube: { name: "@flutterperomaneste", href: "https://www.youtube.com/@flutterperomaneste" } },
    image: {
      src: "/images/projects/flutter-pe-romaneste.png",
      alt: "A Flutter pe Românește episode thumbnail with Bogdan pointing at a widget tree",
    },
  },
  {
    name: "Dentiva Booking",
    github: "",
    live: "https://dentiva.example.ro/programari",
    description:
      "An appointment booking app I built as a freelancer in 2020 for Dentiva, a chain of three dental clinics in Cluj-Napoca: patients book, reschedule " +
      "and get reminders, and the front desk manages the calendar from a tablet. Native Android in Kotlin, talking to the clinics' scheduling system " +
      "over its REST API, with Firebase for sign-in and notifications. About 8,000 patients use it; the code belongs to Dentiva.",
    stack: ["Kotlin", "Android SDK", "REST", "Firebase"],
    deploy: { "Google Play": "Google Play", backend: "Firebase" },
  },
];

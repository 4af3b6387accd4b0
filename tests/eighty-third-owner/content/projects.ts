import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Ajo Book",
    github: "https://github.com/ayomide-ogunleye/ajo-book",
    live: "https://play.google.com/store/apps/details?id=com.example.ajobook",
    description:
      'An open-source, offline-first app for tracking savings circles, the rotating group savings Yoruba people call "ajo" or "esusu": who has paid this round, ' +
      "whose turn it is to collect, and who owes what. Everything is stored on the phone in SQLite and works with no data at all; when the phone gets a connection " +
      "it syncs the circle to Firebase so every member sees the same book. A small Go service on Google Cloud Run sends push reminders through Firebase on " +
      "contribution days. The screens are in English, Yoruba and Nigerian Pidgin and were designed in Figma. Android only for now, on Google Play, with about " +
      "5,000 installs; MIT licensed, about 600 GitHub stars.",
    stack: ["Flutter", "Dart", "Riverpod", "SQLite", "Firebase", "Go", "Google Cloud Run", "Figma"],
    deploy: {
      app: { name: "Google Play", href: "https://play.google.com/store/apps/details?id=com.example.ajobook" },
      backend: "Go service on Google Cloud Run",
      sync: "Firebase",
    },
  },
  {
    name: "naira_format",
    github: "https://github.com/ayomide-ogunleye/naira_format",
    live: "https://pub.dev/packages/naira_format",
    description:
      "A Dart package on pub.dev for formatting Nigerian naira amounts: the ₦ sign, thousands separators and kobo (₦1,250,000.50), compact amounts (₦1.25M), " +
      'and amounts in words ("one million, two hundred and fifty thousand naira, fifty kobo") for receipts. It has no dependencies, works in Flutter apps and ' +
      "any other Dart code, and is fully tested, with GitHub Actions running the tests and publishing each release. About 180 likes and 160/160 pub points on pub.dev. " +
      "Install it with flutter pub add naira_format.",
    stack: ["Dart", "Flutter", "GitHub Actions"],
    deploy: { "pub.dev": { name: "naira_format", href: "https://pub.dev/packages/naira_format" } },
  },
  {
    name: "Ferngeld app",
    github: "",
    live: "https://ferngeld.example.com/app",
    description:
      "The Ferngeld money-transfer app for Android and iOS, which I work on every day as one of four mobile engineers. One Flutter codebase, Riverpod for state, " +
      "a typed GraphQL client for the payments API, Firebase for push notifications and crash reports, and small Swift and Kotlin platform channels. " +
      "Bitrise builds every pull request and Fastlane ships a release to the App Store and Google Play every week. The code is private, so this links to the app's page.",
    stack: ["Flutter", "Dart", "Riverpod", "GraphQL", "Firebase", "Swift", "Kotlin", "Bitrise", "Fastlane"],
    deploy: { iOS: "App Store", Android: "Google Play", CI: "Bitrise" },
  },
  {
    name: "Ọjà Ledger (hackathon winner)",
    github: "https://github.com/ayomide-ogunleye/oja-ledger",
    live: "",
    description:
      "A Flutter app for market traders to record sales and debts with big buttons and pictures instead of typing, built offline-first so it works in a market " +
      "with no signal. My team of three built it in 36 hours at the Lagos Fintech Hackathon in November 2022, where it won first place out of 48 teams. " +
      "I designed the screens in Figma and wrote most of the Flutter code; Firebase holds the backup. It's a prototype, not in any app store.",
    stack: ["Flutter", "Dart", "Firebase", "Figma"],
    deploy: { status: "Prototype, not published" },
  },
  {
    name: "Kọ́ Flutter (YouTube channel)",
    github: "",
    live: "https://www.youtube.com/@koflutter",
    description:
      'My YouTube channel teaching Flutter and Dart in a mix of Yoruba and English. "Kọ́" means "learn" in Yoruba. I started it in 2021; there are now more than ' +
      "70 videos, from installing Flutter on a low-end laptop to state management with Riverpod and building Ajo Book step by step, and about 9,000 subscribers. " +
      "A new video goes up every other Sunday.",
    stack: ["Flutter", "Dart", "Riverpod"],
    deploy: { channel: { name: "youtube.com/@koflutter", href: "https://www.youtube.com/@koflutter" } },
  },
  {
    name: "Flutter Lagos Mainland (meetup)",
    github: "",
    live: "https://meetup.example.org/flutter-lagos-mainland",
    description:
      "The Flutter meetup I started in 2022 and still organise: on the last Saturday of every month, 40 to 80 developers meet at a co-working space in Yaba " +
      "for two talks, a live-coding session and jollof. More than 30 meetups so far, plus free Saturday Flutter workshops for secondary-school students during the holidays.",
    stack: ["Flutter", "Dart"],
    deploy: { events: { name: "meetup.example.org", href: "https://meetup.example.org/flutter-lagos-mainland" } },
  },
];

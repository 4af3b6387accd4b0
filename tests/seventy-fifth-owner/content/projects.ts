import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Open Door Health app",
    github: "",
    live: "https://opendoorhealth.example.com/app",
    description:
      "The patient app of Open Door Health on Android and iOS: book a doctor, nurse or psychologist, wait in a virtual waiting room, join the video appointment, " +
      "and read the notes and prescriptions afterwards. My team owns both apps: Kotlin and Jetpack Compose on Android, Swift and SwiftUI on iOS, both talking to one " +
      "GraphQL API through the Apollo clients and shipped every week with Fastlane and GitHub Actions. About 350,000 patients in Sweden and Denmark use it each month. " +
      "The code is closed, so this links to the app's page.",
    stack: ["Kotlin", "Jetpack Compose", "Swift", "SwiftUI", "GraphQL", "Apollo", "Fastlane", "GitHub Actions"],
    deploy: {
      "Google Play": { name: "Open Door Health", href: "https://play.google.com/store/apps/details?id=com.example.opendoorhealth" },
      "App Store": { name: "Open Door Health", href: "https://apps.apple.com/se/app/open-door-health/id0000000001" },
    },
  },
  {
    name: "Big Buttons",
    github: "https://github.com/ngozi-ol/big-buttons",
    live: "",
    description:
      "An open-source accessibility checker for Jetpack Compose. It runs inside your UI tests and fails the build when a tappable element is smaller than 48 × 48 dp, " +
      "an image has no content description, or text contrast falls below WCAG AA, with a message that names the composable to fix. I started it in 2023 after finding " +
      "the same three problems in every accessibility audit. Apache 2.0 licensed, about 1,100 GitHub stars, published on Maven Central.",
    stack: ["Kotlin", "Jetpack Compose"],
    deploy: {
      "Maven Central": { name: "io.github.ngozi-ol:big-buttons", href: "https://central.sonatype.com/artifact/io.github.ngozi-ol/big-buttons" },
    },
  },
  {
    name: "Pendla",
    github: "",
    live: "https://regionaltrafiken.example.com/pendla",
    description:
      "Regionaltrafiken Stockholm's journey-planner app for Android: plan a trip across buses, commuter trains, the metro and ferries, see live departures, and buy and show " +
      "a mobile ticket. Between 2018 and 2020 I rewrote it in Kotlin with four other developers, added mobile tickets, and made the departure boards fully usable with TalkBack. " +
      "About 900,000 people used it each month, and its Google Play rating went from 2.9 to 4.5 stars. The code belongs to Regionaltrafiken and is not public, " +
      "so this links to the app's page.",
    stack: ["Kotlin", "Room", "Firebase", "Espresso"],
    deploy: { "Google Play": { name: "Pendla", href: "https://play.google.com/store/apps/details?id=se.example.pendla" } },
  },
  {
    name: "Humla",
    github: "",
    live: "https://ngozi-okafor-lindqvist.example.com/release-notes/humla-flutter",
    description:
      "The listening app of the music-streaming start-up Humla. I rewrote the iOS app's screens in SwiftUI, then led its move, together with the Android app, to a single " +
      "Flutter and Dart codebase, keeping the native Swift audio engine behind a platform channel for gapless playback; offline downloads and Car Mode were mine. " +
      "Humla was bought in 2023 and the app has since been shut down, so this links to my blog post about the Flutter move.",
    stack: ["Flutter", "Dart", "Swift", "SwiftUI", "GraphQL", "Firebase", "Fastlane"],
    deploy: { "App Store": "Removed in 2023", "Google Play": "Removed in 2023", backend: "Firebase" },
  },
  {
    name: "Mama's Kitchen",
    github: "https://github.com/ngozi-ol/mamas-kitchen",
    live: "https://mamaskitchen.example.com",
    description:
      "A Flutter recipe app of my mother's Igbo dishes, from ofe onugbu (bitter-leaf soup) to abacha, in Igbo, English and Swedish. Every recipe has step-by-step timers " +
      "you can run hands-free with your voice, and the shopping list suggests what to buy at a Swedish supermarket when an ingredient is hard to find. A weekend project " +
      "since 2021, free on Google Play and the App Store, with about 25,000 downloads.",
    stack: ["Flutter", "Dart", "Firebase"],
    deploy: {
      "Google Play": { name: "Mama's Kitchen", href: "https://play.google.com/store/apps/details?id=io.github.ngozi_ol.mamaskitchen" },
      "App Store": { name: "Mama's Kitchen", href: "https://apps.apple.com/se/app/mamas-kitchen/id0000000002" },
      backend: "Firebase",
    },
  },
  {
    name: "Release Train",
    github: "https://github.com/ngozi-ol/release-train",
    live: "",
    description:
      "Open-source templates for shipping Android and iOS apps every week: GitHub Actions workflows and Fastlane lanes that build, sign, test and upload to Google Play " +
      "and TestFlight, and write the changelog from pull-request titles. It grew out of the pipelines I set up at Humla and Open Door Health. MIT licensed.",
    stack: ["Fastlane", "GitHub Actions", "Gradle", "Xcode"],
    deploy: { "GitHub Marketplace": { name: "release-train", href: "https://github.com/marketplace/actions/release-train" } },
  },
  {
    name: "Språkfika",
    github: "https://github.com/ngozi-ol/sprakfika",
    live: "https://sprakfika.example.org",
    description:
      "A volunteer project for Hej Grannen, a Stockholm non-profit that pairs newcomers to Sweden with Swedish-speaking volunteers for a coffee and a conversation once a week. " +
      "The React Native app matches pairs by neighbourhood and interests, suggests a café and a topic to talk about, and sends reminders in Swedish, English, Arabic and " +
      "Tigrinya. I built it pro bono in 2022 with two other volunteers; about 1,400 pairs have met through it.",
    stack: ["React Native", "TypeScript", "Firebase"],
    deploy: {
      app: "Google Play and App Store",
      backend: "Firebase",
      website: { name: "sprakfika.example.org", href: "https://sprakfika.example.org" },
    },
  },
];

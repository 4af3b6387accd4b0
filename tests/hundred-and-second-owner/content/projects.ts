import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Haru Habit",
    github: "https://github.com/jiwoo-park-dev/haru-habit",
    live: "https://haruhabit.example.com",
    description:
      "My habit tracker (haru is Korean for one day), built with Kotlin Multiplatform and published on both Google Play and the App Store in September 2023. " +
      "The habits, streaks, reminders and the Room database live in shared Kotlin code with Coroutines and Flow; the screens are native, Jetpack Compose on " +
      "Android and SwiftUI on iOS. It's free, with no ads and no account, and speaks Korean, English and Japanese. About 85,000 downloads so far, roughly " +
      "60,000 on Google Play and 25,000 on the App Store, with a 4.7 rating. Fastlane and GitHub Actions ship both apps from one tag.",
    stack: ["Kotlin Multiplatform", "Kotlin", "Jetpack Compose", "SwiftUI", "Swift", "Room", "Coroutines", "Flow", "Fastlane", "GitHub Actions"],
    deploy: {
      "Google Play": { name: "Haru Habit on Google Play", href: "https://play.google.com/store/apps/details?id=com.example.haruhabit" },
      "App Store": { name: "Haru Habit on the App Store", href: "https://apps.apple.com/app/haru-habit/id6450012345" },
    },
  },
  {
    name: "Kkomkkom",
    github: "https://github.com/jiwoo-park-dev/kkomkkom",
    live: "https://jiwoo-park-dev.github.io/kkomkkom",
    description:
      "An open-source accessibility checklist library for Jetpack Compose (kkomkkom is Korean for thorough). You run it in your Compose UI tests or as a debug " +
      "overlay, and it flags missing content descriptions, touch targets smaller than 48 dp, text that gets cut off at 200% font size, colour contrast below 4.5:1 " +
      "and a TalkBack focus order that jumps around the screen. I started it in 2024; it's Apache 2.0 licensed, has about 600 GitHub stars, is published on " +
      "Maven Central and runs on every pull request at Wave Pay.",
    stack: ["Kotlin", "Jetpack Compose", "TalkBack", "Gradle", "GitHub Actions"],
    deploy: {
      "Maven Central": { name: "io.github.jiwoo-park-dev:kkomkkom", href: "https://central.sonatype.com/artifact/io.github.jiwoo-park-dev/kkomkkom" },
      docs: { name: "Kkomkkom docs", href: "https://jiwoo-park-dev.github.io/kkomkkom" },
    },
  },
  {
    name: "Jihacheol",
    github: "https://github.com/jiwoo-park-dev/jihacheol",
    live: "",
    description:
      "A SwiftUI port of Busan Metro Map, an open-source Android subway map that my friend Kim Min-jun wrote (jihacheol is Korean for subway). It shows all " +
      "four Busan Metro lines plus the Busan–Gimhae Light Rail and the Donghae Line, works offline, finds the route with the fewest transfers and has station " +
      "names in Korean, English and Japanese. Every station reads out its lines and transfers with VoiceOver. I built it in 2025 to get better at SwiftUI; " +
      "it's in a public TestFlight beta with about 400 testers and isn't on the App Store yet.",
    stack: ["Swift", "SwiftUI", "VoiceOver"],
    deploy: { TestFlight: "Public beta (invite link in the README)" },
  },
  {
    name: "Chaek Swap",
    github: "https://github.com/jiwoo-park-dev/chaek-swap",
    live: "",
    description:
      "A small Firebase backend for the book swap in my neighbourhood in Busan (chaek is Korean for book). Neighbours sign in with Firebase Authentication, " +
      "list their books in Cloud Firestore behind security rules, and get a push through Firebase Cloud Messaging when someone asks for one of their books; " +
      "two small Cloud Functions written in TypeScript send the pushes and close finished swaps. There's a tiny Android app in Jetpack Compose on top. " +
      "About 150 neighbours use it and more than 1,200 books have changed hands since 2024.",
    stack: [
      "Firebase Authentication",
      "Cloud Firestore",
      "Firebase Cloud Messaging",
      "Cloud Functions for Firebase",
      "TypeScript",
      "Kotlin",
      "Jetpack Compose",
    ],
    deploy: { backend: "Firebase", "Android app": "Google Play internal testing (neighbours only)" },
  },
  {
    name: "Recomposition Isn't Free (DroidFest Seoul 2025 talk)",
    github: "",
    live: "https://droidfest.example.org/2025/recomposition-isnt-free",
    description:
      "My 30-minute talk at DroidFest Seoul 2025, an Android developer conference in Seoul, in November 2025. I gave it in Korean with English slides: " +
      "how we cut janky frames on Wave Pay's transfer screen from 40% to under 5% with stable types, remember and derivedStateOf, keys in lazy lists " +
      "and Baseline Profiles, and how to measure it with Macrobenchmark before you guess. The page has the recording and the slides.",
    stack: ["Jetpack Compose", "Kotlin", "Baseline Profiles", "Macrobenchmark"],
    deploy: {
      recording: { name: "DroidFest Seoul 2025 recording", href: "https://droidfest.example.org/2025/recomposition-isnt-free" },
      slides: { name: "Slides", href: "https://jiwoopark.example.com/talks/recomposition-isnt-free" },
    },
  },
];

import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Haru Log",
    github: "",
    live: "https://apps.apple.com/kr/app/haru-log/id1534829107",
    description:
      "My own indie app: a one-line-a-day diary for iPhone and iPad with home-screen widgets, mood colours and iCloud sync, in Korean, " +
      "English and Japanese. Over 120,000 downloads, 4.8 stars from 3,900 ratings, and featured in App Store Korea's “New Apps We Love” in 2021. " +
      "The code is closed source.",
    stack: ["Swift", "SwiftUI", "WidgetKit", "CloudKit", "Core Data"],
    deploy: { "App Store": { name: "Haru Log", href: "https://apps.apple.com/kr/app/haru-log/id1534829107" } },
    image: { src: "/images/projects/haru-log.png", alt: "Haru Log's home-screen widget showing a week of one-line diary entries in mood colours" },
  },
  {
    name: "Nanum",
    github: "",
    live: "https://apps.apple.com/kr/app/nanum-split/id1590442216",
    description:
      "Split a restaurant bill by scanning the receipt: Nanum reads the items with on-device text recognition and friends tap what they ate. " +
      "An indie app I built on weekends in 2021; 42,000 downloads and 4.6 stars on the App Store.",
    stack: ["Swift", "UIKit", "Combine", "Vision", "VisionKit"],
    deploy: { "App Store": { name: "Nanum", href: "https://apps.apple.com/kr/app/nanum-split/id1590442216" } },
    image: { src: "/images/projects/nanum.png", alt: "Nanum splitting a scanned receipt between four friends" },
  },
  {
    name: "ChosungSearch",
    github: "https://github.com/minseo-yoon/ChosungSearch",
    live: "https://swiftpackageindex.com/minseo-yoon/ChosungSearch",
    description:
      "An open-source Swift package for Korean initial-consonant (chosung) search: type “ㄱㅁㅅ” and it finds “김민서”. It handles mixed Hangul, " +
      "Latin letters and numbers and searches 50,000 contacts in under 10 ms. MIT licensed, over 1,400 stars on GitHub, and used in Nuri Talk's contact search.",
    stack: ["Swift", "Swift Package Manager", "XCTest", "GitHub Actions"],
    deploy: { "Swift Package Index": { name: "ChosungSearch", href: "https://swiftpackageindex.com/minseo-yoon/ChosungSearch" } },
  },
  {
    name: "Acorn UI",
    github: "https://github.com/dotori-oss/acorn-ui",
    live: "https://acorn-ui.example.com",
    description:
      "Dotori's design system, which I started and now maintain with our two product designers: 60 components for SwiftUI and Jetpack Compose, " +
      "generated from one set of Figma design tokens, with a documentation site and snapshot tests in light mode, dark mode and every Dynamic Type size. " +
      "Open-sourced in 2024.",
    stack: ["SwiftUI", "Jetpack Compose", "Kotlin", "Figma", "Style Dictionary"],
    deploy: {
      docs: "Cloudflare Pages",
      "Swift Package": { name: "AcornUI", href: "https://github.com/dotori-oss/acorn-ui" },
      "Maven Central": "com.dotori.acorn:acorn-ui",
    },
    image: { src: "/images/projects/acorn-ui.png", alt: "Acorn UI buttons and cards side by side on an iPhone and an Android phone" },
  },
  {
    name: "Dotori for iPhone",
    github: "",
    live: "https://apps.apple.com/kr/app/dotori-savings/id1502277840",
    description:
      "Dotori's savings and payments app, which my team rebuilt from React Native into SwiftUI with transfer and savings logic shared in " +
      "Kotlin Multiplatform and async code in Swift Concurrency. 1.2 million downloads and 4.7 stars on the Korean App Store.",
    stack: ["Swift", "SwiftUI", "Swift Concurrency", "Kotlin Multiplatform"],
    deploy: {
      "App Store": { name: "Dotori", href: "https://apps.apple.com/kr/app/dotori-savings/id1502277840" },
      "Google Play": { name: "Dotori", href: "https://play.google.com/store/apps/details?id=com.dotori.app" },
    },
  },
  {
    name: "kmp-money",
    github: "https://github.com/minseo-yoon/kmp-money",
    live: "",
    description:
      "A small Kotlin Multiplatform library for money: exact decimal arithmetic and locale-aware formatting of KRW, JPY, SGD and USD amounts " +
      "on iOS and Android. It grew out of the code I wrote for Dotori's transfers, and is published on Maven Central.",
    stack: ["Kotlin", "Kotlin Multiplatform", "Swift"],
    deploy: {
      "Maven Central": { name: "io.github.minseo-yoon:kmp-money", href: "https://central.sonatype.com/artifact/io.github.minseo-yoon/kmp-money" },
    },
  },
  {
    name: "Springs, Not Durations",
    github: "https://github.com/minseo-yoon/springs-not-durations",
    live: "https://speakerdeck.com/minseoyoon/springs-not-durations",
    description:
      "My talk at the Seoul Swift Meetup's WWDC24 recap night in June 2024: what an industrial designer knows about motion, and how to tune " +
      "SwiftUI spring animations by feel instead of by duration. About 180 people came; the slides and the sample Xcode project are public, " +
      "and the recording is on YouTube.",
    stack: ["SwiftUI", "Swift"],
    deploy: { slides: "Speaker Deck", video: { name: "YouTube", href: "https://www.youtube.com/watch?v=k3Sp7ngD0n4" } },
  },
];

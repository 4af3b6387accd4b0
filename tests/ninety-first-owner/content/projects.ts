import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Tally",
    github: "",
    live: "https://tallyapp.example.com",
    description:
      "A bill-splitting app I built on my own and published on the App Store in 2020. Add who paid what on a trip or at a dinner, in any currency, " +
      "and Tally works out the fewest transfers to settle up, with totals in tenge, rubles, euros or any other currency at the day's exchange rate. " +
      "It works fully offline and syncs between friends through iCloud with CloudKit; it's built in SwiftUI with Core Data, has a home-screen widget " +
      "made with WidgetKit, and is free with a one-time Pro unlock through StoreKit 2. About 40,000 downloads and 4.7 stars, and Apple featured it on " +
      "the Kazakhstan App Store in 2022. Tally isn't open source.",
    stack: ["Swift", "SwiftUI", "Core Data", "CloudKit", "WidgetKit", "StoreKit 2"],
    deploy: {
      "App Store": { name: "Tally: Split the Bill", href: "https://tallyapp.example.com" },
    },
  },
  {
    name: "Aqsha",
    github: "https://github.com/daniyar-seitkali/Aqsha",
    live: "https://aqsha.example.org",
    description:
      "An open-source Swift package for money (aqsha is Kazakh for money). It gives you a Money type backed by Decimal, never Double, " +
      "currency-safe arithmetic, the rounding rules of more than 150 currencies, and formatting that follows the user's locale, tenge sign included. " +
      "I started it in 2022 after a rounding bug at work cost us a very long evening; it now runs in the Silk Bridge app. MIT licensed, about 900 GitHub stars, " +
      "tested with XCTest on GitHub Actions. Add it with Swift Package Manager from github.com/daniyar-seitkali/Aqsha.",
    stack: ["Swift", "Swift Package Manager", "XCTest", "GitHub Actions"],
    deploy: {
      "Swift package": { name: "github.com/daniyar-seitkali/Aqsha", href: "https://github.com/daniyar-seitkali/Aqsha" },
      docs: { name: "aqsha.example.org", href: "https://aqsha.example.org" },
    },
  },
  {
    name: "Silk Bridge app",
    github: "",
    live: "https://silkbridge.example.com",
    description:
      "The payments app I work on at Silk Bridge Payments: pay in shops by scanning a QR code, send money to friends, and pay utility bills, all in tenge. " +
      "About 1.4 million people use it every month and it's rated 4.8 on the App Store. I lead its iOS team of four engineers. We moved it from UIKit " +
      "to SwiftUI (about 70% of the screens so far), use async/await and Combine, keep offline receipts in Core Data, call our GraphQL API and a few older " +
      "REST endpoints, ship every week with fastlane and Xcode Cloud, and track crashes with Firebase Crashlytics. The code is internal, so this links to the app's page.",
    stack: ["Swift", "SwiftUI", "UIKit", "Combine", "async/await", "Core Data", "GraphQL", "REST", "fastlane", "Xcode Cloud", "Firebase Crashlytics"],
    deploy: {
      "App Store": { name: "Silk Bridge", href: "https://silkbridge.example.com" },
    },
  },
  {
    name: "Dastarkhan",
    github: "https://github.com/daniyar-seitkali/dastarkhan",
    live: "",
    description:
      "My Kotlin Multiplatform experiment from 2024: a small recipe app for Kazakh dishes (a dastarkhan is the laid table where Kazakhs share a meal). " +
      "One shared Kotlin module holds the networking with Ktor, the storage with SQLDelight and all the business logic, and each platform gets a native UI " +
      "on top: SwiftUI on iOS and Jetpack Compose on Android. I wanted to know whether KMP is ready for a payments team. My verdict: yes for shared logic, " +
      "no for shared UI. The write-up is on my blog.",
    stack: ["Kotlin Multiplatform", "Kotlin", "Swift", "SwiftUI", "Jetpack Compose", "Ktor", "SQLDelight"],
    deploy: {
      "write-up": { name: "KMP for a payments team?", href: "https://daniyarseitkali.example.com/notes/kmp-for-payments" },
    },
  },
  {
    name: "Latyn",
    github: "https://github.com/daniyar-seitkali/latyn",
    live: "https://latyn.example.com",
    description:
      "A hobby project: an iPhone keyboard for the Kazakh Latin alphabet adopted in 2021, with its letters like ä, ğ, ñ, ö, ş, ū and ü right on the keys " +
      "instead of behind a long press, and a converter in the app that turns Cyrillic text into Latin. It's a custom keyboard extension in Swift and UIKit " +
      "with word suggestions from a dictionary of 60,000 Kazakh words, and it has no network access at all, so nothing you type leaves the phone. " +
      "Free and MIT licensed; about 6,000 people use it through the public TestFlight beta, and it goes on the App Store once the dictionary is finished.",
    stack: ["Swift", "UIKit", "Custom keyboard extension", "XCTest"],
    deploy: {
      TestFlight: { name: "Public beta", href: "https://latyn.example.com" },
    },
  },
];

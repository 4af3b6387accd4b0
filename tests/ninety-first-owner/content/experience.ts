import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior iOS Engineer",
    employmentType: "Full-time",
    company: "Silk Bridge Payments",
    date: "Apr 2021 – Present",
    location: "Almaty · Hybrid",
    description:
      "Silk Bridge Payments is a Kazakh fintech. Its Silk Bridge app lets about 1.4 million people a month pay in shops by scanning a QR code, " +
      "send money to friends and pay utility bills, all in tenge. I joined as an iOS engineer and since 2023 I lead the iOS team of four engineers. " +
      "I moved the app from UIKit to SwiftUI screen by screen (about 70% of the screens so far), replaced callback code with async/await and Combine, " +
      "and keep offline receipts in Core Data. The app talks to our GraphQL API and to a few older REST endpoints. I set up fastlane and Xcode Cloud " +
      "so we ship every week instead of once a month, and we watch crashes in Firebase Crashlytics: crash-free sessions went from 99.2% to 99.85%.",
    url: "https://silkbridge.example.com",
    teamSize: 4,
  },
  {
    title: "iOS Developer",
    employmentType: "Full-time",
    company: "Qala Apps",
    date: "Sep 2018 – Mar 2021",
    location: "Almaty · On-site",
    description:
      "Qala Apps is a mobile agency in Almaty that builds apps for Kazakh banks, retailers and restaurants. I built and maintained about fifteen client " +
      "apps in UIKit, many of them with old Objective-C code that I moved to Swift bit by bit. When the agency was short of Android hands I wrote Kotlin too, " +
      "and built the Android versions of two restaurant-delivery apps. My biggest project was the loyalty app of the Arman Market supermarket chain, " +
      "with about 300,000 users, Apple Pay and Firebase push notifications.",
    url: "https://qala-apps.example.com",
  },
  {
    title: "Research Assistant, Urban Air Lab",
    employmentType: "Full-time",
    company: "Almaly Technical University",
    date: "Jun 2016 – Aug 2018",
    location: "Almaty · On-site",
    description:
      "Straight after my BSc I stayed at my university's Urban Air Lab to build Aua (Kazakh for air), an iPhone app that reads portable air-quality " +
      "sensors over Bluetooth with Core Bluetooth and maps Almaty's winter smog street by street. I wrote it in Objective-C first and then in Swift 3, " +
      "my first Swift. Volunteers collected about 1.1 million readings with it, and I co-authored the lab's paper on the data.",
    url: "https://almaly-tech.example.edu/urban-air-lab",
  },
];

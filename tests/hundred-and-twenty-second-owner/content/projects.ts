import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Toma",
    github: "",
    live: "https://apps.apple.com/app/toma-medication-reminders/id1587654321",
    description:
      "A medication-reminder app for iPhone, free on the App Store since 2021, in Portuguese, English and Spanish (toma means take, as in take your medicine). " +
      "You add your medicines by scanning the box or typing the name, Toma works out the schedule, reminds you at the right time and shows the day's doses in a " +
      "home-screen widget; a family member can be told when a dose is missed. I built it in the evenings, starting from the paper dose charts I used to draw " +
      "for my patients. It has more than 85,000 downloads and a 4.8-star rating from about 2,300 ratings. A one-off €4.99 Family purchase pays for it; " +
      "there are no ads, and all data stays on the phone. The code is closed.",
    stack: ["Swift", "SwiftUI", "Core Data", "WidgetKit", "UserNotifications"],
    deploy: { "App Store": { name: "Toma on the App Store", href: "https://apps.apple.com/app/toma-medication-reminders/id1587654321" } },
  },
  {
    name: "BulaUI",
    github: "https://github.com/guimourao/BulaUI",
    live: "",
    description:
      "An open-source SwiftUI library of accessible building blocks for health apps: a dose-schedule picker, medication cards that stay readable at the largest " +
      "Dynamic Type sizes, and simple charts of readings with VoiceOver descriptions built in. It's named after the bula, the leaflet inside every medicine box " +
      "in Portugal. I extracted it from Toma in 2022; it's MIT licensed, installed with Swift Package Manager, tested with XCTest, and has about 900 stars on GitHub.",
    stack: ["Swift", "SwiftUI", "Swift Package Manager", "XCTest"],
    deploy: { "Swift Package Index": { name: "BulaUI on the Swift Package Index", href: "https://swiftpackageindex.com/guimourao/BulaUI" } },
  },
  {
    name: "HealthKit Starter",
    github: "https://github.com/guimourao/healthkit-starter",
    live: "",
    description:
      "A sample app that shows how to ask for HealthKit permission properly, read steps, sleep and blood pressure, write a blood-pressure reading back, and " +
      "handle a user who says no. I wrote it in 2023 after answering the same HealthKit questions again and again; it uses Swift Concurrency and Swift Charts " +
      "and has no third-party dependencies. It isn't on the App Store: it's meant to be cloned and read.",
    stack: ["Swift", "SwiftUI", "HealthKit", "Swift Charts"],
    deploy: {},
  },
  {
    name: "Stock Sol",
    github: "",
    live: "https://guimourao.example.com/work/stock-sol",
    description:
      "An iPad app I built as a freelancer in 2019 for Sol Nascente, a family business with three pharmacies in Setúbal. Staff scan the DataMatrix code on a " +
      "medicine box with the iPad's camera to see the stock in all three shops, move boxes between them, and get a warning 60 days before anything expires. " +
      "It's built with UIKit, AVFoundation for the scanning and Core Data so it works offline, and syncs through Firebase (Cloud Firestore and Firebase Auth). " +
      "It replaced a shared spreadsheet and cut the expired stock the pharmacies wrote off by about 40% in its first year. It's the client's private app, " +
      "installed on their iPads only, so there's no public code or App Store page: the link is my case study. I still look after it for them, a few hours a year.",
    stack: ["Swift", "UIKit", "AVFoundation", "Core Data", "Firebase"],
    deploy: { distribution: "Sol Nascente's iPads only (private, not on the App Store)" },
  },
  {
    name: "Mix Check",
    github: "https://github.com/guimourao/mix-check",
    live: "",
    description:
      "A side project I haven't finished: an app that warns you when two medicines, or a medicine and something like grapefruit juice or alcohol, shouldn't be " +
      "taken together, using the kind of interaction tables I used at the pharmacy. I got a SwiftUI prototype working in 2023, with the interaction data in " +
      "Cloud Firestore, and paused it in 2024: an app that gives warnings like that counts as a medical device under EU rules, and certifying it is more than a " +
      "side project can carry. The code is public; the app was never released.",
    stack: ["Swift", "SwiftUI", "Firebase"],
    deploy: { status: "Unfinished: paused in 2024, never released" },
  },
];

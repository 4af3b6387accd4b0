import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "UssdFlow",
    github: "https://github.com/baraka-mwangi/ussdflow",
    live: "https://ussdflow.example.com",
    description:
      "An open-source Kotlin library for USSD flows: describe menus with a small DSL, keep session state between requests, " +
      "handle back and timeouts, and test a whole flow without a phone. It plugs into Africa's Talking and Safaricom gateways. " +
      "I started it after writing the same USSD menus by hand at MavunoLink; it has about 900 GitHub stars and is Apache 2.0 licensed.",
    stack: ["Kotlin", "Ktor", "JUnit 5", "GitHub Actions"],
    deploy: {
      "Maven Central": { name: "io.github.baraka-mwangi:ussdflow", href: "https://central.sonatype.com/artifact/io.github.baraka-mwangi/ussdflow" },
      docs: "GitHub Pages",
    },
    image: { src: "/images/projects/ussdflow.png", alt: "A USSD menu defined in UssdFlow's Kotlin DSL beside a phone emulator" },
  },
  {
    name: "LipaKit",
    github: "https://github.com/baraka-mwangi/lipakit",
    live: "",
    description:
      "An open-source Android library that wraps the M-Pesa Daraja API's STK Push in a ready-made Jetpack Compose payment sheet, " +
      "with retries and payment-status polling. Around 3,000 monthly downloads.",
    stack: ["Kotlin", "Jetpack Compose", "Retrofit", "OkHttp", "M-Pesa Daraja API"],
    deploy: {
      "Maven Central": { name: "io.github.baraka-mwangi:lipakit", href: "https://central.sonatype.com/artifact/io.github.baraka-mwangi/lipakit" },
    },
  },
  {
    name: "Kinga Member App",
    github: "",
    live: "https://play.google.com/store/apps/details?id=com.kingahealth.member",
    description:
      "Kinga Health's Android app for its 180,000 members: check your cover, find a clinic and submit a claim by photographing the receipt. " +
      "Built by the Member App team I manage; the code is private.",
    stack: ["Kotlin", "Jetpack Compose", "GraphQL", "Apollo Kotlin", "Firebase Authentication", "Firebase Cloud Messaging"],
    deploy: { "Google Play": "Google Play" },
    image: { src: "/images/projects/kinga-member-app.png", alt: "The Kinga Member App's claim screen with a photographed receipt" },
  },
  {
    name: "Songa Driver",
    github: "",
    live: "https://play.google.com/store/apps/details?id=com.songalogistics.driver",
    description:
      "Songa Logistics' driver app, used by 25,000 drivers in six countries to accept loads, navigate and record proof of delivery offline. " +
      "My team built it while I led Android at Songa. The code belongs to Songa, so there is no public repository.",
    stack: ["Kotlin", "Jetpack Compose", "Room", "WorkManager", "GraphQL", "Apollo Kotlin", "Firebase Crashlytics"],
    deploy: { "Google Play": "Google Play" },
    image: { src: "/images/projects/songa-driver.png", alt: "Songa Driver showing a delivery route and a proof-of-delivery photo" },
  },
  {
    name: "Shamba Ledger",
    github: "",
    live: "https://mavunolink.example.com/shamba-ledger",
    description:
      "MavunoLink's farmer app from 2016: offline record-keeping for harvests and sales, M-Pesa payments for seed and fertiliser, " +
      "and payouts for produce. Written in Java for phones with 1 GB of RAM; the code is private, so this links to the product page.",
    stack: ["Java", "Android SDK", "SQLite", "M-Pesa Daraja API"],
    deploy: { "Google Play": "Google Play", backend: "MavunoLink servers" },
  },
  {
    name: "Matatu Fare",
    github: "https://github.com/baraka-mwangi/matatu-fare",
    live: "https://matatufare.example.com",
    description:
      "A weekend Flutter app where Nairobi commuters report what they paid for a matatu ride, so others can see the usual fare on each route " +
      "by time of day and when it rains. About 5,000 installs, mostly in Nairobi.",
    stack: ["Flutter", "Dart", "Firebase", "Cloud Firestore", "Google Maps"],
    deploy: { "Google Play": "Google Play", database: "Cloud Firestore" },
    image: { src: "/images/projects/matatu-fare.png", alt: "Matatu Fare showing fares from Westlands to the CBD by hour" },
  },
  {
    name: "Open Mobile Ladder",
    github: "https://github.com/baraka-mwangi/open-mobile-ladder",
    live: "https://baraka-mwangi.github.io/open-mobile-ladder",
    description:
      "A public career ladder for mobile engineers, from junior to staff, with example behaviours, interview questions and 1:1 templates. " +
      "I wrote it for Kinga Health and published it under CC BY 4.0; several East African start-ups now use it.",
    stack: ["Markdown", "GitHub Pages"],
    deploy: { frontend: "GitHub Pages" },
  },
];

import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Slow Lane",
    github: "https://github.com/kwabena-asante-mensah/slow-lane",
    live: "https://slowlane.example.com",
    description:
      "An open-source offline-sync library for Android. Slow Lane records every change an app makes in a local outbox in Room, sends it with WorkManager " +
      "when the network comes back, retries with backoff and resolves conflicts with last-writer-wins or your own merge function. It is written in Kotlin " +
      "with coroutines and Flow, published on Maven Central under the Apache 2.0 licence, has about 1,100 GitHub stars, and runs in the Lorry Park Driver app " +
      "and in the field-survey apps of two health NGOs. I started it in 2020 from the offline collection code I wrote at Small Change.",
    stack: ["Kotlin", "Kotlin Coroutines & Flow", "Room", "WorkManager", "SQLite"],
    deploy: {
      "Maven Central": { name: "io.github.kwabena-am:slowlane", href: "https://central.sonatype.com/artifact/io.github.kwabena-am/slowlane" },
      docs: "GitHub Pages",
    },
  },
  {
    name: "Lorry Park Driver",
    github: "",
    live: "https://play.google.com/store/apps/details?id=com.lorrypark.driver",
    description:
      "The Android app about 14,000 truck drivers use to find loads, navigate to pickups, capture proof of delivery and get paid by mobile money, " +
      "in Ghana, Nigeria, Côte d'Ivoire and Kenya. Built in Kotlin with Jetpack Compose, Hilt and Room, it keeps working with no signal: " +
      "load offers arrive by USSD when data is down, maps are cached offline and every action syncs later through Slow Lane. The app is in English and French. " +
      "The code belongs to Lorry Park, so this links to Google Play.",
    stack: ["Kotlin", "Jetpack Compose", "Hilt", "Room", "Slow Lane", "Google Maps SDK", "USSD"],
    deploy: {
      "Google Play": { name: "Lorry Park Driver", href: "https://play.google.com/store/apps/details?id=com.lorrypark.driver" },
    },
  },
  {
    name: "Lorry Park Shipper",
    github: "",
    live: "https://lorrypark.example.com/shippers",
    description:
      "The app businesses use to book a truck, follow their load on a live map and pay invoices. I built the first version in Flutter in 2022 so that one small team " +
      "could ship it on Android and iOS at once; about 3,000 businesses use it today. It is written in Dart with Riverpod, talks to Lorry Park's GraphQL API " +
      "and sends delivery alerts with Firebase Cloud Messaging.",
    stack: ["Flutter", "Dart", "Riverpod", "GraphQL", "Firebase"],
    deploy: {
      "Google Play": { name: "Lorry Park Shipper", href: "https://play.google.com/store/apps/details?id=com.lorrypark.shipper" },
      "App Store": { name: "Lorry Park Shipper", href: "https://apps.apple.com/gh/app/lorry-park-shipper/id6443091752" },
    },
  },
  {
    name: "Cowry Agent",
    github: "",
    live: "https://cowry.example.com/agents",
    description:
      "The Android app that about 9,000 Cowry Mobile Money agents use at their kiosks for cash-in, cash-out, float top-ups and registering new customers. " +
      "I built it from 2015 to 2018, in Java and later Kotlin, for phones with 1 GB of RAM; when mobile data drops it completes transactions over USSD " +
      "and confirms them by SMS. Failed cash-outs fell from 6% to under 1%.",
    stack: ["Java", "Kotlin", "SQLite", "USSD", "SMS fallback"],
    deploy: { distribution: "Cowry's private agent app store" },
  },
  {
    name: "Chalk Talk",
    github: "https://github.com/kwabena-asante-mensah/chalk-talk",
    live: "https://play.google.com/store/apps/details?id=com.kwabena.chalktalk",
    description:
      "A free Android app of WASSCE core and elective mathematics past questions from 2005 to 2023, each with a worked solution that I wrote and two teacher friends checked. " +
      "It works completely offline once installed, is 18 MB, and has more than 50,000 downloads, mostly in Ghana and Sierra Leone. " +
      "Kotlin and Jetpack Compose, with the questions in SQLite and the maths drawn with KaTeX.",
    stack: ["Kotlin", "Jetpack Compose", "SQLite", "KaTeX"],
    deploy: {
      "Google Play": { name: "Chalk Talk", href: "https://play.google.com/store/apps/details?id=com.kwabena.chalktalk" },
    },
  },
  {
    name: "Fair Fare",
    github: "https://github.com/kwabena-asante-mensah/fair-fare",
    live: "",
    description:
      "A weekend project: a Flutter app where trotro passengers in Accra look up and report the fare between two stops, so nobody pays the new-face price. " +
      "Fares are crowd-sourced, stored in Firebase and marked confirmed once three riders report the same amount. It is a prototype with about 600 testers " +
      "and is not on the app stores yet.",
    stack: ["Flutter", "Dart", "Firebase", "Google Maps SDK"],
    deploy: { testing: "Firebase App Distribution", backend: "Firebase", "app stores": "TBD" },
  },
];

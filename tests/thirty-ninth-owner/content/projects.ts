import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Fornalha",
    github: "",
    live: "https://apps.apple.com/pt/app/fornalha/id1598273641",
    description:
      "The ordering app I built for Padaria Fornalha, a family bakery chain with 23 shops in Porto and Braga: order bread and cakes ahead, " +
      "pick them up without queueing, and collect stamps towards a free pastel de nata. One Flutter code base for iOS and Android, with Firebase behind it " +
      "and card and MB WAY payments through Stripe. More than 120,000 downloads since it launched in October 2021, and about 40% of the chain's pre-orders now come through the app. " +
      "The code belongs to the client, so there is no public repository.",
    stack: ["Flutter", "Dart", "Firebase", "Cloud Firestore", "Cloud Functions", "Stripe"],
    deploy: {
      "App Store": { name: "Fornalha on the App Store", href: "https://apps.apple.com/pt/app/fornalha/id1598273641" },
      "Google Play": { name: "Fornalha on Google Play", href: "https://play.google.com/store/apps/details?id=pt.fornalha.encomendas" },
      backend: "Firebase",
    },
    image: { src: "/images/projects/fornalha.png", alt: "The Fornalha app showing a basket with two loaves of broa and a box of pastéis de nata" },
  },
  {
    name: "Museu do Cais Novo Audio Guide",
    github: "",
    live: "https://apps.apple.com/pt/app/museu-do-cais-novo/id1663092815",
    description:
      "The official audio guide of the Museu do Cais Novo, Porto's museum of river trade in a restored riverside warehouse: 64 stops in Portuguese, English, Spanish and French, " +
      "downloaded once and played offline, with audio description and full VoiceOver and TalkBack support for blind and low-vision visitors. " +
      "Native apps, SwiftUI on iOS and Jetpack Compose on Android. About 45,000 downloads since it launched in May 2023; the code belongs to the museum.",
    stack: ["Swift", "SwiftUI", "AVFoundation", "Kotlin", "Jetpack Compose", "Media3", "Firebase Storage"],
    deploy: {
      "App Store": { name: "Museu do Cais Novo on the App Store", href: "https://apps.apple.com/pt/app/museu-do-cais-novo/id1663092815" },
      "Google Play": {
        name: "Museu do Cais Novo on Google Play",
        href: "https://play.google.com/store/apps/details?id=pt.museucaisnovo.audioguia",
      },
      content: "Firebase Storage",
    },
    image: { src: "/images/projects/cais-novo.png", alt: "The audio guide's player on stop 12, a model of a rabelo boat, with a large play button" },
  },
  {
    name: "Farolim",
    github: "https://github.com/leonor-pacheco-dev/farolim",
    live: "https://swiftpackageindex.com/leonor-pacheco-dev/farolim",
    description:
      "An open-source Swift package that audits SwiftUI views for accessibility inside XCTest: missing labels, tap targets under 44 points, low contrast " +
      "and text that clips at large Dynamic Type sizes, each reported as a failing test with a hint on how to fix it. " +
      "I wrote it after the accessibility audit at Banco Lince. About 1,100 GitHub stars, MIT licence.",
    stack: ["Swift", "SwiftUI", "XCTest", "Swift Package Manager", "GitHub Actions"],
    deploy: {
      "Swift Package Index": { name: "Farolim", href: "https://swiftpackageindex.com/leonor-pacheco-dev/farolim" },
      docs: "GitHub Pages",
    },
  },
  {
    name: "screen_reader_bridge",
    github: "https://github.com/leonor-pacheco-dev/screen_reader_bridge",
    live: "https://pub.dev/packages/screen_reader_bridge",
    description:
      "A Flutter plugin on pub.dev that gives Dart code what Flutter's semantics layer leaves out: whether VoiceOver or TalkBack is running, " +
      "announcements with a priority, and moving screen-reader focus after navigation. Written in Swift and Kotlin underneath. " +
      "I started it while making the Fornalha app accessible; it has about 310 likes on pub.dev and is BSD-3-Clause licensed.",
    stack: ["Flutter", "Dart", "Swift", "Kotlin"],
    deploy: { "pub.dev": { name: "screen_reader_bridge", href: "https://pub.dev/packages/screen_reader_bridge" } },
  },
  {
    name: "Pouco a Pouco",
    github: "https://github.com/leonor-pacheco-dev/pouco-a-pouco",
    live: "https://apps.apple.com/pt/app/pouco-a-pouco/id1620458831",
    description:
      'My own habit tracker for iPhone (the name means "little by little"): pick up to five small habits, tick them off from a home-screen widget, ' +
      "and keep streaks without guilt, because missing a day pauses a streak instead of resetting it. Data stays on the phone in Core Data and syncs through iCloud with CloudKit; " +
      "no accounts, no ads, no tracking. Free on the App Store with about 8,000 downloads, iOS only for now, and the source is on GitHub under the MIT licence.",
    stack: ["Swift", "SwiftUI", "Core Data", "CloudKit", "WidgetKit"],
    deploy: { "App Store": { name: "Pouco a Pouco on the App Store", href: "https://apps.apple.com/pt/app/pouco-a-pouco/id1620458831" } },
    image: { src: "/images/projects/pouco-a-pouco.png", alt: "Pouco a Pouco's home-screen widget with three habits, two of them ticked" },
  },
  {
    name: "Talk: Apps Everyone Can Use",
    github: "https://github.com/leonor-pacheco-dev/apps-everyone-can-use",
    live: "https://portomobileconf.example.com/2024/talks/apps-everyone-can-use",
    description:
      "My talk on mobile accessibility at Porto Mobile Conf 2024, in October 2024: live demos of iOS, Android and Flutter apps with VoiceOver and TalkBack switched on, " +
      "the five mistakes behind most screen-reader failures, and how Farolim and screen_reader_bridge catch them in CI. " +
      "The repository has the slides and the demo apps, and the conference site has the video.",
    stack: ["SwiftUI", "Jetpack Compose", "Flutter", "VoiceOver", "TalkBack"],
    deploy: {
      video: { name: "Porto Mobile Conf 2024 video", href: "https://portomobileconf.example.com/2024/talks/apps-everyone-can-use" },
      slides: { name: "Speaker Deck", href: "https://speakerdeck.com/leonorpacheco/apps-everyone-can-use" },
    },
  },
  {
    name: "Código Delas Porto",
    github: "",
    live: "https://www.meetup.com/codigo-delas-porto",
    description:
      "A free monthly meetup for women and non-binary people in tech in Porto, which I have co-organised as a volunteer since September 2022: " +
      'I book speakers, host the evenings and run the yearly "First App in a Day" Flutter workshop for beginners, about 30 people per edition. ' +
      "More than 25 meetups so far, with around 60 people at each.",
    stack: ["Flutter", "Dart"],
    deploy: { community: { name: "Código Delas Porto on Meetup", href: "https://www.meetup.com/codigo-delas-porto" } },
  },
];

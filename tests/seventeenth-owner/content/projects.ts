import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "SokoFresh",
    github: "https://github.com/njeri-kariuki/sokofresh",
    live: "https://play.google.com/store/apps/details?id=com.njerikariuki.sokofresh",
    description:
      "A Flutter app for ordering fresh vegetables from the mama mboga stalls around our campus in Kasarani. Students pay with M-Pesa " +
      "through the Daraja API's STK Push, the vendor gets the order on her phone, and a boda boda rider delivers it. " +
      "Built on Firebase Auth, Cloud Firestore and Cloud Functions; more than 1,200 orders have been paid with M-Pesa since it launched in 2024.",
    stack: ["Flutter", "Dart", "Firebase", "Cloud Firestore", "Cloud Functions", "M-Pesa Daraja API"],
    deploy: {
      "Google Play": { name: "SokoFresh", href: "https://play.google.com/store/apps/details?id=com.njerikariuki.sokofresh" },
      backend: "Firebase Cloud Functions",
      database: "Cloud Firestore",
    },
    image: { src: "/images/projects/sokofresh.png", alt: "SokoFresh showing a basket of sukuma wiki and tomatoes and an M-Pesa pay button" },
  },
  {
    name: "MatatuMate",
    github: "https://github.com/njeri-kariuki/matatumate",
    live: "",
    description:
      "A native Android app in Kotlin and Jetpack Compose that shows Nairobi matatu routes, stages and typical fares, and works offline " +
      "thanks to a Room database. I started it because I kept getting lost changing matatus in town. Installable as an APK from GitHub Releases.",
    stack: ["Kotlin", "Jetpack Compose", "Room", "Android"],
    deploy: { APK: { name: "GitHub Releases", href: "https://github.com/njeri-kariuki/matatumate/releases" } },
    image: { src: "/images/projects/matatumate.png", alt: "MatatuMate listing matatu routes from Kencom to Rongai with fares" },
  },
  {
    name: "Maji Alert",
    github: "https://github.com/njeri-kariuki/maji-alert",
    live: "https://devpost.com/software/maji-alert",
    description:
      "Winner of first place and KSh 150,000 at the Nairobi Climate Hack 2025, built in 36 hours with three classmates. " +
      "Residents report water outages by SMS or USSD from any phone, and a web map shows outages by estate for the water company. " +
      "I wrote the USSD menu and the Node.js backend.",
    stack: ["Node.js", "Express", "Africa's Talking", "PostgreSQL", "Leaflet"],
    deploy: { backend: "Render", database: "Render PostgreSQL" },
    image: { src: "/images/projects/maji-alert.png", alt: "A map of Nairobi estates with water outages marked in red" },
  },
  {
    name: "Swahili Tweet Sentiment",
    github: "https://github.com/njeri-kariuki/swahili-sentiment",
    live: "",
    description:
      "My machine-learning class project for CSC 412 Machine Learning: a classifier that labels Swahili and Sheng tweets as positive, " +
      "negative or neutral. TF-IDF features with logistic regression in scikit-learn reached 78% accuracy on 4,200 tweets " +
      "that my group of three labelled by hand.",
    stack: ["Python", "pandas", "scikit-learn", "Jupyter"],
    deploy: {},
  },
  {
    name: "LabMark",
    github: "https://github.com/njeri-kariuki/labmark",
    live: "",
    description:
      "A small Python tool I wrote as a teaching assistant: it runs pytest checks against first-year lab submissions and writes " +
      "the marks to a CSV sheet, so I spend my marking time on feedback instead of rerunning code. Used for about 60 students a semester.",
    stack: ["Python", "pytest"],
    deploy: {},
  },
  {
    name: "Personal Website",
    github: "https://github.com/njeri-kariuki/njeri-kariuki.github.io",
    live: "https://njerikariuki.example.com",
    description:
      "My personal website and the first thing I ever deployed: hand-written HTML, CSS and JavaScript with a light and dark theme, " +
      "my projects, and notes from the workshops I run at the club. Hosted on GitHub Pages.",
    stack: ["HTML", "CSS", "JavaScript"],
    deploy: { frontend: "GitHub Pages", domain: "njerikariuki.example.com" },
  },
];

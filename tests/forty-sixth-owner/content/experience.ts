import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Flutter Developer",
    employmentType: "Full-time",
    company: "Someș Labs",
    date: "Feb 2023 – Present",
    location: "Cluj-Napoca · Hybrid",
    description:
      "Someș Labs is a product agency of about 60 people in Cluj-Napoca that designs and builds mobile apps for clients across Europe. " +
      "I take Flutter apps from Figma designs to store release for clients such as Fietsly, a Dutch bike-subscription start-up, and Nordlys Energi, " +
      "a Norwegian energy supplier, and I lead the three Flutter developers on our largest project, a banking app for a retail bank in Central Europe " +
      "whose name is under NDA. I wrote the agency's state-management guide (Riverpod for small apps, Bloc for large ones), set up Codemagic and Fastlane " +
      "pipelines that ship to both stores from one git tag, and run an accessibility review on every project before release. " +
      "Fietsly's rebuilt rider app went from a 3.9 to a 4.8 rating on the App Store after our release.",
    url: "https://someslabs.example.com",
    teamSize: 3,
  },
  {
    title: "Android Developer",
    employmentType: "Full-time",
    company: "Plativa",
    date: "May 2021 – Jan 2023",
    location: "Bucharest · Remote from Cluj-Napoca",
    description:
      "Plativa is a Bucharest fintech that gives Romanian small businesses a business account and expense cards. In a team of five Android developers " +
      "I moved the app's screens from XML layouts to Jetpack Compose, built biometric login and instant card freezing in Kotlin, added a GraphQL " +
      "transactions feed next to the existing REST API, and wrote Espresso UI tests that ran on every pull request. " +
      "I also cut the app's cold start time by 40%. I worked remotely from Cluj and spent two days a month in the Bucharest office.",
    url: "https://plativa.example.ro",
  },
  {
    title: "Freelance Mobile Developer",
    employmentType: "Self-employed",
    company: "Self-employed",
    date: "Mar 2019 – Apr 2021",
    location: "Cluj-Napoca · Remote",
    description:
      "Built and maintained apps for small businesses in Transylvania: nine apps in two years, from a booking app in Kotlin for Dentiva's " +
      "three dental clinics to an ordering app for Brutăria Ana, a family bakery, and a class-booking app for Priza Climbing Gym, both in Flutter " +
      "with Firebase. I did everything myself: scoping with the owner, design in Figma, development, publishing to the stores and support.",
  },
  {
    title: "Online Chess Coach",
    employmentType: "Part-time",
    company: "Self-employed",
    date: "Sep 2018 – Present",
    location: "Remote · Weekends",
    description:
      "On weekends I coach about ten adult and teenage students online on Lichess: openings, calculation and endgames, with homework from my own " +
      "puzzle sets, many of which later became MatePath.",
    url: "https://lichess.org/@/BogdanCoach",
  },
  {
    title: "Chess Coach",
    employmentType: "Full-time",
    company: "Gambit Chess Club Cluj",
    date: "Sep 2012 – Aug 2018",
    location: "Cluj-Napoca · On-site",
    description:
      "For six years I coached children and adults at Gambit Chess Club Cluj, about 40 students a week in groups and private lessons. " +
      "I prepared players for national tournaments (three of my students won medals at the Romanian Youth Chess Championships) " +
      "and organised the club's summer chess camp in the Apuseni Mountains every July.",
  },
];

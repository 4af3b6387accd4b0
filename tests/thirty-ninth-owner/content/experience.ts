import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Founder & Freelance Mobile Developer",
    employmentType: "Self-employed",
    company: "Blue Tile Apps",
    date: "Mar 2021 – Present",
    location: "Porto · Remote",
    description:
      "Blue Tile Apps is my one-person mobile studio. I take apps from the first sketch in Figma to the App Store and Google Play and then maintain them: " +
      "11 client apps shipped so far, for clients in Portugal, Spain and the Netherlands. Among them: Fornalha, the ordering app of the Padaria Fornalha bakery chain " +
      "(Flutter, more than 120,000 downloads); the audio guide of the Museu do Cais Novo in Porto (native SwiftUI and Jetpack Compose, fully usable with VoiceOver and TalkBack); " +
      "and Ritmo, the class-booking and workout app of the Braga fitness start-up Ritmo Fit (native Kotlin and SwiftUI with Firebase), which reached 18,000 monthly active users in its first year. " +
      "Every client gets a Fastlane and GitHub Actions pipeline, so a release to both stores is one command.",
    url: "https://bluetileapps.example.com",
  },
  {
    title: "Mobile Engineer",
    employmentType: "Full-time",
    company: "Banco Lince",
    date: "Jan 2019 – Feb 2021",
    location: "Lisbon · Hybrid",
    description:
      "Banco Lince is a digital retail bank in Lisbon whose app has about 900,000 customers. I moved from the iOS team to the mobile squad of nine engineers " +
      "that owned both apps, working on iOS (Swift, with SwiftUI for new screens) and Android (Kotlin and Jetpack Compose). " +
      "I built instant transfers and the card freeze switch, led the accessibility audit that fixed more than 200 VoiceOver and TalkBack issues, " +
      "and helped raise the App Store rating from 3.2 to 4.6.",
    url: "https://bancolince.example.com",
  },
  {
    title: "Junior iOS Developer",
    employmentType: "Full-time",
    company: "Banco Lince",
    date: "Sep 2017 – Dec 2018",
    location: "Lisbon · On-site",
    description:
      "Joined Banco Lince's iOS team straight from teaching. Rewrote the login flow with Face ID and Touch ID, moved the app's local storage to Core Data, " +
      "and wrote the XCTest UI tests that now run on every pull request.",
    url: "https://bancolince.example.com",
  },
  {
    title: "Teaching Assistant",
    employmentType: "Contract",
    company: "Escola Politécnica do Cávado",
    date: "Sep 2015 – Jul 2017",
    location: "Barcelos · On-site",
    description:
      "Taught the lab classes of Mobile Application Development (Android in Java) and Introduction to Programming (C) at this polytechnic school, " +
      "to about 120 first- and second-year students a year. I rewrote the Android lab guides and supervised eight final-year student projects, " +
      "two of which ended up on Google Play.",
  },
  {
    title: "QA Tester",
    employmentType: "Full-time",
    company: "Moinho Games",
    date: "Sep 2014 – Aug 2015",
    location: "Braga · On-site",
    description:
      "Moinho Games is an independent studio in Braga that makes casual mobile puzzle games. I tested its two games, Tide Tiles and Cork Quest, " +
      "on more than 40 iPhones and Android phones, wrote about 1,200 test cases and triaged every bug before release; Tide Tiles passed one million downloads while I was there. " +
      "It taught me to break apps before their users do.",
    url: "https://moinhogames.example.com",
  },
];

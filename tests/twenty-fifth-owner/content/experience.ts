import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Mobile Tech Lead",
    employmentType: "Full-time",
    company: "Dotori Finance",
    date: "Feb 2023 – Present",
    location: "Seoul · Hybrid",
    description:
      "Lead a team of five mobile engineers (three iOS, two Android) on Dotori, a savings and payments app for people in their twenties. " +
      "Led the rewrite of the old React Native and TypeScript app into native apps: SwiftUI on iOS, Jetpack Compose on Android, " +
      "with the transfer, savings-goal and validation logic shared in Kotlin Multiplatform. The last React Native screen was removed in " +
      "November 2024; crash-free sessions rose from 99.1% to 99.8% and cold start time halved. I also started Acorn UI, the design system both apps use.",
    url: "https://dotori.example.com",
    teamSize: 5,
  },
  {
    title: "iOS Engineer",
    employmentType: "Full-time",
    company: "Nuri Corp",
    date: "Aug 2019 – Jan 2023",
    location: "Seongnam (Pangyo) · On-site",
    description:
      "Worked on the iOS app of Nuri Talk, a messenger with about 40 million monthly users. Owned the chat-room message list: " +
      "rewrote it from a legacy Objective-C table view into a Swift UICollectionView with diffable data sources, and cut the app's cold launch time by 38%. " +
      "Built the SwiftUI sticker shop and the Korean contact search, which runs on my open-source ChosungSearch package.",
    url: "https://nuricorp.example.com",
  },
  {
    title: "Junior iOS Developer",
    employmentType: "Full-time",
    company: "Gomgom Labs",
    date: "Mar 2017 – Jul 2019",
    location: "Seoul · On-site",
    description:
      "My first engineering job, taken while I studied for my master's in the evenings. Built client iOS apps in Swift and UIKit " +
      "(a bakery chain's loyalty app, a museum audio guide and a children's reading app) and became the studio's go-to person for turning " +
      "designers' Sketch files into pixel-exact screens.",
  },
  {
    title: "Product Designer",
    employmentType: "Full-time",
    company: "Studio Onda",
    date: "Mar 2015 – Feb 2017",
    location: "Seoul · On-site",
    description:
      "Designed mobile apps, kiosk screens and a bank's onboarding flow for agency clients in Sketch and Principle, and ran usability tests " +
      "with up to 12 participants a round. Handing off mockups and watching the details get lost in implementation is what made me learn to code.",
    url: "https://studio-onda.example.com",
  },
  {
    title: "Industrial Design Intern",
    employmentType: "Internship",
    company: "Hanul Appliances",
    date: "Jul 2014 – Aug 2014",
    location: "Suwon",
    description:
      "Summer internship in the small-appliances team: designed the control panel and button layout of a rice cooker that went into production " +
      "in 2015, and built foam models for user testing.",
  },
];

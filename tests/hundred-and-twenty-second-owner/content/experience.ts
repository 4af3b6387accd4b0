import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "iOS Developer",
    employmentType: "Full-time",
    company: "Blue Door Health",
    date: "Jun 2022 – Present",
    location: "Lisbon · Remote, in the office on Tuesdays",
    description:
      "Blue Door Health is a Lisbon health-app company of about 90 people. Its app, Blue Door, helps people with type 2 diabetes and high blood pressure log " +
      "their readings, take their medicines on time and share a monthly report with their doctor or pharmacist; it has about 140,000 monthly active users in " +
      "Portugal and Spain. I'm one of three iOS developers in a mobile team of seven (three iOS, three Android, one QA). I built the HealthKit integration that " +
      "reads blood glucose, blood pressure and steps with the user's permission, moved the onboarding and medication screens from UIKit to SwiftUI, and set up " +
      "fastlane so that a release to TestFlight and the App Store is one command instead of an afternoon of clicking. In 2023 we raised crash-free sessions " +
      "from 98.9% to 99.8%. When the Android developers are short-handed I fix small bugs in the Android app's Kotlin, but I'm not one of them. " +
      "The company moved to a four-day week (Monday to Thursday, 32 hours) in January 2024; I work remotely and go to the office in Cais do Sodré on Tuesdays.",
    url: "https://bluedoorhealth.example.com",
  },
  {
    title: "Junior iOS Developer",
    employmentType: "Full-time",
    company: "Ribeira Digital",
    date: "Apr 2020 – May 2022",
    location: "Lisbon · Hybrid",
    description:
      "Ribeira Digital is the in-house digital agency of Banco Ribeira, a Portuguese retail bank: it builds the bank's apps and websites. I worked on the " +
      "iPhone app for everyday banking, used by about 600,000 customers, in a team of five iOS developers: a UIKit app with Combine and an MVVM architecture. " +
      "I built the card-controls screens (freeze a card, change its limits), wrote the XCTest unit and UI tests that took the payments module's test coverage " +
      "from 35% to 70%, and worked on the app's accessibility audit with VoiceOver and Dynamic Type.",
    url: "https://ribeiradigital.example.com",
  },
  {
    title: "Freelance iOS Developer",
    employmentType: "Freelance",
    company: "Self-employed (apps for pharmacies)",
    date: "Jan 2019 – Mar 2020",
    location: "Lisbon and Setúbal · Remote",
    description:
      "Straight after the bootcamp I built iPhone and iPad apps for independent pharmacies, found through pharmacists I had worked with. The biggest was Stock Sol, " +
      "a stock and expiry-date app for the three Sol Nascente pharmacies in Setúbal; the others were a repeat-prescription reservation app for a pharmacy in " +
      "Benfica and a loyalty-card app for a pharmacy in Almada. Each one needed a small backend, and Firebase was enough for all of them.",
  },
  {
    title: "Community Pharmacist",
    employmentType: "Full-time",
    company: "Farmácia Estrela",
    date: "Sep 2013 – Aug 2018",
    location: "Lisbon · On-site",
    description:
      "Five years at the counter of a neighbourhood pharmacy in Campo de Ourique: dispensing prescriptions, medication reviews for older patients, blood " +
      "pressure and glucose checks, ordering stock and keeping the controlled-drugs register; deputy technical director from 2016. Many of my regulars took six " +
      "or more medicines a day and mixed them up, so I drew paper dose charts for them. Those charts became the first idea for Toma.",
  },
];

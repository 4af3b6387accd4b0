import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Android Developer",
    employmentType: "Full-time (on parental leave since Jun 2026)",
    company: "Wave Pay",
    date: "Jan 2024 – Present",
    location: "Busan · Hybrid, two office days a week",
    description:
      "Wave Pay is a Busan fintech company whose mobile wallet and money-transfer app has about 3 million users. I lead a squad of three Android " +
      "developers on the transfers and payments screens. I moved the whole transfer flow from XML Views to Jetpack Compose, which cut janky frames " +
      "from 40% to under 5%, and I made the app usable with TalkBack from sign-in to receipt: the accessibility issues in our yearly audit fell from 41 to 3. " +
      "Day to day it's Kotlin, Coroutines and Flow, Retrofit, Room, Gradle and GitHub Actions, and Kkomkkom runs in our CI on every pull request. " +
      "I've been on parental leave since June 2026 and go back on Tuesday 2 March 2027.",
    url: "https://wavepay.example.com",
    teamSize: 3,
  },
  {
    title: "iOS and Android Developer",
    employmentType: "Full-time",
    company: "Spoonrun",
    date: "Oct 2020 – Dec 2023",
    location: "Seoul · On-site",
    description:
      "Spoonrun is a Seoul food-delivery start-up of about 40 people that delivers lunch bowls and home-style meals from small restaurants in Gangnam and Mapo. " +
      "I was one of four mobile developers and worked on both customer apps: Android in Kotlin and Java, iOS in Swift, with SwiftUI for every new screen from 2022. " +
      "I built the order tracking screen and its order-status push notifications with Firebase Cloud Messaging, an offline cart with Room, and our release " +
      "pipeline with Fastlane and GitHub Actions, which took a release from half a day to 20 minutes. The apps handled about 200,000 orders a month when I left " +
      "to move back home to Busan.",
    url: "https://spoonrun.example.com",
  },
  {
    title: "QA Intern",
    employmentType: "Internship",
    company: "Blue Lantern Games",
    date: "Jul 2019 – Dec 2019",
    location: "Seongnam (Pangyo) · On-site",
    description:
      "Blue Lantern Games is a mobile game studio in Pangyo. During a semester off from university I tested two of its mobile RPGs on more than 30 Android " +
      "phones and iPhones and filed about 400 bug reports in Jira. I found that the tutorial of one game could not be finished with the largest font size, " +
      "which is the first time I thought seriously about accessibility.",
  },
  {
    title: "English Tutor",
    employmentType: "Part-time",
    company: "Sunrise English Academy",
    date: "Mar 2017 – Jun 2019",
    location: "Busan · Evenings, during university",
    description:
      "A part-time job during university at a small English academy near Pusan National University: I taught English conversation to middle-school " +
      "students three evenings a week, in classes of six to eight.",
  },
];

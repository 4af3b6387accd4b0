import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Staff Mobile Engineer",
    employmentType: "Full-time",
    company: "Open Door Health",
    date: "Apr 2023 – Present",
    location: "Stockholm · Hybrid",
    description:
      "Open Door Health runs a digital primary-care service: patients in Sweden and Denmark book a doctor, nurse or psychologist in the app and meet them by video, " +
      "usually the same day. I lead the mobile platform team of six engineers that owns the Android app (Kotlin and Jetpack Compose), the iOS app (Swift and SwiftUI), " +
      "the GraphQL schema both apps talk to and the release pipeline. I moved both apps to a weekly release train with Fastlane and GitHub Actions, brought crash-free " +
      "sessions from 98.9% to 99.8%, and led the accessibility work that got the apps through an external WCAG 2.1 AA audit in 2024. I also run the company's mobile " +
      "guild and mentor two junior developers.",
    url: "https://opendoorhealth.example.com",
    teamSize: 6,
  },
  {
    title: "Senior Mobile Developer",
    employmentType: "Full-time",
    company: "Humla",
    date: "Sep 2020 – Mar 2023",
    location: "Stockholm · Remote-first",
    description:
      "Humla was a music-streaming start-up for independent artists and their fans, with about 400,000 monthly listeners at its peak. I joined as its second mobile " +
      "developer and took over the iOS app, rewriting its screens in SwiftUI, then led the move of the iOS and Android apps to one Flutter and Dart codebase in 2021 and 2022, " +
      "keeping the native Swift audio engine behind a platform channel so playback stayed gapless. I built offline downloads and Car Mode, wrote the GraphQL client layer, " +
      "and set up Fastlane and GitHub Actions so that a release took one click instead of an afternoon. I left in March 2023, when Humla was bought and its app shut down.",
    url: "https://humla.example.com",
  },
  {
    title: "Android Developer",
    employmentType: "Full-time",
    company: "Regionaltrafiken Stockholm",
    date: "Feb 2018 – Aug 2020",
    location: "Stockholm · On-site",
    description:
      "Regionaltrafiken Stockholm is the public authority that runs the buses, commuter trains, metro and ferries of the Stockholm region. This was my first developer job, " +
      "which I started while I was finishing my master's and still teaching at KTH. In a team of five Android developers I rewrote the Pendla journey-planner app in Kotlin, " +
      "replacing the old Java code screen by screen, added mobile tickets that you buy and show in the app, and made the live departure boards fully usable with TalkBack " +
      "for blind and partially sighted travellers. I also wrote the team's first Espresso UI tests and set up Firebase Crashlytics.",
    url: "https://regionaltrafiken.example.com",
  },
  {
    title: "Teaching Assistant",
    employmentType: "Part-time",
    company: "KTH Royal Institute of Technology",
    date: "Aug 2016 – Dec 2018",
    location: "Stockholm · On-site",
    description:
      "Teaching assistant at KTH's School of Electrical Engineering and Computer Science, first alongside my master's and then, for most of 2018, alongside my job at " +
      "Regionaltrafiken. I ran the lab sessions of the Mobile Application Development and Software Testing courses, graded assignments, and helped about 60 students a term " +
      "get their first Android app running on a real phone.",
    url: "https://www.kth.se/en",
  },
  {
    title: "QA Automation Engineer",
    employmentType: "Full-time",
    company: "Harbour Trust Bank",
    date: "Jan 2015 – Jul 2016",
    location: "Lagos, Nigeria · On-site",
    description:
      "Moved the bank's testing from manual to automated: I wrote Selenium WebDriver tests in Java for the internet bank and Appium tests for its first mobile banking app " +
      "on Android and iOS, and ran them every night, which cut the regression testing before a release from two weeks to two days. Testing that app is what made me want " +
      "to build mobile apps myself.",
  },
  {
    title: "QA Tester",
    employmentType: "Full-time",
    company: "Harbour Trust Bank",
    date: "Jul 2012 – Dec 2014",
    location: "Lagos, Nigeria · On-site",
    description:
      "My first job after my degree and national youth service: manual testing of Harbour Trust Bank's internet banking, USSD banking and ATM software. I wrote test cases " +
      "and bug reports, and I found the rounding bug in the interest on savings accounts that would have short-changed about 80,000 customers before it went live.",
  },
];

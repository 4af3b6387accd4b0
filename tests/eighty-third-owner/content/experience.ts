import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Flutter Engineer",
    employmentType: "Full-time",
    company: "Ferngeld GmbH",
    date: "Apr 2023 – Present",
    location: "Lagos, Nigeria · Remote (company based in Berlin, Germany)",
    description:
      "Ferngeld is a Berlin payments start-up of about 60 people whose app lets people in Europe send money home to Nigeria, Ghana and Kenya. " +
      "I'm one of four mobile engineers on the Flutter app for Android and iOS, working fully remote from Lagos. I rebuilt the sign-up and identity-check " +
      "flow, which cut drop-off during sign-up from 38% to 21%; moved the app's state management to Riverpod; wrote the typed GraphQL client layer " +
      "the app uses to talk to the payments API; and automated releases with Bitrise and Fastlane, so we went from a manual release every month to " +
      "a release every week. I also write the small bits of Swift and Kotlin the app needs for platform channels, and I mentor the two junior mobile engineers.",
    url: "https://ferngeld.example.com",
  },
  {
    title: "Android Developer",
    employmentType: "Full-time",
    company: "Wakaa",
    date: "Aug 2020 – Mar 2023",
    location: "Lagos, Nigeria · On-site, hybrid from 2021",
    description:
      "Wakaa is a Lagos ride-hailing company. I worked on the Wakaa Driver Android app, used by about 12,000 drivers, in Kotlin. I built offline trip " +
      "recording, so a trip and its fare survive a dropped connection and sync when the network comes back, and I migrated the driver app's screens " +
      "from XML layouts to Jetpack Compose. I used Firebase for crash reporting, remote config and push notifications. In 2022 I built Wakaa's first " +
      "Flutter app, an internal app for fleet owners, which is how I fell for Flutter.",
    url: "https://wakaa.example.com",
  },
  {
    title: "Mathematics Teacher",
    employmentType: "Full-time",
    company: "Adunni Memorial College",
    date: "Sep 2018 – Jul 2020",
    location: "Surulere, Lagos, Nigeria · On-site",
    description:
      "I taught mathematics to JSS3 and SS2 classes of about 40 students each at a secondary school in Surulere. My first year was my NYSC " +
      "service year, and the school kept me on for a second. In the evenings I learned Android development through an online bootcamp; " +
      "my first real app was a Kotlin quiz app my SS2 class used to revise for their exams. I also started the school's coding club.",
  },
];

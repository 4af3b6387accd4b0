import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Staff Mobile Engineer",
    employmentType: "Full-time",
    company: "Lorry Park",
    date: "Mar 2023 – Present",
    location: "Accra · Hybrid",
    description:
      "Lorry Park is a freight marketplace that matches businesses with truck drivers in Ghana, Nigeria, Côte d'Ivoire and Kenya. As staff mobile engineer " +
      "I lead the mobile team of six (four Android engineers and two Flutter engineers), own the architecture of both apps and set the mobile roadmap with product. " +
      "I moved the Lorry Park Driver app to Jetpack Compose and to Slow Lane for offline sync, so drivers can accept loads, capture proof of delivery and get paid " +
      "with no signal on the Abidjan–Lagos corridor; crash-free sessions went from 97.2% to 99.6%. I also run the weekly mobile architecture review, " +
      "mentor two junior developers and interview every mobile hire.",
    url: "https://lorrypark.example.com",
    teamSize: 6,
  },
  {
    title: "Senior Mobile Engineer",
    employmentType: "Full-time",
    company: "Lorry Park",
    date: "Feb 2021 – Feb 2023",
    location: "Accra · Hybrid",
    description:
      "I was Lorry Park's first mobile hire. I rebuilt the driver app from a WebView wrapper into a native Kotlin app, added offline maps and the USSD fallback " +
      "that sends load offers to drivers when mobile data is down, and built the first version of the Lorry Park Shipper app in Flutter for Android and iOS in 2022. " +
      "Promoted to staff mobile engineer in March 2023.",
    url: "https://lorrypark.example.com",
  },
  {
    title: "Senior Android Engineer",
    employmentType: "Full-time",
    company: "Small Change",
    date: "May 2018 – Jan 2021",
    location: "Accra · On-site",
    description:
      "Small Change is a fintech that turns susu, the daily savings market traders hand to a collector, into an app with savings goals and micro-loans. " +
      "I led the Android app in Kotlin with MVVM and Room, and built the offline collection flow that lets susu collectors record deposits in markets with no signal " +
      "and sync them later, the idea that became Slow Lane. In 2020 I piloted Flutter for the collectors' app. Active savers grew from 8,000 to 120,000 while I was there.",
    url: "https://smallchange.example.com",
  },
  {
    title: "Android Developer",
    employmentType: "Full-time",
    company: "Cowry Mobile Money",
    date: "Aug 2015 – Apr 2018",
    location: "Accra · On-site",
    description:
      "Cowry Mobile Money runs a network of about 9,000 mobile-money agents, the kiosks where people cash in and cash out. I built the Cowry Agent app for them: " +
      "cash-in, cash-out, float top-ups and customer registration with ID scans, in Java at first and in Kotlin from 2017. It runs on phones with 1 GB of RAM " +
      "and falls back to USSD and SMS when data drops, and it cut failed cash-outs from 6% to under 1%. I joined as the only Android developer and left as one of three.",
    url: "https://cowry.example.com",
  },
  {
    title: "Volunteer Android Instructor",
    employmentType: "Volunteer",
    company: "Saturday Code Club",
    date: "2014 – 2016",
    location: "Koforidua · Saturdays",
    description:
      "Saturday Code Club is an NGO that runs free coding classes for senior high school students in the Eastern Region. While I was still teaching maths, " +
      "and for my first year at Cowry, I taught about 40 students a term to build their first Android apps in Java on Saturday mornings. " +
      "I learned half of it the week before I taught it; two of those students now work as developers in Accra.",
  },
  {
    title: "Mathematics Teacher",
    employmentType: "Full-time",
    company: "Abuakwa Hills Senior High School (Ghana Education Service)",
    date: "Sep 2012 – Jul 2015",
    location: "Kyebi, Eastern Region · On-site",
    description:
      "I did my national service year teaching core and elective mathematics at Abuakwa Hills Senior High School and stayed on as a Ghana Education Service teacher. " +
      "I taught about 200 students a year from SHS 1 to SHS 3 for the WASSCE, ran the school's maths club, and typed up the first worked solutions " +
      "that later became Chalk Talk on the staff-room computer.",
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Engineering Manager",
    employmentType: "Full-time",
    company: "Kinga Health",
    date: "Oct 2022 – Present",
    location: "Nairobi · Hybrid",
    description:
      "Kinga Health is a health-insurance start-up that sells cover to families and small businesses in Kenya and Uganda. " +
      "I manage two teams, 11 engineers in total: the Member App team (six engineers), who build the Kinga Member App in Kotlin and " +
      "Jetpack Compose and a Flutter app for sales agents, and the Claims Platform team (five engineers), who run the GraphQL API behind claims. " +
      "I hired eight of them, run weekly 1:1s, introduced OKRs and quarterly planning, and our teams cut the average claim payout time from nine days to three.",
    url: "https://kingahealth.example.com",
    teamSize: 11,
  },
  {
    title: "Android Team Lead",
    employmentType: "Full-time",
    company: "Songa Logistics",
    date: "Jan 2020 – Sep 2022",
    location: "Nairobi · Hybrid",
    description:
      "Led the Android team of seven engineers in Nairobi and Lagos at Songa Logistics, a pan-African freight and last-mile delivery company. " +
      "We owned Songa Driver, the app 25,000 truck and motorbike drivers use in six countries (Kenya, Uganda, Tanzania, Rwanda, Nigeria and Ghana). " +
      "I finished the migration from Java to Kotlin in 2020, moved new screens to Jetpack Compose in 2021 and raised crash-free sessions from 97.2% to 99.6%.",
    url: "https://songalogistics.example.com",
    teamSize: 7,
  },
  {
    title: "Senior Android Engineer",
    employmentType: "Full-time",
    company: "Songa Logistics",
    date: "Jul 2018 – Dec 2019",
    location: "Nairobi · Hybrid",
    description:
      "Rebuilt Songa Driver's trip and proof-of-delivery flow to work offline first with Room and WorkManager, so drivers could finish deliveries " +
      "without signal, and moved the app's API calls from REST to GraphQL with Apollo Kotlin.",
    url: "https://songalogistics.example.com",
  },
  {
    title: "Android Developer",
    employmentType: "Full-time",
    company: "MavunoLink",
    date: "Mar 2015 – Jun 2018",
    location: "Nairobi · On-site",
    description:
      "MavunoLink is an agritech company connecting smallholder farmers with buyers and input suppliers. I built its Android app, Shamba Ledger, in Java, " +
      "and the M-Pesa integrations behind it: STK Push for farmers buying seed and fertiliser, and B2C payouts to farmers for their produce, " +
      "which moved more than KES 300 million for about 40,000 farmers. I also wrote the USSD menus for farmers on feature phones.",
    url: "https://mavunolink.example.com",
  },
  {
    title: "Computer Repair Technician",
    employmentType: "Full-time",
    company: "Kilimani PC Clinic",
    date: "Jun 2011 – Feb 2015",
    location: "Nairobi · On-site",
    description:
      "Repaired laptops, desktops and phones, installed networks for small offices and flashed Android ROMs for customers. " +
      "In the evenings I took a self-paced online Android course and built my first app, a stock and job-card tracker the shop used until it closed.",
  },
  {
    title: "Co-founder and Organiser",
    employmentType: "Volunteer",
    company: "Nairobi Mobile Nights",
    date: "Mar 2019 – Present",
    location: "Nairobi",
    description:
      "Co-founded and run Nairobi Mobile Nights, a free monthly meetup for Android, Flutter and mobile developers. " +
      "More than 60 events so far, with about 80 people at each, hosted by a different Nairobi company every month.",
    url: "https://www.meetup.com/nairobi-mobile-nights",
  },
  {
    title: "Volunteer Mentor",
    employmentType: "Volunteer",
    company: "Jenga Devs",
    date: "Jan 2021 – Present",
    location: "Remote",
    description:
      "Mentor junior Android developers in Jenga Devs, a community that helps self-taught developers in East Africa land their first job. " +
      "Four mentees per cohort, two cohorts a year: more than 20 mentees so far, most of them now working as Android developers.",
    url: "https://jengadevs.example.org",
  },
];

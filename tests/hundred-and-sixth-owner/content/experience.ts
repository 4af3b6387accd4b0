import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior TV & Streaming Apps Engineer, Living-Room Apps Lead",
    employmentType: "Full-time",
    company: "Tala Stream",
    date: "Mar 2022 – Present",
    location: "Quezon City · Hybrid (two days a week in the office)",
    description:
      "Tala Stream is a Filipino streaming service of about 3.5 million subscribers, with Filipino films, teleseryes and live basketball. " +
      "I lead the living-room apps team of six engineers and own our apps on six TV platforms: Android TV and Fire TV in Kotlin with ExoPlayer (Media3), " +
      "the Roku channel in BrightScript and SceneGraph, one Lightning JS app in TypeScript for Samsung Tizen and LG webOS smart TVs, and the Apple tvOS app " +
      "in Swift with AVPlayer. We launched the Roku channel in May 2023 and the Samsung and LG apps in October 2023. I set up Widevine, PlayReady and " +
      "FairPlay DRM across all six, reworked our HLS and DASH bitrate ladders with the video team, moved the TV builds to Jenkins and GitHub Actions, " +
      "and brought Conviva analytics to every platform. Video start time on TVs went from 4.1 to 1.8 seconds, and TVs grew from 20% to 46% of our viewing hours.",
    url: "https://talastream.example.com",
    teamSize: 6,
  },
  {
    title: "Software Engineer, Video Player & Set-Top Box",
    employmentType: "Full-time",
    company: "Kapuso Broadcast Network",
    date: "Jul 2019 – Feb 2022",
    location: "Quezon City · On-site",
    description:
      "Kapuso Broadcast Network is a Philippine TV broadcaster. I built the video player that its news and entertainment apps share, on ExoPlayer in Java " +
      "and later Kotlin, with live HLS streams, catch-up TV and subtitles, and the app of the KBN Kahon, the network's Android TV set-top box that combines " +
      "free-to-air digital TV with streaming. I wrote its programme guide (EPG), its parental PIN lock and the emergency alert overlay that shows typhoon " +
      "warnings over any channel. The box was in about 300,000 homes when I left.",
    url: "https://kbn.example.com",
  },
  {
    title: "Software Engineer (Contract), Video Ads",
    employmentType: "Contract",
    company: "Adspring Media",
    date: "Oct 2018 – Jun 2019",
    location: "Remote from Manila · US company based in Austin, Texas",
    description:
      "A nine-month remote contract with a US ad-tech company, worked at night on US hours. I integrated the Google IMA SDK into the Android TV video " +
      "players of its publishers, built a Python tool that checks VAST and VMAP ad tags for errors before they go live, and fixed the timing of pre-roll " +
      "and mid-roll ad breaks. Nine months of night shifts is why I now only take roles on Asian or Australian hours.",
  },
  {
    title: "IT Support & Web Intern",
    employmentType: "Internship",
    company: "San Rafael Medical Center",
    date: "Apr 2017 – Jun 2017",
    location: "Quezon City · On-site",
    description:
      "The on-the-job training (OJT) my degree required, at a private hospital in Quezon City. I worked on the IT help desk, setting up PCs and printers " +
      "in the wards and resetting staff accounts, and I updated the doctors' clinic schedules on the hospital's website in HTML and CSS. " +
      "It was an IT job: I did no medical or clinical work.",
  },
];

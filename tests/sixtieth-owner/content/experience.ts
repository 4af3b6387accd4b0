import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Mobile Engineer",
    employmentType: "Full-time",
    company: "Harbour Lights Health",
    date: "Mar 2023 – Present",
    location: "Montréal · Hybrid",
    description:
      "Harbour Lights Health is a Montréal health-tech company of about 250 people whose app lets patients in Quebec and Ontario book virtual visits " +
      "with nurses and doctors, message their care team and track their prescriptions. I'm the senior engineer on the patient-app team and lead its mobile pod " +
      "of three engineers: native iOS in Swift and SwiftUI, native Android in Kotlin and Jetpack Compose, and a shared GraphQL layer with Apollo Client. " +
      "I own the app's accessibility and brought it to WCAG 2.2 AA on both platforms in 2024. I also run the release train, which ships every two weeks " +
      "with Fastlane and Bitrise, and raised crash-free sessions from 98.9% to 99.8%.",
    url: "https://harbourlights.example.com",
    teamSize: 3,
  },
  {
    title: "Mobile Developer",
    employmentType: "Full-time",
    company: "Nordlys Digital",
    date: "Aug 2019 – Feb 2023",
    location: "Montréal · Hybrid",
    description:
      "My first developer job after the bootcamp, at a 30-person app agency. I joined as a junior React Native developer and was promoted to mobile developer in 2021. " +
      "I built and shipped seven client apps in React Native and TypeScript, among them a bilingual audio-guide app for a museum, a lift-ticket app for a ski resort " +
      "and a volunteer scheduler for a food bank, and I wrote the native modules in Swift and Kotlin whenever React Native wasn't enough, " +
      "including the offline audio engine of the museum guide.",
    url: "https://nordlys.example.com",
  },
  {
    title: "Head of Sound",
    employmentType: "Full-time",
    company: "Théâtre des Écluses",
    date: "Sep 2012 – Jun 2019",
    location: "Montréal · On-site",
    description:
      "Théâtre des Écluses is a 420-seat theatre in Montréal's Old Port. I joined as a sound technician and became head of sound in 2015, leading a crew of four. " +
      "I designed or mixed the sound for 34 productions, from new Quebec plays to musicals mixed live on a DiGiCo SD9, programmed every show's cues in QLab " +
      "and looked after the house's radio microphones and speaker system. In 2018 I taught myself Swift to build a small iPad app that showed the stage managers " +
      "the QLab cues from the booth, and that app is what pulled me towards software.",
    url: "https://theatredesecluses.example.com",
    teamSize: 4,
  },
  {
    title: "Live Sound Engineer (front of house and monitors)",
    employmentType: "Freelance",
    company: "Self-employed",
    date: "May 2009 – Aug 2012",
    location: "Quebec · On the road",
    description:
      "Freelance front-of-house and monitor engineer for clubs in Montréal, summer music festivals across Quebec and two cross-Canada tours with indie rock bands. " +
      "I mixed on whatever console the venue had, most often a Yamaha CL or an analog desk, and learned to ring out a room fast, which is where the idea for RingOut comes from.",
  },
  {
    title: "Founder",
    employmentType: "Side business",
    company: "Quiet Booth Audio",
    date: "Mar 2021 – Present",
    location: "Montréal · Remote",
    description:
      "My one-person audio software business. I design, build, sell and support RingOut, a feedback-detection plugin for live sound engineers, " +
      "in C++ with JUCE, in the evenings and at weekends. About 1,400 licences sold since launch, mostly to engineers in churches, theatres and small venues.",
    url: "https://quietbooth.example.com",
  },
];

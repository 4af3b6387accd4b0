import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Harbour Lights Health app",
    github: "",
    live: "https://harbourlights.example.com/app",
    description:
      "The patient app of Harbour Lights Health, native on iOS and Android: patients book virtual visits with nurses and doctors, message their care team, " +
      "renew prescriptions and get medication reminders, in French or English. About 210,000 patients use it each month and it is rated 4.8 on the App Store. " +
      "My pod rebuilt the booking flow in SwiftUI and Jetpack Compose and made the whole app work with VoiceOver, TalkBack and the largest text sizes. " +
      "The code is private, so this links to the product page.",
    stack: ["Swift", "SwiftUI", "Kotlin", "Jetpack Compose", "GraphQL", "Apollo Client", "Firebase", "Fastlane", "Bitrise"],
    deploy: { iOS: "App Store", Android: "Google Play", "crash reporting": "Firebase Crashlytics", CI: "Bitrise" },
  },
  {
    name: "RingOut",
    github: "",
    live: "https://quietbooth.example.com/ringout",
    description:
      "The audio plugin I sell through my side business, Quiet Booth Audio: it listens to a live mix, flags the frequencies that are about to feed back " +
      "and suggests narrow EQ cuts, so an engineer can ring out a room in minutes instead of by ear alone. Built in C++ with JUCE as VST3 and AU plugins " +
      "for macOS and Windows. Launched in March 2021; a licence costs CA$49, and about 1,400 have been sold. It is closed source.",
    stack: ["C++", "JUCE", "VST3", "Audio Units", "DSP"],
    deploy: {
      shop: { name: "Quiet Booth Audio shop", href: "https://quietbooth.example.com/ringout" },
      formats: "VST3 (macOS, Windows), AU (macOS)",
    },
    image: {
      src: "/images/projects/ringout.png",
      alt: "RingOut's spectrum view with two red markers over ringing frequencies at 2.5 kHz and 630 Hz",
    },
  },
  {
    name: "Radio Ruelle app",
    github: "https://github.com/jules-ouellet/radio-ruelle-app",
    live: "https://radioruelle.example.org/app",
    description:
      "A volunteer project for Radio Ruelle 94.1 FM, the community radio station of my neighbourhood, Hochelaga, in Montréal. " +
      "The app plays the live stream with lock-screen and car controls, shows the weekly schedule from the station's WordPress site, " +
      "and keeps two weeks of shows to replay, in French first and in English. I've built and maintained it since January 2022; it launched in September 2022 " +
      "and has about 6,500 installs. Open source under GPL-3.0.",
    stack: ["React Native", "Expo", "TypeScript", "react-native-track-player", "WordPress REST API"],
    deploy: { iOS: "App Store", Android: "Google Play", stream: "Icecast" },
    image: { src: "/images/projects/radio-ruelle.png", alt: "The Radio Ruelle app playing the morning show, with the week's schedule below" },
  },
  {
    name: "Signpost (open-source contributions)",
    github: "https://github.com/signpost-a11y/signpost",
    live: "https://signpost-a11y.example.org",
    description:
      "Signpost is an open-source accessibility library for React Native, run by a small group of volunteers; I'm a core contributor, not its creator. " +
      "It adds hooks for screen-reader announcements, focus order and font scaling, and a development overlay that flags touch targets smaller than 44 points. " +
      "Since 2022 I've had more than 40 pull requests merged, including the announcement queue and the TalkBack focus-order fixes, written in TypeScript with native parts in Swift and Kotlin. " +
      "MIT licensed, with about 2,100 GitHub stars.",
    stack: ["TypeScript", "React Native", "Swift", "Kotlin", "Jest"],
    deploy: {
      npm: { name: "@signpost-a11y/react-native", href: "https://www.npmjs.com/package/@signpost-a11y/react-native" },
      docs: "GitHub Pages",
    },
  },
  {
    name: "PromptBook",
    github: "https://github.com/jules-ouellet/promptbook",
    live: "https://promptbook.example.com",
    description:
      "An iPad app for theatre stage managers that grew out of the tool I wrote at Théâtre des Écluses in 2018: it shows the running cue list from QLab over OSC, " +
      "lets the stage manager mark standbys and notes on the script, and keeps working if the booth's network drops. I rewrote it in SwiftUI in 2023; " +
      "four theatres in Quebec use it. Free, and open source under the MIT licence.",
    stack: ["Swift", "SwiftUI", "OSC", "Network framework", "iPadOS"],
    deploy: { iPad: "TestFlight (public beta)" },
    image: { src: "/images/projects/promptbook.png", alt: "PromptBook on an iPad showing cue 47 on standby beside the script" },
  },
  {
    name: "Decibel Diary",
    github: "https://github.com/jules-ouellet/decibel-diary",
    live: "https://play.google.com/store/apps/details?id=com.julesouellet.decibeldiary",
    description:
      "An Android app that logs how much noise musicians and stage crews are exposed to through a shift, using the phone's microphone, " +
      "and warns them before they pass a safe daily dose. I built it in Kotlin and Jetpack Compose with Room for storage, to learn modern Android, " +
      "after a decade of not protecting my own ears well enough. Android only; about 3,000 downloads.",
    stack: ["Kotlin", "Jetpack Compose", "Kotlin Coroutines", "Room"],
    deploy: { Android: "Google Play" },
  },
  {
    name: "Your App Has a Mix Problem (Mobile Nord 2023 talk)",
    github: "",
    live: "https://mobilenord.example.com/2023/mix-problem",
    description:
      "My first conference talk: 25 minutes in English at Mobile Nord 2023 in Montréal, in May 2023, on what mixing a live show teaches about mobile performance: " +
      "gain staging as a frame budget, headroom as memory, and why you soundcheck on the worst phone in the room. The recording and slides are online.",
    stack: ["iOS", "Android", "Performance profiling"],
    deploy: {
      recording: "YouTube",
      slides: { name: "Speaker Deck", href: "https://speakerdeck.com/julesouellet/mix-problem" },
    },
  },
  {
    name: "VoiceOver n'est pas une case à cocher (Journées Accessibilité Numérique 2024 talk)",
    github: "",
    live: "https://jan-quebec.example.org/2024/voiceover",
    description:
      "My second conference talk, given in French at Journées Accessibilité Numérique 2024 in Québec City in October 2024; the English title is " +
      '"VoiceOver Is Not a Checkbox". In 40 minutes I showed live, with VoiceOver and TalkBack, how the Harbour Lights Health team reached WCAG 2.2 AA, ' +
      "and why testing with real screen-reader users finds what automated checks miss.",
    stack: ["VoiceOver", "TalkBack", "WCAG 2.2"],
    deploy: {
      recording: "YouTube",
      slides: { name: "Speaker Deck", href: "https://speakerdeck.com/julesouellet/voiceover-case-a-cocher" },
    },
  },
  {
    name: "Setlist Swap",
    github: "https://github.com/jules-ouellet/setlist-swap",
    live: "",
    description:
      "My bootcamp final project from 2019, built in three weeks with two classmates at Pixel Forge Academy: a React Native app where bands share setlists, " +
      "stage plots and input lists with the venue's sound crew before the show. The back end was a Node.js and Express API on PostgreSQL. " +
      "It's archived now and kept on GitHub as it was.",
    stack: ["React Native", "JavaScript", "Node.js", "Express", "PostgreSQL"],
    deploy: { backend: "Heroku (shut down in 2022)" },
  },
];

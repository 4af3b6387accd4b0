import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Audio Software Developer",
    employmentType: "Full-time",
    company: "Low Tide Audio",
    date: "Sep 2021 – Present",
    location: "Reykjavík · Hybrid",
    description:
      "Low Tide Audio is a company of 14 people in Reykjavík that makes music plugins: effects and instruments for producers, sold in VST3 and Audio Unit formats " +
      "for Windows and macOS. I write DSP and plugin code in C++ with JUCE: I was the lead developer of Undertow, our tape-saturation plugin, and I rewrote the " +
      "shared preset and parameter code that all six of our plugins use. I moved our builds from hand-made Xcode and Visual Studio projects to CMake, with " +
      "GitHub Actions building, signing and testing every plugin on every commit, and pluginval and our own null tests catching problems before users do. " +
      "Since 2023 I've been writing our new DSP modules in Rust, called from the C++ plugin code. Support tickets about crashes went down by about 60% " +
      "between 2022 and 2024.",
    url: "https://lowtideaudio.example.com",
  },
  {
    title: "C++ Developer",
    employmentType: "Full-time",
    company: "Tapehouse",
    date: "Mar 2018 – Aug 2021",
    location: "Copenhagen, Denmark · On-site, remote from Reykjavík from 2020",
    description:
      "Tapehouse makes a music-recording application (a DAW) of the same name for Windows and macOS, used by home studios and schools in Scandinavia. " +
      "I joined the audio engine team of four as my first programming job. I worked on plugin hosting (loading VST3 and Audio Unit plugins without " +
      "taking the whole program down when one crashes), on the time-stretching code, and on the crash reporter. The thing I'm proudest of: the engine " +
      "stopped dropping audio when a plugin window opened, after I moved all memory allocation and locking off the audio thread.",
    url: "https://tapehouse.example.com",
  },
  {
    title: "QA Tester",
    employmentType: "Full-time",
    company: "Stormvík Games",
    date: "Sep 2016 – Feb 2018",
    location: "Reykjavík · On-site",
    description:
      "Stormvík Games is a Reykjavík game studio; I tested Frostbound, its survival game for PC and consoles, and ended up as the tester everyone sent the " +
      "sound bugs to. This is where I started programming: I taught myself Python to automate our test runs and to compare recorded game audio against " +
      "reference files, and then C++ in the evenings, from books and JUCE tutorials, by building small plugins for myself.",
  },
  {
    title: "Recording Engineer",
    employmentType: "Full-time",
    company: "Studio Hvalur",
    date: "Sep 2011 – Aug 2016",
    location: "Reykjavík · On-site",
    description:
      "Studio Hvalur is a recording studio in Reykjavík for bands, choirs and film music. For five years I set up microphones, recorded and edited sessions " +
      "in Pro Tools, and mixed about 40 albums, from folk and jazz to metal, plus music for two Icelandic feature films. It taught me what musicians " +
      "expect from their tools, and what a plugin that crashes in the middle of a good take costs them.",
  },
];

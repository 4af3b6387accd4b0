import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Audio DSP Developer",
    employmentType: "Full-time",
    company: "Little Bear Audio",
    date: "Feb 2019 – Present",
    location: "Montreal · Hybrid",
    description:
      "Little Bear Audio is a Montreal music-technology company that makes virtual instruments and effect plugins used by about 400,000 musicians and producers. " +
      "I joined as an audio software developer and was promoted to senior DSP developer in April 2022; I lead the DSP team of three developers. " +
      "I moved our DSP out of the individual plugins into one shared Rust core, called from the JUCE (C++) plugins through a C interface, which every plugin has used since 2021: " +
      "it cut the CPU use of our flagship synth, Grizzly, by about 40% and our crash reports by about two thirds. I also led the DSP of the Hibernate plugin, " +
      "built the oversampling and anti-aliasing shared by our distortion effects, and wrote the Web Audio demos in TypeScript that let visitors try our plugins in the browser. " +
      "I took an unpaid sabbatical from May to September 2023 to tour with Static Bloom, and came back to the same team.",
    url: "https://littlebearaudio.example.com",
    teamSize: 3,
  },
  {
    title: "Touring Bassist (sabbatical)",
    employmentType: "Sabbatical",
    company: "Static Bloom",
    date: "May 2023 – Sep 2023",
    location: "Canada, Portugal and Brazil · On tour",
    description:
      "Four months of unpaid leave from Little Bear Audio to play bass on Static Bloom's tour: 41 shows across Canada, Portugal and Brazil. " +
      "I also ran the band's in-ear monitor mixes from a laptop every night, which taught me more about latency than any paper, and picked up some Portuguese along the way.",
  },
  {
    title: "Freelance Plugin Developer",
    employmentType: "Freelance",
    company: "Self-employed",
    date: "Mar 2018 – Dec 2020",
    location: "Montreal · Remote",
    description:
      "Evening and weekend contract work, alongside the lab job and then my first two years at Little Bear Audio (with its blessing): custom audio plugins and DSP fixes in C++ " +
      "with JUCE for small plugin companies and a film composer. About a dozen projects, including two guitar amp simulators, a de-esser and an AAX port of an older synth. " +
      "I stopped taking freelance work in December 2020.",
  },
  {
    title: "Research Developer",
    employmentType: "Full-time",
    company: "Sound and Touch Lab, McAllister University",
    date: "Sep 2016 – Jan 2019",
    location: "Montreal · On-site",
    description:
      "Research developer at a university music-technology lab that studies touch and vibration for musicians. I built the real-time software of the Pulse Vest project " +
      "in C++ and Pure Data, ran latency studies with 24 deaf and hard-of-hearing drummers, and co-authored the project's paper at NIME 2018 " +
      "(New Interfaces for Musical Expression). I also kept the lab's 32-speaker dome running for other researchers.",
    url: "https://soundandtouch.example.edu",
  },
  {
    title: "Session Bassist & Recording Engineer",
    employmentType: "Self-employed",
    company: "Blue Tile Studio",
    date: "Jun 2009 – Aug 2016",
    location: "Montreal (Mile End) · On-site",
    description:
      "Seven years as a freelance session bassist, on electric and double bass, and the house recording engineer at Blue Tile Studio, a two-room studio in Mile End. " +
      "I played on about 60 records and engineered over 1,000 sessions in Pro Tools, from jazz trios to indie rock bands and the odd advertising jingle. " +
      "I started writing Pure Data patches and small C++ tools to automate studio chores, like lining up takes and printing stems, and that is how I got into code.",
  },
];

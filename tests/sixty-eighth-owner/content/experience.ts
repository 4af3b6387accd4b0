import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Lead Compiler Engineer",
    employmentType: "Full-time",
    company: "Apricot Silicon",
    date: "Jun 2022 – Present",
    location: "Yerevan · Hybrid",
    description:
      "Apricot Silicon is a 45-person hardware start-up in Yerevan that designs the Apricot A1, a low-power inference chip for cameras and industrial sensors. " +
      "I joined as its second compiler engineer and have led the three-person graph compiler team since March 2024. I work on Orchard, our MLIR-based compiler: " +
      "the tiling and fusion passes that fit each layer of a model into the A1's 2 MB of on-chip memory, the lowering from MLIR's Linalg dialect to our own " +
      "hardware dialect, and the cost model that chooses between them. I also keep our fork of LLVM within two weeks of upstream.",
    url: "https://apricotsilicon.example.com",
    teamSize: 3,
  },
  {
    title: "Olympiad Programming Coach",
    employmentType: "Part-time",
    company: "Yerevan Physics and Mathematics School No. 2",
    date: "Sep 2020 – Present",
    location: "Yerevan · On-site, Saturday mornings",
    description:
      "Yerevan Physics and Mathematics School No. 2 is a public specialised school. Every Saturday morning I run its olympiad programming club for about " +
      "20 students aged 13 to 17: algorithms, C++ and contest practice on Saturday Judge, the online judge I built for the club. Club students have won " +
      "11 medals at the Armenian national olympiad in informatics, and two of them won bronze medals at the International Olympiad in Informatics (IOI), " +
      "in 2023 and in 2024.",
  },
  {
    title: "Open-source Contributor",
    employmentType: "Volunteer",
    company: "LLVM Project",
    date: "2019 – Present",
    location: "Remote",
    description:
      "Patches to LLVM, first in my own time and since 2022 partly on Apricot Silicon's time: more than 80 commits merged, mostly fixes and canonicalization " +
      "patterns in MLIR's Linalg and Affine dialects and new folds in InstCombine. I've had commit access since 2021, review MLIR patches most weeks " +
      "and triage the bugs labelled mlir:linalg.",
    url: "https://github.com/llvm/llvm-project",
  },
  {
    title: "Software Engineer",
    employmentType: "Full-time",
    company: "Blue Harbor Software",
    date: "Jul 2018 – May 2022",
    location: "Yerevan · On-site",
    description:
      "Blue Harbor Software is a US electronic design automation (EDA) company; its Yerevan office has about 900 engineers. I worked in C++ on Harbor Timer, " +
      "the static timing analysis engine chip designers use to check that a design meets its clock speed. I rewrote the incremental update of the timing graph, " +
      "so that re-timing a full chip after a small change went from 40 minutes to 9, and made the engine's netlist parser multithreaded. This is where I learned " +
      "to find my way around a million-line C++ codebase, and where a miscompiled loop sent me to read LLVM's source for the first time.",
    url: "https://blueharbor.example.com",
  },
  {
    title: "Research Assistant",
    employmentType: "Part-time",
    company: "Programming Languages and Compilers Lab, Yerevan State University",
    date: "Sep 2016 – Jun 2019",
    location: "Yerevan · On-site",
    description:
      "Research assistant at the university's compilers lab during my bachelor's and master's studies. I built Cache Ladder, a tiling cost model for LLVM's " +
      "polyhedral optimizer Polly, and co-wrote the paper on it presented at the IMPACT 2019 workshop. For two years I also ran the lab sessions of the " +
      "undergraduate compilers course.",
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Gameplay Programmer",
    employmentType: "Full-time (four-day week)",
    company: "Polar Night Studios",
    date: "Jun 2021 – Present",
    location: "Montréal · Hybrid (in the studio Tuesdays and Wednesdays)",
    description:
      "Polar Night Studios is a mid-size independent studio of about 140 people in Montréal. Its game, Hollow Tundra, is a co-op survival game for up to " +
      "four players built in Unreal Engine 5: you and your friends keep a research outpost alive through an Arctic winter. I joined as a gameplay programmer " +
      "and was promoted to senior in 2023. I built the creature AI (behaviour trees for what a creature does moment to moment, utility AI for what it wants: " +
      "hunt, flee, scavenge or stalk), the physics-driven hit reactions and ragdolls, and the creatures' animation state machines, all in C++ with Unreal's " +
      "replication for co-op. I lead the three-person creature-AI team and do a lot of profiling with Unreal Insights and RenderDoc on PlayStation 5 and " +
      "Xbox Series dev kits. Hollow Tundra came out in Steam Early Access in March 2023 and shipped 1.0 on PC, PlayStation 5 and Xbox Series X|S in " +
      "October 2024. I'm now doing the gameplay side of its Nintendo Switch port, planned for 2025. Since January 2024 I work Monday to Thursday, " +
      "10 a.m. to 6 p.m. Eastern Time, a four-day week agreed with the studio.",
    url: "https://polarnight.example.com",
    teamSize: 3,
  },
  {
    title: "Gameplay Programmer",
    employmentType: "Full-time",
    company: "Ubisoft Montréal",
    date: "Aug 2018 – May 2021",
    location: "Montréal · On-site",
    description:
      "I was one of about a dozen gameplay programmers on the AI team of a AAA open-world action-adventure game, which shipped in late 2020 on PC and " +
      "consoles (I keep the title off this site). I worked on the NPC AI systems in C++, in Ubisoft's in-house engine: the civilians' daily routines and " +
      "crowd reactions, the perception system (what an NPC sees and hears), and the behaviour trees of guards searching for the player. Code lived in " +
      "Perforce and tasks in Jira. It's where I learned to profile properly and to find my way around a codebase of millions of lines.",
    url: "https://montreal.ubisoft.com",
  },
  {
    title: "Junior Tools Programmer",
    employmentType: "Full-time",
    company: "Pixel Poutine",
    date: "Jun 2016 – Jul 2018",
    location: "Montréal (Mile End) · On-site",
    description:
      "Pixel Poutine is a small indie studio of eight people in Montréal's Mile End, and this was my first job out of Polytechnique. I built Unity editor " +
      "tools in C# for the designers and artists: a tile-based track editor, a dialogue importer that reads spreadsheets, and one-click build scripts in " +
      "Python. The studio shipped Curd Cart Rally, a couch-co-op kart racer, on Steam in 2017, and all 24 of its tracks were built with my track editor.",
    url: "https://pixelpoutine.example.com",
  },
  {
    title: "QA Tester (summer internship)",
    employmentType: "Internship, four months",
    company: "Behaviour Interactive",
    date: "May 2015 – Aug 2015",
    location: "Montréal · On-site",
    description:
      "A four-month summer internship in quality assurance, between my third and fourth years at Polytechnique Montréal. I played builds of games in " +
      "development all day, wrote bug reports with clear steps to reproduce in Jira, and ran regression passes before each milestone. It's where I decided " +
      "I wanted to be the one fixing the bugs, not only finding them.",
    url: "https://www.bhvr.com",
  },
];

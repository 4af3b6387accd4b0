import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Graphics & Gameplay Programmer",
    employmentType: "Full-time",
    company: "Brume Interactive",
    date: "Jan 2022 – Present",
    location: "Montréal (Mile End) · Hybrid",
    description:
      "Brume Interactive is a 14-person independent studio in the Mile End. I own rendering and lead the studio's rendering pod of two, a technical artist and a junior graphics programmer. " +
      "On Lumen Drift (Unity, 2023) I wrote the stylized volumetric fog and light shafts as custom URP renderer features in HLSL, the lantern mechanic in C#, " +
      "and led the Nintendo Switch optimization that took the game from 19 fps to a locked 30 fps handheld and 60 fps docked. " +
      "On Marché de Nuit (Godot 4, 2024) I wrote the gameplay systems in GDScript and a C++ GDExtension that draws hundreds of market-goers and paper lanterns in a few draw calls. " +
      "I also set up the studio's nightly builds on GitHub Actions and now work on an unannounced co-development project under NDA.",
    url: "https://brume-interactive.example.com",
    teamSize: 2,
  },
  {
    title: "Evening Course Teacher, Game Programming",
    employmentType: "Part-time",
    company: "Cégep de la Petite-Patrie",
    date: "Aug 2023 – Present",
    location: "Montréal · On-site, Tuesday evenings",
    description:
      "I teach Programmation de jeux vidéo 1, a 60-hour evening course in the cégep's continuing-education AEC in video game development: " +
      "15 weekly sessions of four hours, in French, for cohorts of about 24 adult students, many of them career changers like I was. " +
      "The course goes from C# basics to a small Unity game made in teams, and I publish the course notes openly.",
    url: "https://cegeppetitepatrie.example.com/formation-continue/jeux-video",
  },
  {
    title: "Tools Programmer",
    employmentType: "Full-time",
    company: "Halcyon Forge Entertainment",
    date: "Jun 2019 – Dec 2021",
    location: "Montréal · On-site",
    description:
      "Halcyon Forge Entertainment is a AAA studio of about 2,000 people in Montréal. I joined the engine tools team through its internal QA-to-programming mentorship program. " +
      "I wrote editor tools in C# and C++ for the in-house engine, and an automated smoke-test runner in which scripted bots played the first hour of every nightly build, " +
      "cutting the QA smoke pass from six hours to 40 minutes. I am credited on Sundered Crown (2020) and its expansion Ashfall (2021).",
    url: "https://halcyonforge.example.com",
  },
  {
    title: "QA Tester",
    employmentType: "Contract",
    company: "Halcyon Forge Entertainment",
    date: "Mar 2017 – May 2019",
    location: "Montréal · On-site",
    description:
      "Functionality and console certification testing on Sundered Crown for PlayStation 4, Xbox One and Nintendo Switch. " +
      "I logged more than 2,000 bugs in Jira, specialised in rendering and performance bugs, and became the go-to tester for compliance passes before each platform submission. " +
      "At night I taught myself C# and wrote small tools that automated our repetitive checks, which is how the tools team noticed me.",
  },
  {
    title: "Web Developer",
    employmentType: "Contract",
    company: "Atelier Virgule",
    date: "Jun 2016 – Feb 2017",
    location: "Montréal · On-site",
    description:
      "A short stint at a small web agency building WordPress sites for local shops and cultural organizations: custom themes in PHP, MySQL, HTML, CSS and jQuery-flavoured JavaScript. " +
      "The interactive bits were my favourite part, which is what pushed me toward games.",
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Gameplay Programmer",
    employmentType: "Full-time",
    company: "Brume Interactive",
    date: "Mar 2022 – Present",
    location: "Montréal · Hybrid",
    description:
      "Brume Interactive is an independent Montréal studio of about 140 people making an unannounced open-world action-adventure game in Unreal Engine 5 " +
      "for PC, PlayStation 5 and Xbox Series X|S. I own the traversal systems (climbing, gliding and horse riding), built the interaction system designers use " +
      "for every door, ladder and lever in the world, and lead a gameplay strike team of four programmers. I wrote the replication for the game's two-player online co-op, " +
      "and a six-month profiling push I led cut the game thread from 22 ms to 14 ms per frame on consoles. I write the systems in C++ and expose them to designers in Blueprints.",
    url: "https://brumeinteractive.example.com",
    teamSize: 4,
  },
  {
    title: "Part-time Instructor, Game Programming",
    employmentType: "Part-time",
    company: "Cégep du Plateau",
    date: "Jan 2018 – Present",
    location: "Montréal · On-site",
    description:
      "I teach evening classes in the college's video game programming program, in French and English. I started with two courses, Game Programming I (Unity and C#) " +
      "and Introduction to C++, paused while I lived in Toronto from 2020 to 2022, and since autumn 2022 I teach one evening class a semester: Game Programming I, on Tuesday evenings. " +
      "More than 300 students so far; several of them now work at Montréal studios.",
    url: "https://cegepduplateau.example.ca",
  },
  {
    title: "Tools Programmer",
    employmentType: "Full-time",
    company: "Maple Pocket Games",
    date: "Jan 2020 – Feb 2022",
    location: "Toronto · On-site",
    description:
      "Maple Pocket Games is a Toronto studio of about 60 people making free-to-play puzzle games for iOS and Android in Unity; its biggest title, Jelly Harbor, has more than 12 million downloads. " +
      "I built the Unity editor tools the artists and level designers used every day, in C#: the level editor for Jelly Harbor and an asset validator that catches oversized textures " +
      "and missing references before they reach a build. I also wrote the Python scripts that automated our Jenkins build pipeline, cutting a full mobile build from 50 minutes to 18.",
    url: "https://maplepocketgames.example.com",
  },
  {
    title: "Junior VR Developer",
    employmentType: "Full-time",
    company: "Vireo Training Labs",
    date: "Sep 2017 – Dec 2019",
    location: "Montréal · On-site",
    description:
      "Vireo Training Labs is a Montréal start-up that makes VR safety training for construction and industrial workers. I built training scenarios in Unity and C# " +
      "(working at height, fall protection and overhead-crane operation) for Oculus Rift and HTC Vive headsets, added a multiplayer mode so an instructor can join a trainee's session from a laptop, " +
      "and in late 2019 moved our simulators from the headset makers' SDKs to OpenXR, so one build runs on every headset.",
    url: "https://vireotraininglabs.example.com",
  },
  {
    title: "Game Developer",
    employmentType: "Full-time",
    company: "Kavir Games",
    date: "Sep 2013 – Jul 2016",
    location: "Shiraz, Iran · On-site",
    description:
      "My first job after university, at a small Shiraz studio making educational games for children in Persian. I programmed two Unity games in C#: " +
      "Alefba Adventures, for learning the Persian alphabet, and Number Caravan, for early maths. Together they passed 400,000 installs on Android phones in Iran.",
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Freelance Gameplay Programmer",
    employmentType: "Freelance",
    company: "Self-employed",
    date: "Sep 2025 – Present",
    location: "Montréal · Remote for clients",
    description:
      "Alongside the studio, I take gameplay programming contracts from other studios, working remotely from Montréal: gameplay AI with behaviour trees, " +
      "animation state machines, Nintendo Switch ports and Steamworks integration, in Unity, Godot or Unreal Engine. Clients so far: Brume Interactive, " +
      "where I integrated Branchwork dialogue into their Godot narrative game, and Castor Bleu Games, where I wrote the guard AI of a Unity stealth game. " +
      "I'm booked until the end of February 2027.",
  },
  {
    title: "Co-founder & Gameplay Programmer",
    employmentType: "Self-employed, co-founder",
    company: "Small Hours Studio",
    date: "Feb 2023 – Present",
    location: "Montréal, Québec",
    description:
      "Small Hours Studio is the two-person indie studio that Maël Gagnon and I founded in February 2023: Maël does the art and the puzzle design, and I do all " +
      "the programming. Our first game, Paper Moon Laundromat, a cozy puzzle game made in Unity and C#, came out on Steam in March 2025 and on Nintendo Switch " +
      "in June 2025. I did the Switch port and the Steamworks integration myself. It has sold about 86,000 copies and is 96% positive on Steam. " +
      "We're now prototyping our second game in Godot.",
    url: "https://smallhoursstudio.example.com",
  },
  {
    title: "Gameplay Programmer",
    employmentType: "Full-time",
    company: "Grand Nord Interactive",
    date: "Mar 2021 – Jan 2023",
    location: "Montréal · On-site",
    description:
      "Grand Nord Interactive is a Montréal studio of about 900 people that makes large open-world games. I was a gameplay programmer on Rivière Noire, an " +
      "open-world adventure game set in the forests of northern Québec, on the AI and animation systems, writing C++ in the studio's in-house engine, Aurore. " +
      "I built behaviour trees for the wildlife and the townsfolk, animation state machines for traversal (climbing, swimming and canoeing), and in-game " +
      "debugging tools to see why an NPC did what it did. Code lived in Perforce. Rivière Noire shipped on PC in November 2022.",
    url: "https://grandnord.example.com",
  },
  {
    title: "Tools Programmer",
    employmentType: "Full-time",
    company: "Otterlight Games",
    date: "Jul 2019 – Feb 2021",
    location: "Montréal · On-site, remote from 2020",
    description:
      "Otterlight Games is a Montréal mobile-games company of about 60 people that makes free-to-play puzzle games for iOS and Android in Unity. As the tools " +
      "programmer I built Unity editor tools in C# for the designers: a level editor that cut the time to build a puzzle level from a day to about two hours, " +
      "and a level validator that caught unsolvable boards before they shipped. I also wrote Python scripts for the build pipeline and for importing translations.",
    url: "https://otterlight.example.com",
  },
  {
    title: "Teaching Assistant, Game Design Lab",
    employmentType: "Part-time",
    company: "Concordia University",
    date: "Sep 2016 – Apr 2018",
    location: "Montréal · On campus",
    description:
      "While I was doing my BFA, I was a teaching assistant in the game design lab of Concordia's Department of Design and Computation Arts. I ran the weekly " +
      "Unity and C# lab sessions of the introductory game design course, about 40 students a section, and helped students playtest their final projects.",
    url: "https://www.concordia.ca",
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Co-founder & Senior Gameplay Programmer",
    employmentType: "Co-founder",
    company: "Quiet Kettle Games",
    date: "Sep 2022 – Present",
    location: "Montréal · Hybrid",
    description:
      "Quiet Kettle Games is the indie studio I co-founded in September 2022 with two friends from Studio Verglas, a game designer and an environment artist. " +
      "We are six people now. I lead gameplay programming (two other programmers work with me), write the shaders, and own everything to do with accessibility. " +
      "Our first game, Tinwhistle, a puzzle platformer in Unreal Engine 5, came out on Steam in March 2024; I wrote its gameplay code in C++, the Blueprints framework " +
      "our designer builds puzzles with, and its HLSL shaders. We are now making our second game, also in Unreal Engine 5, which is not announced yet. " +
      "We use Perforce for the game and Git for our tools, and we don't crunch.",
    url: "https://quietkettle.example.com",
    teamSize: 2,
  },
  {
    title: "Gameplay Programmer",
    employmentType: "Full-time",
    company: "Studio Verglas",
    date: "Aug 2019 – Aug 2022",
    location: "Montréal · On-site",
    description:
      "Studio Verglas is a mid-size studio of about 180 people in Montréal. I worked on Ashen Tide, a third-person action-adventure game made in Unity with C#, " +
      "released in 2021 on PC, PlayStation 5 and Xbox Series X|S. I built its climbing and traversal system and the enemy-awareness indicators, and I pushed for " +
      "and then built its accessibility options: fully remappable controls, subtitles with size and background settings, and visual cues for off-screen sounds. " +
      "Those visual cues became the starting point of SoundSight.",
    url: "https://studioverglas.example.com",
  },
  {
    title: "Technical Artist",
    employmentType: "Full-time",
    company: "Northgate Interactive",
    date: "Jun 2016 – Jul 2019",
    location: "Montréal · On-site",
    description:
      "Northgate Interactive is a large studio with about 1,400 people in Montréal. As a technical artist on the open-world series Iron Meridian, I wrote HLSL shaders " +
      "for the studio's in-house engine (snow that builds up on characters and buildings, wet surfaces, the weather transitions), built Python tools for the art pipeline, " +
      "including an export checker for Maya that caught broken assets before they reached the build, and made a Houdini digital asset for scattering rocks and debris, " +
      "which is most of the Houdini I know. I started my computer science degree in the evenings during this job.",
    url: "https://northgate.example.com",
  },
  {
    title: "QA Tester",
    employmentType: "Contract",
    company: "Northgate Interactive",
    date: "Jul 2015 – May 2016",
    location: "Montréal · On-site",
    description:
      "My first job in games, straight out of cégep: testing Iron Meridian 2 on PlayStation 4, Xbox One and PC. I logged more than 1,500 bugs in ten months, " +
      "including every line of dialogue that had no subtitle, which is how the tech art team noticed me and why I moved into tech art.",
  },
];

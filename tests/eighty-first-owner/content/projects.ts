import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Tinwhistle",
    github: "",
    live: "https://quietkettle.example.com/tinwhistle",
    description:
      "Quiet Kettle Games' first game, a puzzle platformer released on Steam for Windows in March 2024. Every sound in its world is drawn as rings of light, and the " +
      "puzzles are built on them: a kettle's whistle lights a path, a bell opens a bridge, so the whole game plays the same with the sound off. It has full subtitles " +
      "with speaker names and sound descriptions, fully remappable controls and a one-handed mode. I wrote the gameplay code in C++, the Blueprints framework our " +
      "designer built the 60 puzzles with, and the HLSL shader for the light rings. Made in Unreal Engine 5, with Perforce. About 70,000 copies sold, " +
      "with Very Positive reviews on Steam. The code is the studio's, so this links to the game's page.",
    stack: ["C++", "Unreal Engine 5", "Blueprints", "HLSL", "Perforce"],
    deploy: {
      store: "Steam (Windows)",
      "press kit": { name: "Tinwhistle press kit", href: "https://quietkettle.example.com/tinwhistle/press" },
    },
  },
  {
    name: "SoundSight",
    github: "https://github.com/thao-trinh/soundsight",
    live: "https://thao-trinh.github.io/soundsight/",
    description:
      "An open-source Unity plugin that shows players where sounds come from. Add its component to an AudioSource and the sound appears as an arc on a ring around " +
      "the player, showing its direction, how loud it is and an icon for its kind (footsteps, voices, gunfire, alarms); players can change the ring's size, colours " +
      "and opacity. Written in C#, with an HLSL shader for the ring. I started it in 2021, after building the visual sound cues of Ashen Tide at Studio Verglas. " +
      "MIT licensed, about 1,200 GitHub stars, and used in more than 40 released games. Install it with the Unity Package Manager from its Git URL.",
    stack: ["C#", "Unity", "HLSL", "Git"],
    deploy: {
      "Unity Package Manager": "Git URL",
      docs: { name: "SoundSight docs", href: "https://thao-trinh.github.io/soundsight/" },
    },
  },
  {
    name: "Signal Fire",
    github: "https://github.com/thao-trinh/signal-fire",
    live: "https://thaotrinh.itch.io/signal-fire",
    description:
      'Our entry to Jam des Neiges 2023, a 48-hour game jam in Montréal in January 2023, on the theme "Silence". A co-op game for two players who cannot hear ' +
      "each other: they can only talk through the signal fires, flags and lamps they place in the world, so it plays the same for Deaf and hearing players. " +
      "Three of us made it, the same three friends who founded Quiet Kettle Games that year, in Godot 4 with GDScript. It won the jury's first prize out of 86 entries. " +
      "Free to play in the browser on itch.io.",
    stack: ["Godot", "GDScript", "Git"],
    deploy: { "itch.io": { name: "thaotrinh.itch.io/signal-fire", href: "https://thaotrinh.itch.io/signal-fire" } },
  },
  {
    name: "Caption Lint",
    github: "https://github.com/thao-trinh/caption-lint",
    live: "https://pypi.org/project/caption-lint/",
    description:
      "A Python command-line tool that checks a game's subtitles before they ship: reading speed in characters per second, line length, no more than two lines at a time, " +
      "a speaker name on every line and a description for every important sound. It reads SRT files and the CSV string tables that game engines export, and it runs " +
      "on every Perforce submit at Quiet Kettle Games. I wrote it in 2023 while we were subtitling Tinwhistle. Install it with pip install caption-lint; MIT licensed.",
    stack: ["Python", "Perforce", "Git"],
    deploy: { PyPI: { name: "caption-lint", href: "https://pypi.org/project/caption-lint/" } },
  },
  {
    name: "Nothing to Hear Here: Designing for Deaf Players (GameDev North 2024 talk)",
    github: "",
    live: "https://gamedevnorth.example.org/2024/nothing-to-hear-here",
    description:
      "My 45-minute talk at GameDev North 2024, a game developers' conference in Toronto, in October 2024: what Deaf players miss in most games and how to fix it, " +
      "from subtitles people can actually read to visual cues for every sound that matters and controls you can remap, with examples from Tinwhistle and SoundSight. " +
      "I gave it in ASL, with English voice interpretation and live captions. The recording has English and French captions.",
    stack: ["Game accessibility", "Subtitles", "Visual sound cues"],
    deploy: {
      recording: "YouTube",
      slides: { name: "Slides (PDF)", href: "https://thaotrinh.example.com/talks/nothing-to-hear-here.pdf" },
    },
  },
];

import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Paper Moon Laundromat",
    github: "",
    live: "https://smallhoursstudio.example.com/paper-moon-laundromat",
    description:
      "Small Hours Studio's first game, made by Maël Gagnon and me: a cozy puzzle game set in a Montréal laundromat that stays open all night. " +
      "You fold, sort and mend the neighbours' laundry, and every basket is a small puzzle that tells you something about whoever dropped it off. " +
      "I wrote all the code in Unity and C#, did the Nintendo Switch port myself and wired up the Steamworks achievements; Maël did the art and the puzzle layouts. " +
      "A small Python script keeps the French, English and Japanese text in sync (I checked the Japanese with my dad). " +
      "It came out on Steam in March 2025 and on Nintendo Switch in June 2025, has sold about 86,000 copies and is 96% positive on Steam " +
      "(Overwhelmingly Positive, about 3,100 reviews). Colour is never the only clue: every sock colour also has its own pattern, and no puzzle has a timer. " +
      "The code is closed, so this links to the game's page.",
    stack: ["Unity", "C#", "Steamworks", "Nintendo Switch", "Python"],
    deploy: {
      Steam: "Steam (Windows PC)",
      "Nintendo Switch": "Nintendo eShop",
      "game page": { name: "smallhoursstudio.example.com", href: "https://smallhoursstudio.example.com/paper-moon-laundromat" },
    },
  },
  {
    name: "Branchwork",
    github: "https://github.com/ro-tremblay-nakamura/branchwork",
    live: "https://branchwork.example.org",
    description:
      "An open-source Godot 4 plugin for writing dialogue trees. You lay out a conversation as a graph inside the Godot editor, with branches, conditions, " +
      "variables and one-line GDScript hooks, and a small runtime plays it back in your game. Every line gets a translation key, and the plugin exports " +
      "CSV files for translators. I started it in 2023 because I wanted it for our second game. MIT licensed, about 3,400 GitHub stars, " +
      "and available from the Godot Asset Library.",
    stack: ["Godot", "GDScript"],
    deploy: {
      plugin: "Godot Asset Library",
      docs: { name: "branchwork.example.org", href: "https://branchwork.example.org" },
    },
  },
  {
    name: "Last Métro",
    github: "https://github.com/ro-tremblay-nakamura/last-metro",
    live: "https://ro-tn.itch.io/last-metro",
    description:
      "A game I made in 48 hours with two friends at Snow Jam Montréal 2024, in February 2024, on the theme One More Stop. You drive the last metro train " +
      "of the night and decide which sleepy passengers you can still get home before the lines close. It won the jury prize out of 112 entries. " +
      "I wrote the gameplay in Godot 4 with GDScript, including the passengers' AI as small behaviour trees. Free to download for Windows on itch.io.",
    stack: ["Godot", "GDScript"],
    deploy: { "itch.io": { name: "Last Métro on itch.io", href: "https://ro-tn.itch.io/last-metro" } },
  },
  {
    name: "Faubourg",
    github: "https://github.com/ro-tremblay-nakamura/faubourg",
    live: "https://rotn.example.com/devlog/faubourg",
    description:
      "A procedural-city tech demo I built in Unreal Engine 5 in 2024. As you walk, it generates Montréal-style neighbourhoods block by block: duplexes and " +
      "triplexes with outdoor spiral staircases, back alleys and church steeples. The generator is written in C++, the building kits are Blueprints, " +
      "and a custom HLSL material gives each street its own brick colours and puts snow on the window ledges. I modelled the few modular pieces I needed " +
      "in Blender. It's a demo, not a game: the source is on GitHub and there's a video walkthrough on my devlog.",
    stack: ["Unreal Engine 5", "C++", "Blueprints", "HLSL", "Blender"],
    deploy: { video: { name: "Walkthrough on the devlog", href: "https://rotn.example.com/devlog/faubourg" } },
  },
  {
    name: "Colour Is Not a Clue (talk and guide)",
    github: "",
    live: "https://rotn.example.com/colour-is-not-a-clue",
    description:
      "A free talk and guide on colour-blind-friendly game design. I gave the talk, 30 minutes in French, at Pixel Nord 2025, a game developers' conference " +
      "in Montréal, in November 2025; the written guide is free online in French and English under CC BY 4.0. It covers pairing every colour with a shape " +
      "or a pattern, picking palettes that still work with deuteranopia, protanopia and tritanopia, and testing with a colour-blindness simulation shader, " +
      "which I give away for Godot (GLSL-style shader code) and for Unity (HLSL). Most of it comes from what we learned making Paper Moon Laundromat.",
    stack: ["GLSL", "HLSL", "Godot", "Unity"],
    deploy: {
      guide: { name: "Colour Is Not a Clue", href: "https://rotn.example.com/colour-is-not-a-clue" },
      recording: { name: "Pixel Nord 2025 recording", href: "https://pixelnord.example.org/2025/colour-is-not-a-clue" },
    },
  },
];

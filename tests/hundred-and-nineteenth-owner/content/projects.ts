import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Sugar Shack Siege",
    github: "",
    live: "https://store.steampowered.com/app/1987650/Sugar_Shack_Siege/",
    description:
      "A cozy-chaotic tower-defence game I made with two friends, Marc-Antoine Roy (art) and Yasmine Haddad (music and sound), in our spare time over " +
      "two years. You defend a Québec sugar shack from raccoons, crows and one very determined moose during sugaring-off season, with sap-bucket traps " +
      "and maple-taffy turrets. I wrote all the code in Godot with GDScript: the enemy pathfinding, the wave director and the Steam achievements through " +
      "the GodotSteam add-on. It came out on Steam for Windows in September 2022, is Steam Deck Verified, has sold about 45,000 copies and is Very " +
      "Positive on Steam (94% of about 1,900 reviews). It's PC only: there are no console versions. The code is closed, so this links to the Steam page.",
    stack: ["Godot", "GDScript", "GodotSteam"],
    deploy: { Steam: "Steam (Windows, Steam Deck Verified)" },
  },
  {
    name: "Canopy",
    github: "https://github.com/lodie-tremblay/canopy",
    live: "",
    description:
      "An open-source plugin for Unreal Engine 5 that makes behaviour trees easier to build and debug. It adds a cleaner behaviour-tree editor with " +
      "search and comment groups, breakpoints on any node, a timeline to scrub back through an NPC's last 30 seconds of decisions, and utility-AI scoring " +
      "nodes that sit inside Unreal's own behaviour trees. Written in C++, with the editor UI in Slate. I started it on my own time in 2022, after one " +
      "too many days debugging creatures that wouldn't attack. MIT licensed, about 2,300 stars on GitHub, works with Unreal Engine 5.1 to 5.4.",
    stack: ["Unreal Engine 5", "C++", "Slate"],
    deploy: { plugin: { name: "GitHub Releases", href: "https://github.com/lodie-tremblay/canopy/releases" } },
  },
  {
    name: "Patch Job",
    github: "https://github.com/lodie-tremblay/patch-job",
    live: "https://lodie.itch.io/patch-job",
    description:
      "Our Global Game Jam 2020 game, made in 48 hours by a team of four at the Montréal jam site, on the theme Repair. Two players share one keyboard " +
      "to keep a leaking submarine afloat: one patches the holes, the other pumps out the water, and the holes keep moving. It won the jury's Best Game " +
      "prize at the Montréal site (a local prize, not a global one). I did the gameplay programming in Unity with C#, including the water physics and " +
      "the director that decides where the next hole opens. Free to download for Windows on itch.io.",
    stack: ["Unity", "C#"],
    deploy: { "itch.io": { name: "Patch Job on itch.io", href: "https://lodie.itch.io/patch-job" } },
  },
  {
    name: "Parry Window",
    github: "https://github.com/lodie-tremblay/parry-window",
    live: "",
    description:
      "A rollback-netcode prototype for a 2D fighting game, written in C++ on top of GGPO, with SDL2 for the window and the input. Two stick figures " +
      "with three moves each, but the netcode is the real thing: a deterministic simulation in fixed-point maths, the game state saved and restored every " +
      "frame, and rollback of up to 8 frames, so a match stays playable at about 150 ms of ping. I built it in 2022 to understand rollback from the inside. " +
      "It's a prototype, not a game: the source is on GitHub and there is no release.",
    stack: ["C++", "GGPO", "SDL2"],
    deploy: {},
  },
  {
    name: "Dungeons With a Plot (MIGS 2023 talk)",
    github: "https://github.com/lodie-tremblay/dungeons-with-a-plot",
    live: "https://lodietremblay.example.com/talks/dungeons-with-a-plot",
    description:
      "A 40-minute talk I gave in English at MIGS 2023, the Montreal International Game Summit, in November 2023: procedural dungeon generation that " +
      "tells a story. Instead of placing random rooms, you generate the dungeon as a graph of locks, keys and story beats first, then lay it out in space. " +
      "The sample generator is written in Python, with a small Godot viewer in GDScript that lets you walk through the dungeons it makes; both are on " +
      "GitHub, and the slides and the recording are on my site. It was my first conference talk.",
    stack: ["Python", "Godot", "GDScript"],
    deploy: {
      slides: { name: "Slides and recording", href: "https://lodietremblay.example.com/talks/dungeons-with-a-plot" },
    },
  },
  {
    name: "Chore Board (Stardew Valley mod)",
    github: "https://github.com/lodie-tremblay/chore-board",
    live: "https://www.nexusmods.com/stardewvalley/mods/17342",
    description:
      "A Stardew Valley mod for co-op farms: a shared chore board in the farmhouse where farmhands post and claim the day's jobs (watering, feeding the " +
      "animals, refilling the kegs), with a short summary of who did what at the end of each in-game day. Written in C# with SMAPI, the Stardew Valley " +
      "modding API, and translated into eight languages by players. Over 180,000 downloads on Nexus Mods since I released it in 2021; I keep it updated " +
      "for each new Stardew Valley version.",
    stack: ["C#", "SMAPI"],
    deploy: { "Nexus Mods": { name: "Chore Board on Nexus Mods", href: "https://www.nexusmods.com/stardewvalley/mods/17342" } },
  },
];

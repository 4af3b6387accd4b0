import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Lumen Drift",
    github: "",
    live: "https://brume-interactive.example.com/lumen-drift",
    description:
      "A 2.5D atmospheric puzzle-platformer by Brume Interactive: you guide a moth carrying a lantern through a fog-drowned fishing town on the Gaspé coast. " +
      "Released on Steam in March 2023 and on Nintendo Switch in September 2023. I wrote its stylized volumetric fog and light shafts as custom URP renderer features in HLSL, " +
      "the lantern light mechanic in C#, and led the Switch optimization to a locked 30 fps handheld and 60 fps docked. " +
      "About 180,000 players so far, and a Very Positive rating on Steam (92% of 4,200 reviews). The code belongs to the studio and is private.",
    stack: ["Unity", "C#", "HLSL", "URP", "Shader Graph", "Steamworks", "Nintendo Switch"],
    deploy: { PC: "Steam", console: "Nintendo Switch (Nintendo eShop)" },
    image: { src: "/images/projects/lumen-drift.jpg", alt: "A moth with a lantern crossing a foggy harbour at night in Lumen Drift" },
  },
  {
    name: "Marché de Nuit",
    github: "",
    live: "https://brume-interactive.example.com/marche-de-nuit",
    description:
      "A cozy management game by Brume Interactive about running a food stall at a summer night market in Montréal; the bánh mì stall is based on my grandmother's recipes. " +
      "Made in Godot 4 with GDScript, plus a C++ GDExtension I wrote to draw hundreds of market-goers and paper lanterns in a few draw calls. " +
      "Released in October 2024 on Steam and Nintendo Switch; the Switch port was done with a porting partner and I owned its rendering side. " +
      "It sold 65,000 copies in its first six months and is rated Overwhelmingly Positive on Steam (96% of 1,900 reviews). The code is private.",
    stack: ["Godot 4", "GDScript", "C++", "GDExtension", "Godot shading language", "Steamworks", "Nintendo Switch"],
    deploy: { PC: "Steam", console: "Nintendo Switch (Nintendo eShop)" },
    image: { src: "/images/projects/marche-de-nuit.jpg", alt: "Paper lanterns over a crowded night market with a bánh mì stall in Marché de Nuit" },
  },
  {
    name: "Aurore Shader Toolkit",
    github: "",
    live: "https://assetstore.unity.com/packages/vfx/shaders/aurore-shader-toolkit",
    description:
      "My own package on the Unity Asset Store: stylized URP shaders and Shader Graph custom nodes for toon lighting with ramp textures, hand-drawn outlines, dithered transparency, " +
      "stylized fog and a painterly water shader, with 12 sample scenes. It supports Unity 2022.3 LTS and Unity 6 with URP only; HDRP and the built-in render pipeline are not supported. " +
      "It sells for US$35, has about 2,300 sales and is rated 4.8 out of 5 from 140 reviews. The HLSL source comes with the package, so it is not on GitHub.",
    stack: ["Unity", "HLSL", "Shader Graph", "URP", "C#"],
    deploy: {
      "Unity Asset Store": { name: "Aurore Shader Toolkit", href: "https://assetstore.unity.com/packages/vfx/shaders/aurore-shader-toolkit" },
      docs: { name: "Aurore docs", href: "https://maellecotephan.example.com/aurore/docs" },
    },
    image: {
      src: "/images/projects/aurore.png",
      alt: "A toon-shaded lighthouse with outlines and painterly water, from an Aurore Shader Toolkit sample scene",
    },
  },
  {
    name: "godot-halftone",
    github: "https://github.com/maelle-cote-phan/godot-halftone",
    live: "",
    description:
      "An open-source GDExtension for Godot 4, written in C++, that adds halftone, ordered dithering and limited-palette post-processing effects, " +
      "with the screen-space passes written in the Godot shading language. It began as a test of how far GDExtension could go after Brume moved Marché de Nuit to Godot. " +
      "MIT licensed, about 480 GitHub stars, with builds for Windows, macOS and Linux made by GitHub Actions.",
    stack: ["C++", "Godot 4", "GDExtension", "Godot shading language", "SCons", "GitHub Actions"],
    deploy: {
      "Godot Asset Library": { name: "godot-halftone", href: "https://godotengine.org/asset-library/asset/godot-halftone" },
      "GitHub Releases": { name: "godot-halftone releases", href: "https://github.com/maelle-cote-phan/godot-halftone/releases" },
    },
  },
  {
    name: "Playtest Snap",
    github: "https://github.com/maelle-cote-phan/playtest-snap",
    live: "",
    description:
      "A Unity package for playtests that grew out of my QA years: press F8 and it captures a screenshot, the last 200 log lines, the scene name and the player's position, " +
      "and files them as a Jira or GitHub issue. Covered by edit-mode and play-mode tests with the Unity Test Framework that run on GitHub Actions. " +
      "MIT licensed, about 260 GitHub stars, installable from OpenUPM.",
    stack: ["Unity", "C#", "Unity Test Framework", "Jira REST API", "GitHub REST API", "GitHub Actions"],
    deploy: { OpenUPM: { name: "com.maellecp.playtestsnap", href: "https://openupm.com/packages/com.maellecp.playtestsnap/" } },
  },
  {
    name: "Racines (Global Game Jam 2023)",
    github: "https://github.com/maelle-cote-phan/racines",
    live: "https://maellecp.itch.io/racines",
    description:
      "A 48-hour game for the Global Game Jam 2023, whose theme was Roots, made with three friends at the Montréal site: you play the roots of an old maple tree, " +
      "sharing water with the saplings around you through a dry summer. I did the programming in Godot and GDScript and the watercolour shader. " +
      "It won the Jury Prize at the Montréal site.",
    stack: ["Godot 4", "GDScript", "Godot shading language"],
    deploy: { "itch.io": { name: "Racines on itch.io", href: "https://maellecp.itch.io/racines" } },
    image: { src: "/images/projects/racines.png", alt: "Glowing maple roots spreading under dry soil in Racines" },
  },
  {
    name: "Ombre Portée (Ludum Dare 55)",
    github: "",
    live: "https://maellecp.itch.io/ombre-portee",
    description:
      "My solo Compo entry for Ludum Dare 55 in April 2024, theme Summoning, made in 48 hours in Unity: a shadow-puppet puzzle game where you summon creatures by casting hand shadows on a wall. " +
      "The soft shadows are a custom HLSL shader. It ranked 9th in Graphics out of more than 1,400 Compo entries.",
    stack: ["Unity", "C#", "HLSL"],
    deploy: { "itch.io": { name: "Ombre Portée on itch.io", href: "https://maellecp.itch.io/ombre-portee" } },
  },
  {
    name: "Fog You Can Ship (GameDev Nord 2024 talk)",
    github: "",
    live: "https://gamedevnord.example.com/2024/fog-you-can-ship",
    description:
      "My 25-minute talk at GameDev Nord 2024 in Montréal, in May 2024: how we built Lumen Drift's stylized volumetric fog from a half-resolution raymarch, blue-noise dithering and hand-placed fog cards, " +
      "and what we cut to hold 30 fps handheld on Nintendo Switch, with profiling in RenderDoc and the Unity Frame Debugger. The recording and slides are online.",
    stack: ["Unity", "HLSL", "URP", "RenderDoc"],
    deploy: {
      recording: "YouTube",
      slides: { name: "Speaker Deck", href: "https://speakerdeck.com/maellecp/fog-you-can-ship" },
    },
  },
  {
    name: "Unannounced co-development project (NDA)",
    github: "",
    live: "https://brume-interactive.example.com",
    description:
      "Since mid-2024 Brume Interactive has been co-developing an unannounced console game for a larger publisher, and I am the studio's graphics programmer on it, working on lighting and GPU performance in Unity. " +
      "It is under NDA: I can't name the publisher or the game, or show footage. There is no public link, so this card points to Brume Interactive's website.",
    stack: ["Unity", "C#", "HLSL", "Compute shaders"],
    deploy: {},
  },
  {
    name: "Programmation de jeux vidéo 1 (course notes)",
    github: "https://github.com/maelle-cote-phan/prog-jeux-1",
    live: "https://maelle-cote-phan.github.io/prog-jeux-1",
    description:
      "The open course notes and Unity starter projects for the evening course I teach at Cégep de la Petite-Patrie, written in French: 15 weekly sessions from C# basics to a small team game, " +
      "with exercises and solutions. Shared under CC BY-SA 4.0 so other teachers can reuse them.",
    stack: ["Unity", "C#", "Markdown", "GitHub Pages"],
    deploy: { site: "GitHub Pages" },
  },
];

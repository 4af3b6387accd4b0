import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Girih: The Tile Garden",
    github: "",
    live: "https://store.steampowered.com/app/1712340/Girih_The_Tile_Garden/",
    description:
      "My indie puzzle game, released on Steam in October 2021 for Windows and macOS: you restore a ruined Persian garden by completing girih tile patterns, " +
      "across 120 hand-made puzzles where every tile's angle matters. I made it alone over three years of evenings and weekends, with music by a freelance composer. " +
      "It has sold more than 60,000 copies and holds a Very Positive rating on Steam: 94% positive out of about 2,100 reviews. A free demo is on itch.io.",
    stack: ["Unity", "C#", "HLSL", "Steamworks"],
    deploy: {
      Steam: { name: "Steam", href: "https://store.steampowered.com/app/1712340/Girih_The_Tile_Garden/" },
      demo: { name: "itch.io", href: "https://hamidrezaei.itch.io/girih-demo" },
    },
    image: {
      src: "/images/projects/girih.png",
      alt: "A half-finished girih tile pattern in a ruined garden courtyard, with turquoise and gold tiles",
    },
  },
  {
    name: "Saffron Signal",
    github: "https://github.com/hamid-rezaei-dev/saffron-signal",
    live: "https://hamidrezaei.itch.io/saffron-signal",
    description:
      'Our Global Game Jam 2023 entry on the theme "Roots", made in 48 hours at the Montréal site with a team of four: you play a saffron bulb sending signals through its roots ' +
      "to wake a frozen field before the frost returns. I did all the programming in Unreal Engine 5 with Blueprints, and the root-growth material. " +
      "It won the Jury Prize at the Montréal site.",
    stack: ["Unreal Engine 5", "Blueprints"],
    deploy: {
      "itch.io": { name: "itch.io", href: "https://hamidrezaei.itch.io/saffron-signal" },
      "Global Game Jam": { name: "Global Game Jam page", href: "https://globalgamejam.org/2023/games/saffron-signal-4" },
    },
    image: { src: "/images/projects/saffron-signal.png", alt: "Glowing purple roots spreading under a frozen field at dawn" },
  },
  {
    name: "Tilework Shaders",
    github: "https://github.com/hamid-rezaei-dev/tilework-shaders",
    live: "https://openupm.com/packages/com.hamidrezaei.tilework-shaders/",
    description:
      "An open-source collection of 28 stylized shaders for Unity's Universal Render Pipeline, written in HLSL: toon lighting, stylized water, dissolve, outlines, " +
      "and a girih pattern generator that draws Persian tile patterns procedurally. It grew out of the shaders I wrote for Girih. MIT licensed, with about 2,400 GitHub stars.",
    stack: ["Unity", "HLSL", "C#", "Universal Render Pipeline (URP)"],
    deploy: {
      OpenUPM: { name: "com.hamidrezaei.tilework-shaders", href: "https://openupm.com/packages/com.hamidrezaei.tilework-shaders/" },
      docs: "GitHub Pages",
    },
    image: {
      src: "/images/projects/tilework-shaders.png",
      alt: "A grid of spheres, each showing a different stylized shader: toon, water, dissolve and tile pattern",
    },
  },
  {
    name: "TickBudget",
    github: "",
    live: "https://www.fab.com/listings/tickbudget-gameplay-profiler",
    description:
      "An Unreal Engine 5 editor plugin I sell on Fab (it launched on the Unreal Marketplace in 2023 and moved to Fab in 2024). It shows what every actor and component costs per frame, " +
      "right in the editor viewport, and flags anything over the tick budget you set. Written in C++ with a Slate UI. More than 1,500 sales, rated 4.8 out of 5; " +
      "it costs US$29.99 and is closed source.",
    stack: ["C++", "Unreal Engine 5", "Slate", "Unreal Insights"],
    deploy: { Fab: { name: "Fab", href: "https://www.fab.com/listings/tickbudget-gameplay-profiler" } },
    image: { src: "/images/projects/tickbudget.png", alt: "The Unreal editor viewport with red and green cost labels floating over actors" },
  },
  {
    name: "Bazaar Blocks",
    github: "https://github.com/hamid-rezaei-dev/bazaar-blocks",
    live: "https://www.artstation.com/hamidrezaei/projects/bazaar-blocks",
    description:
      "A procedural city generator in Houdini: draw a few main roads and it grows an old Persian-style city around them, with winding alleys, courtyard houses, covered bazaars and domes, " +
      "down to LODs. It is a Houdini Digital Asset written in VEX and Python, and the city can be brought into Unreal Engine 5 through Houdini Engine. Free and open source under the MIT licence.",
    stack: ["Houdini", "VEX", "Python", "Houdini Engine", "Unreal Engine 5"],
    deploy: { download: { name: "GitHub Releases", href: "https://github.com/hamid-rezaei-dev/bazaar-blocks/releases" } },
    image: { src: "/images/projects/bazaar-blocks.png", alt: "An aerial view of a generated old city with domes, courtyards and narrow alleys" },
  },
  {
    name: "Frame Budget Forensics (talk)",
    github: "https://github.com/hamid-rezaei-dev/frame-budget-forensics",
    live: "https://www.youtube.com/watch?v=Fb7rQ2kTz0M",
    description:
      '"Frame Budget Forensics: Profiling Gameplay Code in an Open World", a 45-minute talk I gave at Game Tech Forum Montréal in November 2024 about finding and fixing gameplay-code hitches: ' +
      "budgeting the game thread, reading Unreal Insights traces, tick aggregation and moving work off the game thread. It tells how our team went from 22 ms to 14 ms. " +
      "The recording has about 35,000 views on YouTube; the slides and a sample UE5 project are on GitHub.",
    stack: ["Unreal Engine 5", "Unreal Insights", "C++"],
    deploy: { video: { name: "YouTube", href: "https://www.youtube.com/watch?v=Fb7rQ2kTz0M" }, slides: "GitHub" },
  },
  {
    name: "Qanat VR",
    github: "",
    live: "https://hamidrezaei.itch.io/qanat-vr",
    description:
      "A 15-minute VR walk through a 2,000-year-old Persian qanat, the underground aqueducts that carried water to desert towns, with hand-tracked lanterns and spatial sound of running water. " +
      "Made in Unity with OpenXR for an Iranian cultural festival in Montréal in 2021. Free on itch.io; it runs on Meta Quest and PC VR headsets.",
    stack: ["Unity", "C#", "OpenXR"],
    deploy: { "itch.io": { name: "itch.io", href: "https://hamidrezaei.itch.io/qanat-vr" } },
  },
];

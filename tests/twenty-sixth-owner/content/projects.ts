import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Paper Comet",
    github: "",
    live: "https://store.steampowered.com/app/2291840/Paper_Comet/",
    description:
      "My solo indie game: a puzzle-platformer where you fold paper planets to bend gravity and fling a little comet home. " +
      "I made it over three years of nights and weekends in Godot, starting in Godot 3 and porting to Godot 4. " +
      "Released on Steam in October 2023 and on Nintendo Switch in May 2024, for $14.99; it has sold more than 85,000 copies " +
      "and is rated Very Positive on Steam (94% of over 2,300 reviews). The code isn't public.",
    stack: ["Godot", "GDScript", "Godot shaders", "Blender", "FMOD"],
    deploy: {
      Steam: { name: "Steam", href: "https://store.steampowered.com/app/2291840/Paper_Comet/" },
      "Nintendo Switch": { name: "Nintendo eShop", href: "https://www.nintendo.com/us/store/products/paper-comet-switch/" },
    },
    image: { src: "/images/projects/paper-comet.png", alt: "A paper comet arcing between two folded paper planets" },
  },
  {
    name: "Circle of Seven",
    github: "https://github.com/rcantuv/circle-of-seven",
    live: "https://rafacantu.itch.io/circle-of-seven",
    description:
      'My Ludum Dare 55 entry (April 2024, theme "Summoning"), made alone in the 48-hour Compo: you draw summoning circles with the mouse, ' +
      "and the rounder your circle, the stronger the creature you summon. It placed 12th overall out of more than 1,100 Compo entries " +
      "and 4th in Innovation. Downloads for Windows, macOS and Linux.",
    stack: ["Godot", "GDScript"],
    deploy: {
      "itch.io": { name: "rafacantu.itch.io/circle-of-seven", href: "https://rafacantu.itch.io/circle-of-seven" },
      "Ludum Dare": { name: "LD55 entry page", href: "https://ldjam.com/events/ludum-dare/55/circle-of-seven" },
    },
    image: { src: "/images/projects/circle-of-seven.png", alt: "A hand-drawn chalk circle summoning a small fire spirit" },
  },
  {
    name: "Boss Rush Hour",
    github: "https://github.com/rcantuv/boss-rush-hour",
    live: "https://rafacantu.itch.io/boss-rush-hour",
    description:
      'A GMTK Game Jam 2023 entry (theme "Roles Reversed") made in 48 hours with two friends from Tapwise: you play the dungeon boss ' +
      "and have to survive a party of overconfident heroes. I wrote the boss abilities and the hero AI. " +
      "It ranked in the top 3% of more than 6,700 entries for Fun.",
    stack: ["Unity", "C#"],
    deploy: { "itch.io": { name: "rafacantu.itch.io/boss-rush-hour", href: "https://rafacantu.itch.io/boss-rush-hour" } },
  },
  {
    name: "CurveKit",
    github: "https://github.com/rcantuv/curvekit-godot",
    live: "",
    description:
      "An open-source (MIT) editor plugin for Godot 4: design easing curves, springs and Bézier paths visually, " +
      "then use them from GDScript or C# at runtime. I built it for Paper Comet and released it in 2023; it has more than 1,400 stars on GitHub " +
      "and is on the Godot Asset Library.",
    stack: ["Godot", "GDScript", "C#"],
    deploy: { "Godot Asset Library": { name: "CurveKit", href: "https://godotengine.org/asset-library/asset/2417" } },
    image: { src: "/images/projects/curvekit.png", alt: "The CurveKit panel in the Godot editor, showing a spring curve" },
  },
  {
    name: "Chalk & Controller",
    github: "https://github.com/rcantuv/chalk-and-controller-samples",
    live: "https://www.youtube.com/@chalkandcontroller",
    description:
      "My math-for-game-devs YouTube series, taught like I taught my high-school classes: 32 episodes since 2021 on vectors, " +
      "the dot product, trigonometry, lerp and easing, quaternions, noise and Bézier curves, each with a sample project in Unity and Godot on GitHub. " +
      'About 48,000 subscribers; the most-watched episode, "The Dot Product Is Everywhere", has over 610,000 views.',
    stack: ["Unity", "Godot", "C#", "GDScript", "Blender", "DaVinci Resolve"],
    deploy: { YouTube: { name: "@chalkandcontroller", href: "https://www.youtube.com/@chalkandcontroller" } },
    image: { src: "/images/projects/chalk-and-controller.png", alt: "A chalkboard sketch of two vectors next to a game character" },
  },
  {
    name: "Toon Tide",
    github: "",
    live: "https://assetstore.unity.com/packages/vfx/shaders/toon-tide-stylized-water-241876",
    description:
      "A stylized water shader for Unity's Universal Render Pipeline (URP), sold on the Unity Asset Store for $25: foam lines, " +
      "depth color, caustics and buoyancy helpers, built in Shader Graph with custom HLSL nodes. Released in 2022; " +
      "about 900 sales and a 4.8-star rating.",
    stack: ["Unity", "URP", "Shader Graph", "HLSL", "C#"],
    deploy: {
      "Unity Asset Store": { name: "Toon Tide", href: "https://assetstore.unity.com/packages/vfx/shaders/toon-tide-stylized-water-241876" },
    },
    image: { src: "/images/projects/toon-tide.png", alt: "Cartoon water with white foam lines around a small wooden dock" },
  },
  {
    name: "Slope Runner",
    github: "https://github.com/rcantuv/slope-runner",
    live: "https://rafacantu.itch.io/slope-runner",
    description:
      "The browser game I made in 2017 for my algebra students: you steer a runner by typing the slope and intercept of the next ramp. " +
      "About 600 students at Cedar Hollow played it. The original was built in Godot 2; I remade it in Godot 4 in 2023, and it plays in the browser.",
    stack: ["Godot", "GDScript", "HTML5"],
    deploy: { "itch.io": { name: "rafacantu.itch.io/slope-runner", href: "https://rafacantu.itch.io/slope-runner" } },
  },
];

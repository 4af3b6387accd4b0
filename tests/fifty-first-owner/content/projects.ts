import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Driftwood Keeper",
    github: "",
    live: "https://store.steampowered.com/app/2215730/Driftwood_Keeper/",
    description:
      "Lantern Crow Games' first game: a cozy action-adventure where you keep the lighthouses of a flooded archipelago alight, " +
      "sailing a small boat between islands and fending off sea spirits with a harpoon. Released on 14 September 2023 on Steam and Nintendo Switch, " +
      "and rated Very Positive on Steam (92% of about 3,400 user reviews). I wrote the boat controller, the harpoon combat and its game feel, " +
      "the toon water shader, and led the Switch performance work. The code belongs to the studio, so there is no public repository: the link goes to the Steam page.",
    stack: ["Unity", "C#", "HLSL", "Shader Graph", "Perforce"],
    deploy: {
      Steam: { name: "Steam", href: "https://store.steampowered.com/app/2215730/Driftwood_Keeper/" },
      "Nintendo Switch": { name: "Nintendo eShop", href: "https://www.nintendo.com/us/store/products/driftwood-keeper-switch/" },
    },
    image: { src: "/images/projects/driftwood-keeper.png", alt: "A small boat sailing towards a lit lighthouse over toon-shaded water at dusk" },
  },
  {
    name: "Pampa Shaders",
    github: "https://github.com/rafa-oliveira-dev/pampa-shaders",
    live: "https://rafa-oliveira-dev.github.io/pampa-shaders",
    description:
      "An open-source pack of 24 stylized shaders for Godot 4: toon lighting, water with foam, wind-swept grass, dissolve, outlines, " +
      "pixelation and a CRT filter, each with a demo scene and comments that explain the maths. MIT licensed, about 1,300 stars on GitHub, " +
      "and installable from the Godot Asset Library.",
    stack: ["Godot", "Godot Shading Language", "GDScript"],
    deploy: {
      "Godot Asset Library": { name: "Pampa Shaders", href: "https://godotengine.org/asset-library/asset/2481" },
      docs: "GitHub Pages",
    },
    image: { src: "/images/projects/pampa-shaders.png", alt: "A grid of Godot demo scenes: toon water, swaying grass and a dissolving statue" },
  },
  {
    name: "Cramped Curupira",
    github: "https://github.com/rafa-oliveira-dev/cramped-curupira",
    live: "https://rafa-oliveira.itch.io/cramped-curupira",
    description:
      "My Ludum Dare 54 entry (theme: Limited Space), made in 72 hours with two friends: a puzzle game where you squeeze creatures " +
      "from Brazilian folklore into a tiny hut before sunrise without letting them annoy each other. It won 1st place in the Graphics category " +
      "of the Jam, out of more than 1,000 Jam entries. Playable in the browser on itch.io; the source is on GitHub.",
    stack: ["Godot", "GDScript", "Aseprite"],
    deploy: { "itch.io": { name: "itch.io (web build)", href: "https://rafa-oliveira.itch.io/cramped-curupira" } },
    image: { src: "/images/projects/cramped-curupira.png", alt: "Pixel-art creatures from Brazilian folklore packed into a tiny wooden hut" },
  },
  {
    name: "LevelSmith",
    github: "",
    live: "https://assetstore.unity.com/packages/tools/level-design/levelsmith-251873",
    description:
      "A Unity editor tool for level designers that I sell on the Unity Asset Store: paint prefabs onto any surface, place props along splines, " +
      "snap to a grid, and scatter foliage procedurally with a seed you can re-roll. Supports Unity 2021.3 LTS and newer with the built-in, URP and HDRP " +
      "render pipelines. A paid, closed-source package at US$39, rated 4.7 out of 5 on the store.",
    stack: ["C#", "Unity", "UI Toolkit", "Unity Editor scripting"],
    deploy: { "Unity Asset Store": { name: "LevelSmith", href: "https://assetstore.unity.com/packages/tools/level-design/levelsmith-251873" } },
    image: { src: "/images/projects/levelsmith.png", alt: "LevelSmith's scene-view brush scattering rocks and ferns along a spline path" },
  },
  {
    name: "Rafa Shaders (YouTube)",
    github: "https://github.com/rafa-oliveira-dev/rafa-shaders-tutorials",
    live: "https://www.youtube.com/@rafashaders",
    description:
      "My devlog and tutorial channel on YouTube: 40 videos on shaders and tech art, from a first Shader Graph dissolve to HLSL ray-marched clouds " +
      "and Godot water, plus a behind-the-scenes devlog series on Driftwood Keeper's water. About 21,000 subscribers. " +
      "Every tutorial's project files are on GitHub.",
    stack: ["Unity", "Shader Graph", "HLSL", "Godot", "Blender"],
    deploy: { YouTube: { name: "@rafashaders", href: "https://www.youtube.com/@rafashaders" } },
  },
  {
    name: "Capivara Conta",
    github: "",
    live: "https://play.google.com/store/apps/details?id=br.com.caminhoaberto.capivaraconta",
    description:
      "An educational math game for children aged 6 to 8 that I built as a freelancer for the publisher Editora Caminho Aberto: " +
      "a capybara guides kids through counting, addition and subtraction puzzles on a river trip, with voice-over in Portuguese and Spanish. " +
      "More than 100,000 downloads on Google Play. The code belongs to the publisher.",
    stack: ["Unity", "C#", "Android", "iOS"],
    deploy: { "Google Play": "Google Play", "App Store": "App Store" },
    image: { src: "/images/projects/capivara-conta.png", alt: "A cartoon capybara on a raft holding number cards" },
  },
  {
    name: "Bestiário Pixelado",
    github: "",
    live: "https://rafa-oliveira.itch.io/bestiario-pixelado",
    description:
      "A hobby: a pixel-art zine about Brazilian folklore. Each issue draws a dozen creatures, from the Saci, the Curupira and the Boitatá " +
      "to the Iara and the Mula sem Cabeça, with a short bilingual text in Portuguese and English. Three issues so far, printed on a risograph " +
      "in runs of 200 and sold at comic fairs in Porto Alegre; the PDFs are pay-what-you-want on itch.io.",
    stack: ["Aseprite", "Risograph printing"],
    deploy: { "itch.io": { name: "PDF on itch.io", href: "https://rafa-oliveira.itch.io/bestiario-pixelado" }, print: "Risograph, runs of 200" },
    image: { src: "/images/projects/bestiario-pixelado.png", alt: "A risograph-printed zine page with a pixel-art Saci in red and blue" },
  },
];

import type { Project } from "./types";

export const projects: Project[] = [
  {
    name: "Lanternfall",
    github: "",
    live: "https://lanternfall.example.com.au",
    description:
      "A hand-drawn puzzle platformer about a moth carrying light through a flooded city, released in 2023 and rated Very Positive on Steam.",
    stack: ["Unity", "C#", "HLSL"],
    deploy: {
      Steam: { name: "Lanternfall", href: "https://store.steampowered.com/app/2222220/Lanternfall/" },
      "itch.io": { name: "quinn-tran.itch.io/lanternfall", href: "https://quinn-tran.itch.io/lanternfall" },
    },
    image: { src: "/images/ninth-lanternfall.png", alt: "A glowing moth above flooded rooftops at night" },
  },
  {
    name: "Inkwash Shaders",
    github: "https://github.com/quinn-tran-example/inkwash-shaders",
    live: "",
    description:
      "An open-source library of stylised shaders (ink outlines, watercolour fills and toon ramps) in HLSL and GLSL, with drop-in versions for Unity and Unreal.",
    stack: ["HLSL", "GLSL", "Unity", "Unreal Engine"],
    deploy: {},
    image: { src: "/images/ninth-inkwash.png", alt: "A teapot rendered as a watercolour sketch" },
  },
  {
    name: "Tidepool",
    github: "https://github.com/quinn-tran-example/tidepool",
    live: "https://tidepool.example.com.au",
    description: "A browser demo of a rock pool at low tide, with real-time water caustics and ten thousand instanced fish in WebGL.",
    stack: ["Three.js", "TypeScript", "GLSL", "WebGL"],
    deploy: { frontend: "Netlify", domain: "tidepool.example.com.au" },
    image: { src: "/images/ninth-tidepool.webp", alt: "Light rippling over rocks and small fish in shallow water" },
  },
  {
    name: "Bin Chicken Heist",
    github: "",
    live: "https://quinn-tran.itch.io/bin-chicken-heist",
    description:
      "A Global Game Jam 2024 entry made in 48 hours: a stealth game about an ibis stealing chips from a food court, which won the Melbourne site's people's choice award.",
    stack: ["Unreal Engine", "Blueprints", "C++"],
    deploy: { "itch.io": { name: "quinn-tran.itch.io/bin-chicken-heist", href: "https://quinn-tran.itch.io/bin-chicken-heist" } },
  },
  {
    name: "Fogbank Volumetrics",
    github: "",
    live: "https://assetstore.unity.com/packages/vfx/shaders/fogbank-volumetrics-222222",
    description: "A Unity asset for volumetric fog and light shafts in the Universal Render Pipeline, with a compute-shader path for mobile.",
    stack: ["Unity", "C#", "HLSL", "Compute shaders"],
    deploy: {
      "Unity Asset Store": {
        name: "Fogbank Volumetrics",
        href: "https://assetstore.unity.com/packages/vfx/shaders/fogbank-volumetrics-222222",
      },
    },
  },
];

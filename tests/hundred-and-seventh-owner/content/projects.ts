import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Paume",
    github: "https://github.com/tienne-gl/paume",
    live: "https://assetstore.unity.com/packages/tools/input-management/paume-hand-menus-example",
    description:
      "A free, open-source Unity package for hand-tracking menus (paume is French for palm). Turn your hand over and a menu opens on your palm; " +
      "pinch to pick an item, and the menu follows your hand without jitter. It works with OpenXR and the Meta XR SDK on Meta Quest 3, and with " +
      "Unity PolySpatial on Apple Vision Pro. I started it in 2023 on my own time because every project at work needed the same menus, and now all of " +
      "Northern Light Interactive's trainers use it. MIT licensed, about 1,100 GitHub stars and over 9,000 downloads from the Unity Asset Store, " +
      "where it's free.",
    stack: ["Unity", "C#", "OpenXR", "Meta XR SDK", "XR Hands"],
    deploy: {
      "Unity Asset Store": {
        name: "Paume on the Unity Asset Store",
        href: "https://assetstore.unity.com/packages/tools/input-management/paume-hand-menus-example",
      },
      source: { name: "GitHub", href: "https://github.com/tienne-gl/paume" },
    },
  },
  {
    name: "Encore",
    github: "",
    live: "https://tienne.example.com/encore",
    description:
      "A visionOS app prototype I built in 2024, as a freelance evening project, for the Orchestre philharmonique du Mont-Royal: a tour of their concert " +
      "hall, the Salle Édouard-Lalonde, on Apple Vision Pro. You walk onto the empty stage, sit in the cello section during a rehearsal recorded in " +
      "spatial audio, and look up at the hall's acoustic panels while the conductor explains how they shape the sound. Written in Swift with SwiftUI " +
      "and RealityKit, with the scenes assembled in Reality Composer Pro; I modelled the hall in Blender. It's a prototype for the orchestra's board, " +
      "not on the App Store, so this links to a video walkthrough.",
    stack: ["Swift", "SwiftUI", "RealityKit", "visionOS", "Reality Composer Pro", "Blender"],
    deploy: { video: { name: "Video walkthrough", href: "https://tienne.example.com/encore" } },
  },
  {
    name: "Fossiles vivants",
    github: "",
    live: "https://apps.apple.com/ca/app/fossiles-vivants/id6444000142",
    description:
      "The augmented-reality app I built at Atelier Boréal for the Musée de la nature de l'Estrie in Sherbrooke, released in 2021. Point a phone or " +
      "tablet at one of the museum's fossil skeletons and the animal walks out of it, life-size, with sound. Made in Unity and C# with AR Foundation " +
      "(ARKit on iOS, ARCore on Android), with animals modelled by the agency's 3D artists in Blender and the audio in FMOD. Free, in French and " +
      "English, on the App Store and Google Play; about 60,000 museum visitors have used it. The code belongs to Atelier Boréal, so this links to " +
      "the App Store page.",
    stack: ["Unity", "C#", "AR Foundation", "ARKit", "ARCore", "iOS", "Android", "Blender", "FMOD"],
    deploy: {
      "App Store": { name: "Fossiles vivants on the App Store", href: "https://apps.apple.com/ca/app/fossiles-vivants/id6444000142" },
      "Google Play": "Google Play",
    },
  },
  {
    name: "Archet",
    github: "https://github.com/tienne-gl/archet",
    live: "https://archet.tienne.example.com",
    description:
      "A WebXR experiment from 2023: a virtual cello you can bow in your browser (archet is French for bow). Open the page in the Meta Quest Browser, " +
      "pick up the bow with a controller or your bare hand, and the speed and pressure of your stroke shape the sound, synthesized live with the " +
      "Web Audio API. Built with Three.js and plain JavaScript on WebGL; it also runs in a desktop browser with the mouse, no headset needed. " +
      "It's an experiment, not a product, but my old cello students love it.",
    stack: ["Three.js", "WebXR", "JavaScript", "Web Audio API", "WebGL"],
    deploy: { frontend: "GitHub Pages", demo: { name: "archet.tienne.example.com", href: "https://archet.tienne.example.com" } },
  },
  {
    name: "Keep Your Lunch (talk on motion sickness in VR)",
    github: "",
    live: "https://tienne.example.com/talks/keep-your-lunch",
    description:
      "A 30-minute talk I gave in English at MTL Connect 2024 in Montréal, in October 2024, on designing VR that doesn't make people sick. It covers " +
      "why motion sickness happens (your eyes and your inner ear disagree), teleport versus smooth locomotion, vignettes while moving, never moving " +
      "the camera without the player, and holding a steady 72 to 90 frames per second, with what we measured on Northern Light Interactive's trainers " +
      "on Meta Quest 3. The slides and the recording are free online.",
    stack: ["Unity", "OpenXR", "Meta Quest 3"],
    deploy: {
      recording: { name: "MTL Connect 2024 recording", href: "https://www.youtube.com/@tienne-xr-example" },
      slides: { name: "Slides", href: "https://tienne.example.com/talks/keep-your-lunch" },
    },
  },
  {
    name: "Confined Space Trainer",
    github: "",
    live: "https://northernlight.example.com/work/confined-space-trainer",
    description:
      "A VR safety trainer I led at Northern Light Interactive in 2024 for a hydro-electric utility: workers practise entering a turbine's inspection " +
      "chamber, testing the air for gas and getting a fainted co-worker out, with no real risk. Built in Unreal Engine 5, mostly in Blueprints, with a " +
      "little C++ for the gas-detector simulation; it runs on PC VR and on Meta Quest 3 through OpenXR, and the project lives in Plastic SCM. " +
      "The code and the client are confidential, so this links to the studio's case study.",
    stack: ["Unreal Engine 5", "Blueprints", "C++", "OpenXR", "Meta Quest 3", "Plastic SCM"],
    deploy: {
      "case study": { name: "Northern Light Interactive case study", href: "https://northernlight.example.com/work/confined-space-trainer" },
    },
  },
];

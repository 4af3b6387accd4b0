import type { Project } from "./types";

export const projects: Project[] = [
  {
    name: "Maré",
    github: "",
    live: "https://mare.tomas.example.pt",
    description: "An iPhone app for tide times and surf conditions on the Portuguese coast, with home-screen widgets and full VoiceOver support.",
    stack: ["Swift", "SwiftUI", "WidgetKit"],
    deploy: { "App Store": { name: "Maré – Tide Times", href: "https://apps.apple.com/app/id6400000001" } },
    image: { src: "/images/projects/mare.png", alt: "Three iPhone screens showing tide charts for Ericeira" },
  },
  {
    name: "react-native-calm-sheet",
    github: "https://github.com/tomas-ribeiro-example/react-native-calm-sheet",
    live: "",
    description: "An accessible bottom sheet for React Native that moves screen-reader focus into the sheet and respects reduced motion.",
    stack: ["TypeScript", "React Native", "Jest"],
    deploy: {
      npm: { name: "react-native-calm-sheet", href: "https://www.npmjs.com/package/react-native-calm-sheet" },
    },
  },
  {
    name: "Azulejo",
    github: "https://github.com/tomas-ribeiro-example/azulejo",
    live: "https://azulejo.tomas.example.pt",
    description:
      "A design system of tokens, Figma components and matching React and SwiftUI components, first built for Red Fox Studio's client apps.",
    stack: ["Figma", "React", "SwiftUI", "Storybook", "Style Dictionary"],
    deploy: { docs: "Vercel", npm: "@tomas-ribeiro/azulejo" },
  },
  {
    name: "Mealheiro",
    github: "https://github.com/tomas-ribeiro-example/mealheiro",
    live: "",
    description: "An Android app that splits shared bills between flatmates, tracks who owes whom and reminds them to settle up.",
    stack: ["Kotlin", "Jetpack Compose", "Room", "Firebase"],
    deploy: {
      "Google Play": { name: "Mealheiro", href: "https://play.google.com/store/apps/details?id=pt.example.mealheiro" },
      backend: "Firebase",
    },
  },
  {
    name: "Contrast Checker",
    github: "https://github.com/tomas-ribeiro-example/contrast-checker",
    live: "",
    description: "A Figma plugin that checks every text layer's colour contrast against WCAG 2.1 and suggests the nearest colour that passes.",
    stack: ["TypeScript", "Figma Plugin API"],
    deploy: { "Figma Community": { name: "Contrast Checker", href: "https://www.figma.com/community/plugin/0000000001" } },
  },
  {
    name: "Trilho",
    github: "https://github.com/tomas-ribeiro-example/trilho",
    live: "",
    description: "A React Native app with offline maps of Madeira's hiking trails, made for a walking-tour company.",
    stack: ["React Native", "Expo", "TypeScript", "Mapbox"],
    deploy: { frontend: "Expo EAS", backend: "Supabase" },
  },
];

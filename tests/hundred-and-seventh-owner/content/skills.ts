import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "C#", icon: "lu:code" },
      { label: "C++ (a little, for Unreal Engine)", icon: "si:cplusplus" },
      { label: "Swift", icon: "si:swift" },
      { label: "JavaScript (for WebXR)", icon: "si:javascript" },
    ],
  },
  {
    title: "Engines",
    items: [
      { label: "Unity", icon: "si:unity" },
      { label: "Unreal Engine 5 (Blueprints)", icon: "si:unrealengine" },
    ],
  },
  {
    title: "XR Platforms & SDKs",
    items: [
      { label: "Meta Quest 3", icon: "si:meta" },
      { label: "Apple Vision Pro (visionOS)", icon: "si:apple" },
      { label: "OpenXR", icon: "lu:glasses" },
      { label: "Meta XR SDK", icon: "si:meta" },
    ],
  },
  {
    title: "Mobile AR",
    items: [
      { label: "ARKit (iOS)", icon: "si:apple" },
      { label: "ARCore (Android)", icon: "si:android" },
      { label: "AR Foundation", icon: "si:unity" },
    ],
  },
  {
    title: "visionOS",
    items: [
      { label: "RealityKit", icon: "si:apple" },
      { label: "SwiftUI", icon: "si:swift" },
      { label: "Unity PolySpatial", icon: "si:unity" },
    ],
  },
  {
    title: "WebXR",
    items: [
      { label: "Three.js", icon: "si:threedotjs" },
      { label: "WebXR Device API", icon: "lu:globe" },
      { label: "Web Audio API", icon: "lu:audio-lines" },
    ],
  },
  {
    title: "Interaction & Comfort",
    items: [
      { label: "Hand-tracking interaction", icon: "lu:hand" },
      { label: "Comfort design against motion sickness", icon: "lu:heart-pulse" },
      { label: "Spatial audio", icon: "lu:headphones" },
    ],
  },
  {
    title: "Rendering & Performance",
    items: [
      { label: "Baked lighting and light probes", icon: "lu:lightbulb" },
      { label: "Performance profiling on standalone headsets (72–90 fps)", icon: "lu:gauge" },
    ],
  },
  {
    title: "Tools",
    items: [
      { label: "Blender (props and rooms)", icon: "si:blender" },
      { label: "FMOD (audio)", icon: "lu:audio-waveform" },
      { label: "Git and Git LFS", icon: "si:git" },
      { label: "Plastic SCM", icon: "si:unity" },
    ],
  },
];

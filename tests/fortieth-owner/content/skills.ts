import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages & Engines",
    items: [
      { label: "C++", icon: "si:cplusplus" },
      { label: "C#", icon: "lu:hash" },
      { label: "Python", icon: "si:python" },
      { label: "Unreal Engine 5", icon: "si:unrealengine" },
      { label: "Blueprints", icon: "lu:workflow" },
      { label: "Unity", icon: "si:unity" },
    ],
  },
  {
    title: "Gameplay Systems",
    items: [
      { label: "Traversal & interaction systems", icon: "lu:mountain" },
      { label: "Multiplayer networking", icon: "lu:network" },
      { label: "VR (OpenXR)", icon: "lu:glasses" },
      { label: "Editor tools", icon: "lu:wrench" },
    ],
  },
  {
    title: "Technical Art",
    items: [
      { label: "HLSL shaders", icon: "lu:sparkles" },
      { label: "Universal Render Pipeline (URP)", icon: "lu:layers" },
      { label: "Houdini", icon: "si:houdini" },
      { label: "VEX", icon: "lu:code" },
      { label: "Procedural generation", icon: "lu:shapes" },
    ],
  },
  {
    title: "Performance",
    items: [
      { label: "Profiling & optimization", icon: "lu:gauge" },
      { label: "Unreal Insights", icon: "lu:activity" },
      { label: "Frame & memory budgets", icon: "lu:cpu" },
    ],
  },
  {
    title: "Pipeline & Teaching",
    items: [
      { label: "Perforce", icon: "si:perforce" },
      { label: "Git", icon: "si:git" },
      { label: "Jenkins", icon: "si:jenkins" },
      { label: "Teaching & mentoring", icon: "lu:graduation-cap" },
    ],
  },
];

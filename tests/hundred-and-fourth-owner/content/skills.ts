import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "C++", icon: "si:cplusplus" },
      { label: "C#", icon: "lu:code" },
      { label: "GDScript", icon: "si:godotengine" },
      { label: "Python (tools and scripts)", icon: "si:python" },
    ],
  },
  {
    title: "Engines",
    items: [
      { label: "Unity", icon: "si:unity" },
      { label: "Godot", icon: "si:godotengine" },
      { label: "Unreal Engine (Blueprints and C++)", icon: "si:unrealengine" },
    ],
  },
  {
    title: "Gameplay Systems",
    items: [
      { label: "Gameplay AI (behaviour trees)", icon: "lu:workflow" },
      { label: "Animation state machines", icon: "lu:network" },
      { label: "Shaders (HLSL, GLSL)", icon: "lu:palette" },
    ],
  },
  {
    title: "Platforms & Shipping",
    items: [
      { label: "Nintendo Switch porting", icon: "lu:gamepad-2" },
      { label: "Steamworks", icon: "si:steam" },
    ],
  },
  {
    title: "Tools",
    items: [
      { label: "Perforce", icon: "si:perforce" },
      { label: "Git", icon: "si:git" },
      { label: "Blender (basic)", icon: "si:blender" },
    ],
  },
];

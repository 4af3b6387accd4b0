import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Engines & Code",
    items: [
      { label: "C#", icon: "lu:hash" },
      { label: "Unity", icon: "si:unity" },
      { label: "Godot", icon: "si:godotengine" },
      { label: "GDScript", icon: "lu:file-code" },
      { label: "C++ (basic)", icon: "si:cplusplus" },
    ],
  },
  {
    title: "Shaders & Tech Art",
    items: [
      { label: "HLSL", icon: "lu:sparkles" },
      { label: "Shader Graph", icon: "lu:workflow" },
      { label: "Godot Shading Language", icon: "lu:code" },
      { label: "Procedural generation", icon: "lu:dices" },
      { label: "Particle VFX", icon: "lu:flame" },
    ],
  },
  {
    title: "3D & 2D Art",
    items: [
      { label: "Blender", icon: "si:blender" },
      { label: "Houdini (learning)", icon: "si:houdini" },
      { label: "Aseprite", icon: "si:aseprite" },
      { label: "Photoshop", icon: "lu:image" },
    ],
  },
  {
    title: "Gameplay & Performance",
    items: [
      { label: "Game feel & juice", icon: "lu:gamepad-2" },
      { label: "Player controllers & cameras", icon: "lu:camera" },
      { label: "Performance profiling on consoles", icon: "lu:gauge" },
      { label: "Unity Profiler", icon: "lu:activity" },
      { label: "RenderDoc", icon: "lu:scan-search" },
    ],
  },
  {
    title: "Pipeline & Collaboration",
    items: [
      { label: "Git", icon: "si:git" },
      { label: "Git LFS", icon: "si:gitlfs" },
      { label: "Perforce", icon: "si:perforce" },
      { label: "Jira", icon: "si:jira" },
      { label: "Unity editor tools", icon: "lu:wrench" },
    ],
  },
];

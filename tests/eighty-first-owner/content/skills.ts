import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Game Engines",
    items: [
      { label: "Unreal Engine 5", icon: "si:unrealengine" },
      { label: "Blueprints", icon: "lu:workflow" },
      { label: "Unity", icon: "si:unity" },
      { label: "Godot", icon: "si:godotengine" },
    ],
  },
  {
    title: "Programming",
    items: [
      { label: "C++", icon: "si:cplusplus" },
      { label: "C#", icon: "lu:hash" },
      { label: "GDScript", icon: "lu:file-code" },
      { label: "Python", icon: "si:python" },
    ],
  },
  {
    title: "Tech Art",
    items: [
      { label: "HLSL shaders", icon: "lu:sparkles" },
      { label: "Houdini (a little)", icon: "si:houdini" },
      { label: "Maya", icon: "lu:box" },
      { label: "Pipeline tools in Python", icon: "lu:wrench" },
    ],
  },
  {
    title: "Game Accessibility",
    items: [
      { label: "Subtitles and captions", icon: "lu:captions" },
      { label: "Visual sound cues", icon: "lu:ear-off" },
      { label: "Remappable controls", icon: "lu:keyboard" },
    ],
  },
  {
    title: "Version Control",
    items: [
      { label: "Perforce", icon: "lu:hard-drive" },
      { label: "Git", icon: "si:git" },
      { label: "GitHub", icon: "si:github" },
    ],
  },
];

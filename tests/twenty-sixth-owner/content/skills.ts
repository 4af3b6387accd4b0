import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Engines & Languages",
    items: [
      { label: "Unity", icon: "si:unity" },
      { label: "C#", icon: "lu:hash" },
      { label: "Unreal Engine", icon: "si:unrealengine" },
      { label: "C++", icon: "si:cplusplus" },
      { label: "Godot", icon: "si:godotengine" },
      { label: "GDScript", icon: "lu:file-code" },
    ],
  },
  {
    title: "Shaders, VFX & Art",
    items: [
      { label: "HLSL", icon: "lu:code" },
      { label: "Shader Graph", icon: "lu:workflow" },
      { label: "VFX Graph", icon: "lu:sparkles" },
      { label: "Godot shaders", icon: "lu:palette" },
      { label: "Blender", icon: "si:blender" },
      { label: "RenderDoc", icon: "lu:scan-search" },
    ],
  },
  {
    title: "Gameplay Systems",
    items: [
      { label: "Ability systems", icon: "lu:swords" },
      { label: "Character controllers & traversal", icon: "lu:footprints" },
      { label: "Enemy AI & behavior trees", icon: "lu:git-fork" },
      { label: "Procedural generation", icon: "lu:dices" },
      { label: "Game math: vectors, quaternions, splines", icon: "lu:sigma" },
      { label: "Designer tools & editor scripting", icon: "lu:wrench" },
    ],
  },
  {
    title: "Tools & Pipeline",
    items: [
      { label: "Git", icon: "si:git" },
      { label: "Perforce", icon: "si:perforce" },
      { label: "JetBrains Rider", icon: "si:rider" },
      { label: "Visual Studio", icon: "lu:code-xml" },
      { label: "Jira", icon: "si:jira" },
      { label: "FMOD", icon: "lu:audio-lines" },
      { label: "DaVinci Resolve", icon: "si:davinciresolve" },
    ],
  },
  {
    title: "Platforms I've Shipped On",
    items: [
      { label: "PC (Steam)", icon: "si:steam" },
      { label: "Nintendo Switch", icon: "lu:gamepad-2" },
      { label: "PlayStation 5", icon: "si:playstation5" },
      { label: "Xbox Series X|S", icon: "lu:gamepad" },
      { label: "iOS", icon: "si:ios" },
      { label: "Android", icon: "si:android" },
    ],
  },
];

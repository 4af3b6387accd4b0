import type { SkillGroup } from "./types";

export const skillGroups: SkillGroup[] = [
  {
    title: "Engines",
    items: [
      { label: "Unity", icon: "si:unity" },
      { label: "Unreal Engine", icon: "si:unrealengine" },
      { label: "Blueprints", icon: "lu:shapes" },
    ],
  },
  {
    title: "Graphics",
    items: [
      { label: "Vulkan", icon: "si:vulkan" },
      { label: "HLSL", icon: "lu:layers" },
      { label: "GLSL", icon: "si:opengl" },
      { label: "Three.js", icon: "si:threedotjs" },
      { label: "WebGL", icon: "si:webgl" },
    ],
  },
  {
    title: "Languages",
    items: [
      { label: "C++", icon: "si:cplusplus" },
      { label: "C#", icon: "si:dotnet" },
      { label: "TypeScript", icon: "si:typescript" },
    ],
  },
  {
    title: "Craft",
    items: [
      { label: "Level design", icon: "lu:map" },
      { label: "Console porting", icon: "lu:gamepad-2" },
      { label: "Performance profiling", icon: "lu:cpu" },
      { label: "Mentoring", icon: "lu:users" },
      { label: "Perforce", icon: "si:perforce" },
      { label: "Git", icon: "si:git" },
    ],
  },
];

import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "C++", icon: "si:cplusplus" },
      { label: "C#", icon: "lu:hash" },
      { label: "Python", icon: "si:python" },
      { label: "PowerShell", icon: "lu:terminal" },
    ],
  },
  {
    title: "Engines & Editor Tooling",
    items: [
      { label: "Unreal Engine", icon: "si:unrealengine" },
      { label: "Unity", icon: "si:unity" },
      { label: "Slate (Unreal editor UI)", icon: "lu:panels-top-left" },
      { label: "Unity Editor scripting", icon: "lu:app-window" },
      { label: "Qt", icon: "si:qt" },
    ],
  },
  {
    title: "Builds & Version Control",
    items: [
      { label: "Perforce", icon: "si:perforce" },
      { label: "TeamCity", icon: "si:teamcity" },
      { label: "Jenkins", icon: "si:jenkins" },
      { label: "CMake", icon: "si:cmake" },
      { label: "Build farms", icon: "lu:server" },
      { label: "Docker", icon: "si:docker" },
      { label: "Git", icon: "si:git" },
      { label: "GitHub Actions", icon: "si:githubactions" },
    ],
  },
  {
    title: "Asset Pipelines & Localisation",
    items: [
      { label: "FBX SDK", icon: "lu:box" },
      { label: "Blender scripting", icon: "si:blender" },
      { label: "TOML", icon: "si:toml" },
      { label: "FreeType", icon: "lu:type" },
      { label: "String tables & .po files", icon: "lu:languages" },
    ],
  },
  {
    title: "Debugging & Profiling",
    items: [
      { label: "Visual Studio", icon: "lu:code-xml" },
      { label: "JetBrains Rider", icon: "si:rider" },
      { label: "Unreal Insights", icon: "lu:activity" },
      { label: "RenderDoc", icon: "lu:scan-eye" },
    ],
  },
  {
    title: "Teaching & Leadership",
    items: [
      { label: "Teaching (French and English)", icon: "lu:graduation-cap" },
      { label: "Mentoring", icon: "lu:users" },
      { label: "Code review", icon: "lu:git-pull-request" },
      { label: "Technical writing", icon: "lu:notebook-pen" },
    ],
  },
];

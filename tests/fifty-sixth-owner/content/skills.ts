import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Engines",
    items: [
      { label: "Unity", icon: "si:unity" },
      { label: "Universal Render Pipeline (URP)", icon: "lu:layers" },
      { label: "Shader Graph", icon: "lu:workflow" },
      { label: "Godot 4", icon: "si:godotengine" },
      { label: "GDExtension", icon: "lu:puzzle" },
    ],
  },
  {
    title: "Languages",
    items: [
      { label: "C#", icon: "lu:hash" },
      { label: "HLSL", icon: "lu:sparkles" },
      { label: "GDScript", icon: "lu:file-code" },
      { label: "C++", icon: "si:cplusplus" },
      { label: "Godot shading language", icon: "lu:palette" },
    ],
  },
  {
    title: "Graphics & Performance",
    items: [
      { label: "Volumetric fog and lighting", icon: "lu:cloud-fog" },
      { label: "Post-processing effects", icon: "lu:sun" },
      { label: "Compute shaders", icon: "lu:cpu" },
      { label: "GPU profiling (RenderDoc, Unity Frame Debugger)", icon: "lu:gauge" },
      { label: "Console optimization (Nintendo Switch)", icon: "lu:gamepad-2" },
    ],
  },
  {
    title: "Platforms & Pipeline",
    items: [
      { label: "Steamworks", icon: "si:steam" },
      { label: "Nintendo Switch", icon: "lu:gamepad-2" },
      { label: "Git", icon: "si:git" },
      { label: "Perforce", icon: "si:perforce" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Jira", icon: "si:jira" },
    ],
  },
  {
    title: "QA & Testing",
    items: [
      { label: "Unity Test Framework", icon: "lu:test-tube" },
      { label: "Automated smoke tests", icon: "lu:list-checks" },
      { label: "Console certification testing", icon: "lu:clipboard-check" },
      { label: "Bug triage", icon: "lu:bug" },
    ],
  },
  {
    title: "Web (earlier career)",
    items: [
      { label: "WordPress", icon: "si:wordpress" },
      { label: "PHP", icon: "si:php" },
      { label: "JavaScript", icon: "si:javascript" },
      { label: "HTML & CSS", icon: "si:html5" },
      { label: "MySQL", icon: "si:mysql" },
    ],
  },
];

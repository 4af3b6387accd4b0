import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Code",
    items: [
      { label: "JavaScript", icon: "si:javascript" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "GLSL shaders", icon: "lu:sparkles" },
      { label: "C++ (openFrameworks)", icon: "si:cplusplus" },
      { label: "C# (Unity)", icon: "lu:file-code" },
    ],
  },
  {
    title: "Real-time Graphics",
    items: [
      { label: "three.js", icon: "si:threedotjs" },
      { label: "WebGL", icon: "si:webgl" },
      { label: "p5.js", icon: "si:p5dotjs" },
      { label: "TouchDesigner", icon: "lu:workflow" },
      { label: "Unity", icon: "si:unity" },
      { label: "openFrameworks", icon: "lu:box" },
      { label: "Blender", icon: "si:blender" },
    ],
  },
  {
    title: "Light & Hardware",
    items: [
      { label: "Arduino", icon: "si:arduino" },
      { label: "DMX lighting", icon: "lu:lightbulb" },
      { label: "Art-Net", icon: "lu:network" },
      { label: "Projection mapping (MadMapper)", icon: "lu:projector" },
      { label: "Depth cameras (Kinect)", icon: "lu:scan-eye" },
    ],
  },
  {
    title: "Sound",
    items: [
      { label: "Ableton Live", icon: "si:abletonlive" },
      { label: "Max for Live", icon: "lu:audio-waveform" },
      { label: "Web Audio API", icon: "lu:audio-lines" },
    ],
  },
  {
    title: "Web & Tools",
    items: [
      { label: "Node.js", icon: "si:nodedotjs" },
      { label: "React (for dashboards)", icon: "si:react" },
      { label: "SQLite", icon: "si:sqlite" },
      { label: "Git", icon: "si:git" },
    ],
  },
];

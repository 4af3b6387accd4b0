import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "C++", icon: "si:cplusplus" },
      { label: "Rust", icon: "si:rust" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "Pure Data", icon: "lu:git-fork" },
    ],
  },
  {
    title: "Plugins & Audio Frameworks",
    items: [
      { label: "JUCE", icon: "lu:audio-waveform" },
      { label: "VST3", icon: "lu:plug" },
      { label: "Audio Units (AU)", icon: "si:apple" },
      { label: "AAX (Pro Tools)", icon: "lu:plug-zap" },
      { label: "CLAP", icon: "lu:hand" },
      { label: "Web Audio API", icon: "lu:globe" },
    ],
  },
  {
    title: "DSP",
    items: [
      { label: "Filter and EQ design", icon: "lu:audio-lines" },
      { label: "Convolution reverb", icon: "lu:radio" },
      { label: "Dynamics (compressors, limiters)", icon: "lu:gauge" },
      { label: "Oversampling and anti-aliasing", icon: "lu:activity" },
      { label: "Lock-free real-time programming", icon: "lu:timer" },
      { label: "SIMD optimisation", icon: "lu:cpu" },
    ],
  },
  {
    title: "Tools",
    items: [
      { label: "CMake", icon: "si:cmake" },
      { label: "Git", icon: "si:git" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Xcode", icon: "si:xcode" },
      { label: "Visual Studio", icon: "lu:code" },
      { label: "Vite", icon: "si:vite" },
    ],
  },
  {
    title: "Studio",
    items: [
      { label: "Pro Tools", icon: "lu:sliders-horizontal" },
      { label: "Ableton Live", icon: "lu:headphones" },
      { label: "Reaper", icon: "lu:disc-3" },
      { label: "Recording and mixing", icon: "lu:mic" },
      { label: "Electric and double bass", icon: "lu:guitar" },
    ],
  },
];

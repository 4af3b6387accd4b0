import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "C++ (C++17 and C++20)", icon: "si:cplusplus" },
      { label: "Rust", icon: "si:rust" },
      { label: "Python", icon: "si:python" },
    ],
  },
  {
    title: "Plugins & Audio Frameworks",
    items: [
      { label: "JUCE", icon: "si:juce" },
      { label: "VST3", icon: "lu:plug" },
      { label: "Audio Unit (AU)", icon: "si:apple" },
      { label: "pluginval", icon: "lu:badge-check" },
    ],
  },
  {
    title: "DSP",
    items: [
      { label: "Reverbs and delays", icon: "lu:waves-horizontal" },
      { label: "Filters and EQ", icon: "lu:audio-waveform" },
      { label: "Pitch detection", icon: "lu:eighth-note" },
      { label: "Real-time-safe audio code", icon: "lu:timer" },
    ],
  },
  {
    title: "Build & Tooling",
    items: [
      { label: "CMake", icon: "si:cmake" },
      { label: "Git", icon: "si:git" },
      { label: "GitHub Actions", icon: "si:githubactions" },
    ],
  },
  {
    title: "Sound & Installations",
    items: [
      { label: "Max/MSP", icon: "lu:cable" },
      { label: "Multichannel sound", icon: "lu:speaker" },
      { label: "Field recording with hydrophones", icon: "lu:mic" },
    ],
  },
  {
    title: "Studio",
    items: [
      { label: "Recording and mixing (from my studio years; not for hire)", icon: "lu:sliders-horizontal" },
      { label: "Pro Tools", icon: "lu:audio-lines" },
      { label: "Cello", icon: "lu:half-note" },
    ],
  },
];

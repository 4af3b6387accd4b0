import type { SkillGroup } from "./types";

export const skillGroups: SkillGroup[] = [
  {
    title: "Firmware",
    items: [
      { label: "C", icon: "si:c" },
      { label: "C++", icon: "si:cplusplus" },
      { label: "Rust", icon: "si:rust" },
      { label: "Zephyr", icon: "lu:cpu" },
      { label: "FreeRTOS", icon: "lu:microchip" },
      { label: "STM32", icon: "si:stmicroelectronics" },
      { label: "ESP32", icon: "si:espressif" },
      { label: "nRF52", icon: "si:nordicsemiconductor" },
      { label: "LoRaWAN", icon: "lu:radio" },
    ],
  },
  {
    title: "Hardware & Tools",
    items: [
      { label: "KiCad", icon: "si:kicad" },
      { label: "Soldering", icon: "lu:flame" },
      { label: "Oscilloscopes", icon: "lu:activity" },
      { label: "Logic analysers", icon: "lu:cable" },
      { label: "JTAG debugging", icon: "lu:bug-play" },
      { label: "PlatformIO", icon: "si:platformio" },
      { label: "CMake", icon: "si:cmake" },
      { label: "Git", icon: "si:git" },
    ],
  },
  {
    title: "Tooling & Dashboards",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "pytest", icon: "si:pytest" },
      { label: "Bash", icon: "si:gnubash" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "Svelte", icon: "si:svelte" },
      { label: "MQTT", icon: "si:mqtt" },
      { label: "GitHub Actions", icon: "si:githubactions" },
    ],
  },
  {
    title: "Developer Relations",
    items: [
      { label: "Technical writing", icon: "lu:pen-line" },
      { label: "Public speaking", icon: "lu:mic" },
      { label: "Sample code", icon: "lu:file-code" },
      { label: "Workshops", icon: "lu:presentation" },
      { label: "Video tutorials", icon: "lu:video" },
    ],
  },
];

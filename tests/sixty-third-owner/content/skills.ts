import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "C", icon: "si:c" },
      { label: "Rust", icon: "si:rust" },
      { label: "Python", icon: "si:python" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "C++", icon: "si:cplusplus" },
    ],
  },
  {
    title: "Embedded & RTOS",
    items: [
      { label: "Zephyr RTOS", icon: "lu:wind" },
      { label: "FreeRTOS", icon: "lu:cpu" },
      { label: "STM32", icon: "si:stmicroelectronics" },
      { label: "Nordic nRF52", icon: "si:nordicsemiconductor" },
      { label: "embedded-hal", icon: "lu:microchip" },
      { label: "Low-power design", icon: "lu:battery-charging" },
    ],
  },
  {
    title: "Connectivity",
    items: [
      { label: "LoRaWAN", icon: "lu:radio-tower" },
      { label: "The Things Network", icon: "lu:radio" },
      { label: "MQTT", icon: "si:mqtt" },
      { label: "Bluetooth Low Energy", icon: "si:bluetooth" },
      { label: "SDI-12", icon: "lu:cable" },
      { label: "Cellular modems (2G / LTE-M)", icon: "lu:signal" },
    ],
  },
  {
    title: "Hardware & Lab",
    items: [
      { label: "KiCad", icon: "si:kicad" },
      { label: "Oscilloscopes & logic analysers", icon: "lu:activity" },
      { label: "Power profiling", icon: "lu:gauge" },
      { label: "SMD soldering & rework", icon: "lu:flame" },
      { label: "3D printing", icon: "lu:printer" },
    ],
  },
  {
    title: "Software & Tools",
    items: [
      { label: "React", icon: "si:react" },
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Git", icon: "si:git" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Docker", icon: "si:docker" },
      { label: "Linux", icon: "si:linux" },
    ],
  },
  {
    title: "Science & Teaching",
    items: [
      { label: "Analytical chemistry", icon: "lu:test-tube" },
      { label: "Sensor calibration", icon: "lu:ruler" },
      { label: "Soil moisture measurement", icon: "lu:sprout" },
      { label: "Teaching & workshops", icon: "lu:graduation-cap" },
    ],
  },
];

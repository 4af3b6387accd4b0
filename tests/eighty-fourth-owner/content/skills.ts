import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "C", icon: "si:c" },
      { label: "C++17", icon: "si:cplusplus" },
      { label: "Python", icon: "si:python" },
    ],
  },
  {
    title: "Embedded & RTOS",
    items: [
      { label: "ARM Cortex-M", icon: "si:arm" },
      { label: "STM32", icon: "si:stmicroelectronics" },
      { label: "FreeRTOS", icon: "lu:cpu" },
      { label: "Zephyr", icon: "lu:wind" },
      { label: "nRF52", icon: "lu:microchip" },
      { label: "Bluetooth Low Energy", icon: "si:bluetooth" },
    ],
  },
  {
    title: "Build, Test & CI",
    items: [
      { label: "CMake", icon: "si:cmake" },
      { label: "Unity & CMock", icon: "lu:test-tube" },
      { label: "pytest", icon: "si:pytest" },
      { label: "Git", icon: "si:git" },
      { label: "Jenkins", icon: "si:jenkins" },
      { label: "GDB & SEGGER J-Link", icon: "lu:bug" },
    ],
  },
  {
    title: "Medical Device Software",
    items: [
      { label: "IEC 62304", icon: "lu:shield-check" },
      { label: "ISO 14971 risk management", icon: "lu:triangle-alert" },
      { label: "Polarion", icon: "lu:list-checks" },
      { label: "Requirements traceability", icon: "lu:git-compare" },
    ],
  },
  {
    title: "Clinical",
    items: [
      { label: "Intensive care nursing", icon: "lu:heart-pulse" },
      { label: "Infusion therapy", icon: "lu:syringe" },
      { label: "Alarm management", icon: "lu:bell-ring" },
    ],
  },
];

import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "C", icon: "si:c" },
      { label: "C++", icon: "si:cplusplus" },
      { label: "Rust (embedded, no_std)", icon: "si:rust" },
      { label: "MicroPython", icon: "si:micropython" },
      { label: "Python (test scripts)", icon: "si:python" },
    ],
  },
  {
    title: "RTOS & Platforms",
    items: [
      { label: "Zephyr RTOS", icon: "lu:wind" },
      { label: "FreeRTOS", icon: "lu:timer" },
      { label: "ARM Cortex-M", icon: "si:arm" },
      { label: "STM32", icon: "si:stmicroelectronics" },
      { label: "ESP32", icon: "si:espressif" },
      { label: "Yocto Linux (basic)", icon: "si:linux" },
    ],
  },
  {
    title: "Protocols & Buses",
    items: [
      { label: "Bluetooth Low Energy", icon: "si:bluetooth" },
      { label: "CAN bus", icon: "lu:cable" },
      { label: "Modbus", icon: "lu:network" },
      { label: "I2C, SPI, UART", icon: "lu:git-commit-horizontal" },
    ],
  },
  {
    title: "Hardware & Lab",
    items: [
      { label: "KiCad (PCB design)", icon: "si:kicad" },
      { label: "Oscilloscopes", icon: "lu:activity" },
      { label: "Logic analysers", icon: "lu:binary" },
      { label: "Soldering and SMD rework", icon: "lu:flame" },
    ],
  },
  {
    title: "Tooling",
    items: [
      { label: "Git", icon: "si:git" },
      { label: "GitLab CI", icon: "si:gitlab" },
      { label: "Hardware-in-the-loop testing", icon: "lu:test-tube" },
    ],
  },
];

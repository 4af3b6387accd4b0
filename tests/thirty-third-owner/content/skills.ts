import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "C", icon: "si:c" },
      { label: "C++", icon: "si:cplusplus" },
      { label: "Embedded Rust (learning)", icon: "si:rust" },
      { label: "Python", icon: "si:python" },
      { label: "MISRA C", icon: "lu:shield-check" },
    ],
  },
  {
    title: "RTOS & Embedded Platforms",
    items: [
      { label: "FreeRTOS", icon: "lu:layers" },
      { label: "Zephyr", icon: "lu:wind" },
      { label: "AUTOSAR Classic", icon: "lu:car" },
      { label: "Yocto (basics)", icon: "lu:package" },
    ],
  },
  {
    title: "Microcontrollers",
    items: [
      { label: "STM32", icon: "si:stmicroelectronics" },
      { label: "ESP32", icon: "si:espressif" },
      { label: "nRF52", icon: "si:nordicsemiconductor" },
    ],
  },
  {
    title: "Connectivity & Buses",
    items: [
      { label: "BLE", icon: "si:bluetooth" },
      { label: "LoRaWAN", icon: "lu:radio" },
      { label: "Modbus", icon: "lu:cable" },
      { label: "CAN & LIN", icon: "lu:network" },
      { label: "DLMS/COSEM", icon: "lu:gauge" },
      { label: "SPI, I2C & UART", icon: "lu:microchip" },
    ],
  },
  {
    title: "Lab & Hardware",
    items: [
      { label: "Oscilloscopes", icon: "lu:activity" },
      { label: "Logic analysers", icon: "lu:binary" },
      { label: "KiCad", icon: "si:kicad" },
      { label: "Board bring-up & soldering", icon: "lu:wrench" },
      { label: "Vector CANoe", icon: "lu:car" },
    ],
  },
  {
    title: "Testing & Tooling",
    items: [
      { label: "Python test rigs", icon: "lu:terminal" },
      { label: "pytest", icon: "si:pytest" },
      { label: "Git", icon: "si:git" },
      { label: "GitLab CI", icon: "si:gitlab" },
      { label: "CMake", icon: "si:cmake" },
    ],
  },
];

import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "C", icon: "si:c" },
      { label: "Rust", icon: "si:rust" },
      { label: "Python", icon: "si:python" },
    ],
  },
  {
    title: "RTOS & Frameworks",
    items: [
      { label: "Zephyr RTOS", icon: "lu:wind" },
      { label: "FreeRTOS", icon: "lu:cpu" },
      { label: "Embassy (async Rust)", icon: "lu:zap" },
      { label: "MCUboot", icon: "lu:shield-check" },
    ],
  },
  {
    title: "Microcontrollers",
    items: [
      { label: "STM32", icon: "si:stmicroelectronics" },
      { label: "nRF52 and nRF5340", icon: "si:nordicsemiconductor" },
      { label: "ARM Cortex-M", icon: "si:arm" },
    ],
  },
  {
    title: "Wireless & Buses",
    items: [
      { label: "Bluetooth Low Energy", icon: "si:bluetooth" },
      { label: "LoRaWAN", icon: "lu:radio" },
      { label: "CAN bus", icon: "lu:cable" },
      { label: "USB HID", icon: "lu:usb" },
      { label: "MQTT", icon: "si:mqtt" },
    ],
  },
  {
    title: "Hardware",
    items: [
      { label: "KiCad PCB design", icon: "si:kicad" },
      { label: "Oscilloscopes and logic analysers", icon: "lu:activity" },
      { label: "Power profiling", icon: "lu:battery-charging" },
    ],
  },
  {
    title: "Regulated Development & Testing",
    items: [
      { label: "IEC 62304", icon: "lu:file-check" },
      { label: "ISO 14971 risk management", icon: "lu:shield-alert" },
      { label: "ISO 26262 and MISRA C", icon: "lu:car" },
      { label: "Ztest and Twister", icon: "lu:test-tube" },
      { label: "pytest hardware-in-the-loop tests", icon: "si:pytest" },
    ],
  },
  {
    title: "Tooling",
    items: [
      { label: "Git", icon: "si:git" },
      { label: "GitLab CI", icon: "si:gitlab" },
      { label: "Jenkins", icon: "si:jenkins" },
      { label: "Docker", icon: "si:docker" },
      { label: "Segger J-Link", icon: "lu:plug" },
    ],
  },
];

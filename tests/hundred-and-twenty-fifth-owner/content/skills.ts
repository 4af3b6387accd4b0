import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "C", icon: "si:c" },
      { label: "C++", icon: "si:cplusplus" },
      { label: "Rust (embedded, no_std)", icon: "si:rust" },
      { label: "Python (test rigs and tools)", icon: "si:python" },
    ],
  },
  {
    title: "Real-Time Operating Systems",
    items: [
      { label: "Zephyr RTOS", icon: "lu:wind" },
      { label: "FreeRTOS", icon: "lu:cpu" },
      { label: "Bare-metal (no RTOS)", icon: "lu:microchip" },
    ],
  },
  {
    title: "Chips & Wireless",
    items: [
      { label: "STM32", icon: "si:stmicroelectronics" },
      { label: "nRF52 (Nordic Semiconductor)", icon: "si:nordicsemiconductor" },
      { label: "Bluetooth Low Energy (BLE)", icon: "si:bluetooth" },
      { label: "CAN bus", icon: "lu:cable" },
    ],
  },
  {
    title: "Hardware & Lab",
    items: [
      { label: "KiCad (schematics and PCB layout)", icon: "si:kicad" },
      { label: "Oscilloscopes and logic analysers", icon: "lu:activity" },
      { label: "Power profiling", icon: "lu:battery-charging" },
    ],
  },
  {
    title: "Testing & CI",
    items: [
      { label: "Git", icon: "si:git" },
      { label: "Jenkins", icon: "si:jenkins" },
      { label: "pytest", icon: "si:pytest" },
      { label: "Hardware-in-the-loop testing", icon: "lu:flask-conical" },
    ],
  },
  {
    title: "Medical Device Standards",
    items: [
      { label: "IEC 62304 (medical device software)", icon: "lu:file-check" },
      { label: "ISO 14971 (risk management)", icon: "lu:shield-check" },
    ],
  },
];

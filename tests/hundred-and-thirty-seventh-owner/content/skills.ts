import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "C", icon: "si:c" },
      { label: "Rust", icon: "si:rust" },
      { label: "Python", icon: "si:python" },
      { label: "C++", icon: "si:cplusplus" },
    ],
  },
  {
    title: "Firmware & Microcontrollers",
    items: [
      { label: "Zephyr RTOS", icon: "lu:cpu" },
      { label: "FreeRTOS", icon: "lu:microchip" },
      { label: "Embassy (async Rust)", icon: "si:rust" },
      { label: "STM32", icon: "si:stmicroelectronics" },
      { label: "Nordic nRF52", icon: "si:nordicsemiconductor" },
      { label: "ESP32", icon: "si:espressif" },
    ],
  },
  {
    title: "Wireless & Field Protocols",
    items: [
      { label: "LoRaWAN", icon: "lu:radio-tower" },
      { label: "MQTT", icon: "si:mqtt" },
      { label: "Bluetooth Low Energy", icon: "si:bluetooth" },
      { label: "Modbus", icon: "lu:cable" },
      { label: "CAN bus / ISOBUS", icon: "lu:tractor" },
      { label: "ChirpStack", icon: "lu:router" },
    ],
  },
  {
    title: "Data & Dashboards",
    items: [
      { label: "Grafana", icon: "si:grafana" },
      { label: "InfluxDB", icon: "si:influxdb" },
      { label: "Node-RED", icon: "si:nodered" },
      { label: "Docker", icon: "si:docker" },
    ],
  },
  {
    title: "Hardware & Tools",
    items: [
      { label: "KiCad", icon: "si:kicad" },
      { label: "Oscilloscopes & logic analyzers", icon: "lu:activity" },
      { label: "Git", icon: "si:git" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Hardware-in-the-loop testing", icon: "lu:circuit-board" },
    ],
  },
];

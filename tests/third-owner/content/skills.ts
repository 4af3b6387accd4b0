import type { SkillGroup } from "./types";

export const skillGroups: SkillGroup[] = [
  {
    title: "Firmware",
    items: [
      { label: "C", icon: "si:c" },
      { label: "C++", icon: "si:cplusplus" },
      { label: "Zephyr RTOS", icon: "lu:wind" },
      { label: "FreeRTOS", icon: "lu:timer" },
      { label: "Embedded Linux", icon: "si:linux" },
    ],
  },
  {
    title: "Hardware",
    items: [
      { label: "ESP32", icon: "si:espressif" },
      { label: "STM32", icon: "si:stmicroelectronics" },
      { label: "Raspberry Pi", icon: "si:raspberrypi" },
      { label: "Arduino", icon: "si:arduino" },
      { label: "KiCad", icon: "si:kicad" },
    ],
  },
  {
    title: "Connectivity",
    items: [
      { label: "MQTT", icon: "si:mqtt" },
      { label: "Bluetooth LE", icon: "si:bluetooth" },
      { label: "LoRaWAN", icon: "lu:radio-tower" },
    ],
  },
  {
    title: "Software & Data",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "Kotlin", icon: "si:kotlin" },
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Grafana", icon: "si:grafana" },
      { label: "Node-RED", icon: "si:nodered" },
    ],
  },
  {
    title: "Tools",
    items: [
      { label: "Git", icon: "si:git" },
      { label: "Docker", icon: "si:docker" },
      { label: "Yocto Project", icon: "lu:layers" },
      { label: "GitLab CI", icon: "si:gitlab" },
      { label: "CI/CD", icon: "lu:workflow" },
      { label: "PlatformIO", icon: "si:platformio" },
    ],
  },
];

import type { Project } from "./types";

export const projects: Project[] = [
  {
    name: "Buoyant",
    github: "https://github.com/noe-castaneda-example/buoyant",
    live: "https://buoyant.noe.example.net",
    description: "Open firmware and a live map for a solar-powered wave-height buoy that reports over LoRaWAN every ten minutes.",
    stack: ["C", "Zephyr RTOS", "LoRaWAN", "Grafana"],
    deploy: { firmware: "GitHub Releases", dashboard: "Grafana Cloud", database: "PostgreSQL" },
    image: { src: "/images/projects/buoyant.png", alt: "A map of the Bristol Channel with three buoy markers" },
  },
  {
    name: "mqtt-lite",
    github: "https://github.com/noe-castaneda-example/mqtt-lite",
    live: "",
    description: "A tiny MQTT client library for microcontrollers, in C++ with no heap allocation.",
    stack: ["C++", "MQTT", "PlatformIO"],
    deploy: {
      "PlatformIO Registry": {
        name: "noe-castaneda/mqtt-lite",
        href: "https://registry.platformio.org/libraries/noe-castaneda/mqtt-lite",
      },
    },
  },
  {
    name: "BeaconBuddy",
    github: "https://github.com/noe-castaneda-example/beaconbuddy",
    live: "",
    description: "An Android app that finds nearby Bluetooth LE sensors, shows their battery and readings, and exports them as CSV.",
    stack: ["Kotlin", "Bluetooth LE", "Jetpack Compose"],
    deploy: {
      "Google Play": { name: "BeaconBuddy", href: "https://play.google.com/store/apps/details?id=net.example.beaconbuddy" },
    },
  },
  {
    name: "Kiln Controller",
    github: "https://github.com/noe-castaneda-example/kiln-controller",
    live: "",
    description: "A PID temperature controller for a pottery kiln on an STM32 board, with firing curves set from a rotary knob.",
    stack: ["C", "STM32", "FreeRTOS"],
    deploy: {},
  },
  {
    name: "Bike Counter",
    github: "https://github.com/noe-castaneda-example/bike-counter",
    live: "https://bikes.noe.example.net",
    description:
      "A radar bike counter on a Bristol cycle path: an ESP32 counts passing bikes and posts daily totals to an e-ink sign and a web page.",
    stack: ["ESP32", "C++", "MQTT", "Node-RED"],
    deploy: { backend: "Node-RED on a Raspberry Pi", domain: "bikes.noe.example.net" },
  },
  {
    name: "Gateway OS",
    github: "https://github.com/noe-castaneda-example/gateway-os",
    live: "",
    description: "A Yocto Linux image for Raspberry Pi gateways that forwards LoRaWAN packets to MQTT and updates itself safely.",
    stack: ["Yocto Project", "Raspberry Pi", "Python", "Docker"],
    deploy: {
      "Docker Hub": { name: "noecastaneda/gateway-os-builder", href: "https://hub.docker.com/r/noecastaneda/gateway-os-builder" },
    },
  },
  {
    name: "Soil Sense",
    github: "",
    live: "https://soil.noe.example.net",
    description: "Soil-moisture sensors for a community garden in Leeds that text the volunteers when the beds need water.",
    stack: ["Arduino", "LoRaWAN", "Python", "PostgreSQL"],
    deploy: { backend: "Raspberry Pi", database: "PostgreSQL" },
  },
];

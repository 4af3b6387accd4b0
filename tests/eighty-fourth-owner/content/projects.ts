import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "VP-3 Infusion Pump Firmware",
    github: "",
    live: "https://infuvia.example.com/products/vp-3",
    description:
      "The firmware of Infuvia's VP-3 volumetric infusion pump, which I have worked on since 2020. Two microcontrollers: an STM32H7 main controller " +
      "in C++17 on FreeRTOS, and an STM32G4 safety monitor in bare-metal C that watches the motor and can stop it on its own. I wrote the occlusion " +
      "detection and the alarm handling: by reading the pressure trend instead of a single threshold, the new alarm logic cut nuisance occlusion alarms " +
      "by 41% in the pump's clinical usability study without missing a real occlusion. The software is IEC 62304 class C, every requirement traced " +
      "in Polarion, and the pump received its CE mark under the EU MDR in 2023. The code is proprietary, so this links to the product page.",
    stack: ["C++17", "C", "FreeRTOS", "STM32", "ARM Cortex-M", "CMake", "Unity", "CMock", "Jenkins", "Polarion"],
    deploy: {
      hardware: "STM32H7 and STM32G4",
      "product page": { name: "infuvia.example.com/products/vp-3", href: "https://infuvia.example.com/products/vp-3" },
    },
  },
  {
    name: "Bench",
    github: "",
    live: "https://theresawallner.example.com/blog/a-test-rig-that-never-sleeps",
    description:
      "The hardware-in-the-loop test rig I built at Infuvia in 2021. Six VP-3 pumps on a bench with pressure sensors and precision scales: " +
      "Jenkins flashes every night's build onto them, and a Python and pytest suite runs about 1,200 tests of flow accuracy, occlusion alarms and " +
      "battery behaviour, then writes the results back into Polarion as test evidence. The code is internal; the link goes to my blog post about it.",
    stack: ["Python", "pytest", "Jenkins", "Polarion"],
    deploy: {
      CI: "Jenkins",
      "blog post": { name: "A test rig that never sleeps", href: "https://theresawallner.example.com/blog/a-test-rig-that-never-sleeps" },
    },
  },
  {
    name: "OpenOxi",
    github: "https://github.com/theresa-wallner/openoxi",
    live: "",
    description:
      "An open-source Bluetooth Low Energy pulse oximeter on a Nordic nRF52840 DK board with a MAX30101 optical sensor. The firmware, in C on Zephyr, " +
      "computes SpO2 and pulse rate and sends them over the standard Bluetooth Pulse Oximeter Service, so ordinary health apps can read it; " +
      "a small Python script plots the raw signal live. It is a learning project and not a medical device. MIT licensed, about 180 GitHub stars.",
    stack: ["C", "Zephyr", "nRF52", "Bluetooth Low Energy", "Python"],
    deploy: { board: "nRF52840 DK", firmware: { name: "GitHub releases", href: "https://github.com/theresa-wallner/openoxi/releases" } },
  },
  {
    name: "Zephyr MAX30101 driver: FIFO interrupts",
    github: "https://github.com/theresa-wallner/zephyr/tree/max30101-fifo-interrupts",
    live: "",
    description:
      "A small contribution to the Zephyr RTOS that came out of OpenOxi: interrupt-driven FIFO reading for Zephyr's MAX30101 pulse-oximeter sensor driver, " +
      "so a board can sleep between samples instead of polling the sensor. About 300 lines of C, a devicetree binding update and a test; " +
      "merged upstream in March 2025.",
    stack: ["C", "Zephyr", "nRF52"],
    deploy: { upstream: "Zephyr RTOS" },
  },
  {
    name: "Beep Less (Bare Metal Conf 2025 talk)",
    github: "",
    live: "https://baremetalconf.example.org/2025/beep-less",
    description:
      'My 40-minute talk, in English, at Bare Metal Conf 2025 in Nuremberg in October 2025: "Beep Less: Alarm Fatigue from the Bedside to the Firmware". ' +
      "What eight years of ICU alarms taught me, why most pump alarms are not actionable, and how firmware engineers can design alarm logic, priorities " +
      "and escalation so nurses trust the alarms that matter, with the VP-3's occlusion rework as the worked example.",
    stack: ["Alarm management", "IEC 62304", "ISO 14971"],
    deploy: { recording: "YouTube", slides: { name: "Slides (PDF)", href: "https://theresawallner.example.com/talks/beep-less.pdf" } },
  },
  {
    name: "Firmware from Scratch (Comeback Code workshop)",
    github: "https://github.com/theresa-wallner/firmware-from-scratch",
    live: "https://comebackcode.example.org/firmware-from-scratch",
    description:
      "The monthly evening workshop I run at Comeback Code for women returning to tech: in six sessions participants move from blinking an LED to a small " +
      "interrupt-driven data logger on an STM32 Nucleo board, in plain C with CMake and Git. The exercises and slides are on GitHub under CC BY 4.0.",
    stack: ["C", "STM32", "CMake", "Git"],
    deploy: { materials: { name: "GitHub", href: "https://github.com/theresa-wallner/firmware-from-scratch" } },
  },
];

import type { Profile } from "./types";

/**
 * A made-up owner: an embedded firmware engineer in Eindhoven who writes the firmware of wearable patient
 * monitors at a medical-device company, after a PhD they left after three years, a job testing printers
 * and three years of e-bike motor firmware at a start-up that went bankrupt.
 */
export const profile: Profile = {
  firstName: "Deniz",
  lastName: "Korkmaz",
  initials: "DK",
  pronouns: "they",
  role: "Embedded Firmware Engineer",
  bio:
    "I'm Deniz Korkmaz (they/them), an embedded firmware engineer in Eindhoven. I grew up in Izmir, came to the Netherlands in 2012 for a master's " +
    "at TU Eindhoven and stayed. Since November 2022 I've written firmware at Lumen Care Devices, a medical-device company that makes wearable patient " +
    "monitors: C on nRF52 and STM32 chips, Zephyr RTOS and FreeRTOS, Bluetooth Low Energy, and the paperwork IEC 62304 asks for. Before that I spent " +
    "three years on a PhD I didn't finish, two years testing printers and three years on the motor controller of an e-bike start-up that went bankrupt. " +
    "I like small chips, long battery life and test rigs that catch bugs while I sleep. I don't do web front-end work and I don't write JavaScript. " +
    "On Fridays I'm off: I restore old analog synthesizers.",
  email: "deniz.korkmaz@example.com",
  phone: "+31 6 4172 9035",
  location: "Eindhoven, the Netherlands",
  cube: ["C", "Rust", "BLE", "RTOS", "nRF"],
  siteUrl: "https://denizkorkmaz.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-twenty-fifth-portrait.jpg",
      alt: "Portrait of Deniz Korkmaz, a person with curly dark hair and round glasses, in a green jumper at an electronics workbench",
    },
    alternate: {
      src: "/images/hundred-and-twenty-fifth-portrait-alt.jpg",
      alt: "Deniz Korkmaz holding a small round circuit board up to the camera, an oscilloscope glowing behind them",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/deniz-korkmaz", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/deniz-korkmaz-example", icon: "lu:briefcase-business" },
    { label: "Mastodon", href: "https://fosstodon.org/@deniz_korkmaz", icon: "si:mastodon" },
    { label: "Blog: Volatile Notes", href: "https://denizkorkmaz.example.com/notes", icon: "lu:pen-line" },
  ],
};

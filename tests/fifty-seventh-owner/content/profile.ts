import type { Profile } from "./types";

/** A made-up owner: a Brazilian embedded firmware engineer in Eindhoven who writes C and Rust for wearable medical monitors. */
export const profile: Profile = {
  firstName: "Juraci",
  lastName: "Bittencourt",
  initials: "JB",
  pronouns: "they",
  role: "Embedded Firmware Engineer",
  bio:
    "I'm Juraci Bittencourt, but everyone calls me Jura. I'm an embedded firmware engineer in Eindhoven, originally from Campinas, Brazil, " +
    "and I write C and Rust for small battery-powered devices that have to keep working: today wearable patient monitors at Pulsewise Medical, " +
    "before that battery electronics for electric cars in Stuttgart and soil sensors for farms around São Paulo. " +
    "I like the whole path from a KiCad schematic to the last microamp on the power profiler, I send fixes upstream to Zephyr RTOS when I find a gap, " +
    "and on weekends I build LoRa and Bluetooth gadgets and review other teams' firmware.",
  email: "jura.bittencourt@example.com",
  phone: "+31 6 4827 1935",
  location: "Eindhoven, the Netherlands",
  cube: ["C", "Rust", "BLE", "RTOS", "µA"],
  siteUrl: "https://jurabittencourt.example.com",
  portraits: {
    default: {
      src: "/images/jura-bittencourt-portrait.jpg",
      alt: "Portrait of Jura Bittencourt in a dark green overshirt, smiling, with a canal in Eindhoven behind them",
    },
    alternate: {
      src: "/images/jura-bittencourt-workbench.jpg",
      alt: "Jura Bittencourt at an electronics workbench, probing a small sensor board under a magnifier lamp beside an oscilloscope",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/jura-bitt", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/juraci-bittencourt", icon: "lu:briefcase-business" },
    { label: "Hackaday.io projects", href: "https://hackaday.io/jurabitt", icon: "si:hackaday" },
    { label: "Blog", href: "https://jurabittencourt.example.com/log", icon: "lu:pen-line" },
  ],
};

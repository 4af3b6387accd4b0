import type { Profile } from "./types";

/** A made-up owner: a former high-school chemistry teacher in Kisumu turned embedded firmware engineer for farm sensors in Nairobi. */
export const profile: Profile = {
  firstName: "Akinyi",
  lastName: "Odhiambo",
  initials: "AO",
  pronouns: "they",
  role: "Senior Firmware Engineer",
  bio:
    "I'm Akinyi Odhiambo. For six years I taught chemistry at a secondary school in Kisumu, where a school weather station that my Form 3 students and I " +
    "built from salvaged parts got me hooked on electronics. Today I'm a Senior Firmware Engineer at Naivasha Instruments in Nairobi, writing the low-power " +
    "firmware in C and Rust for the soil-moisture probes and solar weather stations that smallholder farmers across Kenya rely on. I care about devices that " +
    "run for years on two AA batteries, survive a long rains season in a maize field, and speak the farmer's language, sometimes literally: " +
    "my SMS alerts are sent in Swahili, Dholuo and English.",
  email: "akinyi.odhiambo@example.com",
  phone: "+254 712 408 356",
  location: "Nairobi, Kenya",
  cube: ["C", "Rs", "LoRa", "MQTT", "pH"],
  siteUrl: "https://akinyiodhiambo.example.com",
  portraits: {
    default: {
      src: "/images/sixty-third-portrait.jpg",
      alt: "Portrait of Akinyi Odhiambo, a person with short locs and round glasses, smiling beside a rain gauge in a maize field",
    },
    alternate: {
      src: "/images/sixty-third-portrait-alt.jpg",
      alt: "Akinyi Odhiambo at a workbench, probing a green circuit board with an oscilloscope",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/akinyi-odhiambo", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/akinyi-odhiambo-firmware", icon: "lu:briefcase-business" },
    { label: "Hackaday.io build logs", href: "https://hackaday.io/akinyi.odhiambo", icon: "si:hackaday" },
    { label: "YouTube channel: Soil and Solder", href: "https://www.youtube.com/@soilandsolder", icon: "si:youtube" },
  ],
};

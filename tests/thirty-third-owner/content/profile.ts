import type { Profile } from "./types";

/** A made-up owner: an embedded firmware engineer in Pune who wants to move to Germany or the Netherlands. */
export const profile: Profile = {
  firstName: "Rohan",
  lastName: "Deshpande",
  initials: "RD",
  pronouns: "he",
  role: "Senior Firmware Engineer",
  bio:
    "I write the firmware that lives inside things nobody thinks about until they break: electricity meters, car door modules " +
    "and soil sensors buried in a vineyard. Today I'm a senior firmware engineer at Urjasetu Energy Systems in Pune, where I lead " +
    "a small team on smart meter firmware. Before that I was the first engineer at MittiSense, an agritech start-up whose LoRaWAN " +
    "soil sensors outlived the company, and I wrote AUTOSAR code for body control modules at Varad Auto Electronics. " +
    "I'm happiest with a scope probe in one hand and a datasheet in the other. In the evenings I'm learning embedded Rust " +
    "and German, because I'm getting ready to move to Germany or the Netherlands.",
  email: "rohan.deshpande@example.com",
  phone: "+91 98220 47315",
  location: "Pune, India",
  cube: ["C", "RTOS", "BLE", "CAN", "</>"],
  siteUrl: "https://rohandeshpande.example.com",
  portraits: {
    default: {
      src: "/images/rohan-portrait.jpg",
      alt: "Portrait of Rohan Deshpande in a blue checked shirt, smiling, in front of an electronics lab bench",
    },
    alternate: {
      src: "/images/rohan-portrait-alt.jpg",
      alt: "Rohan Deshpande holding an oscilloscope probe against a green circuit board, concentrating",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/rohan-deshpande-fw", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/rohan-deshpande-firmware", icon: "lu:briefcase-business" },
    { label: "Blog", href: "https://rohandeshpande.example.com/blog", icon: "lu:pen-line" },
    { label: "Mastodon profile", href: "https://fosstodon.org/@rohan_fw", icon: "si:mastodon" },
  ],
};

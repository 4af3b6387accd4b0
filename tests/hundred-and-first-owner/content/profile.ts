import type { Profile } from "./types";

/** A made-up owner: a Tampere firmware engineer from Ghana who writes C and Rust for smart sauna controllers and heat pumps. */
export const profile: Profile = {
  firstName: "Kwabena",
  lastName: "Asante-Lindqvist",
  initials: "KA",
  pronouns: "they",
  role: "Senior Firmware Engineer",
  bio:
    "I'm Kwabena Asante-Lindqvist, but everyone calls me Kobi. I'm a firmware engineer in Tampere, Finland, originally from Kumasi, Ghana, " +
    "with about 8 years of building embedded systems. At Warm Stone Oy I write the firmware for smart sauna controllers and heat pumps, in C on Zephyr " +
    "and, where I could convince people, in Rust. Before that I spent three and a half years in Oulu on an insulin-pump prototype, so I know what it means " +
    "when software has to be right. I got hooked on electronics repairing phones in Accra as a student, and on Saturdays I teach teenagers to solder at Solder Club.",
  email: "kobi.asante-lindqvist@example.com",
  phone: "+358 40 555 0182",
  location: "Tampere, Finland",
  cube: ["C", "Rust", "BLE", "RTOS", "PCB"],
  siteUrl: "https://kobi-asante.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-first-portrait.jpg",
      alt: "Portrait of Kobi Asante-Lindqvist, a person with short locs and round glasses, smiling at a lab bench with an oscilloscope behind them",
    },
    alternate: {
      src: "/images/hundred-and-first-portrait-alt.jpg",
      alt: "Kobi Asante-Lindqvist helping a teenager solder a small owl-shaped circuit board at a Solder Club workshop",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/kobi-asante", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/kobi-asante-lindqvist-example", icon: "lu:briefcase-business" },
    { label: "Blog: Floating Pins", href: "https://kobi-asante.example.com/floating-pins", icon: "lu:pen-line" },
  ],
};

import type { Profile } from "./types";

/** A made-up owner: an embedded and IoT developer building sensors for Prairie farms. */
export const profile: Profile = {
  firstName: "Sasha",
  lastName: "Hnatiuk",
  initials: "SH",
  pronouns: "they",
  role: "Embedded & IoT Developer for Agriculture",
  bio:
    "I write the firmware that keeps soil-moisture sensors, LoRaWAN gateways and irrigation controllers running in fields with no power and no signal. " +
    "I grew up on my family's grain farm in Saskatchewan, fixed combines for three years, and now build farm sensors in C and Rust at Spring Wheat Sensors in Saskatoon.",
  email: "sasha.hnatiuk@example.com",
  phone: "+1 306 555 0173",
  location: "Saskatoon, Saskatchewan, Canada",
  cube: ["C", "Rust", "MQTT", "LoRa"],
  siteUrl: "https://sasha-hnatiuk.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-thirty-seventh-portrait.jpg",
      alt: "Sasha Hnatiuk kneeling in a canola field, pushing a soil-moisture probe into the ground",
    },
    alternate: {
      src: "/images/hundred-and-thirty-seventh-portrait-alt.jpg",
      alt: "Sasha Hnatiuk at a workbench, holding an oscilloscope probe to a small green circuit board",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/sasha-hnatiuk-example", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/sasha-hnatiuk-example", icon: "lu:briefcase-business" },
    { label: "Mastodon profile", href: "https://mastodon.example.com/@sashahnatiuk", icon: "si:mastodon" },
    { label: "Field Notes blog", href: "https://fieldnotes.sasha-hnatiuk.example.com", icon: "lu:notebook-pen" },
  ],
};

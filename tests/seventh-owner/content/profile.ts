import type { Profile } from "./types";

/**
 * A seventh owner, unlike the other six: a firmware engineer in Kraków who goes by he/him, writes C, C++ and Rust
 * for microcontrollers, and lately spends half his week on developer relations. He shares a phone number, but only
 * with visitors who want to call or text him.
 */
export const profile: Profile = {
  firstName: "Bartosz",
  lastName: "Wróblewski",
  initials: "BW",
  pronouns: "he",
  role: "Firmware Engineer & Developer Advocate",
  bio:
    "I write the code closest to the metal: motor control, radio stacks, bootloaders and the first blinking LED on every new board. " +
    "These days I also write the docs, the sample code and the talks that help other engineers get there faster.",
  email: "bartosz@wroblewski.example.pl",
  phone: "+48 512 408 337",
  location: "Kraków, Poland",
  cube: ["C", "Rust", "RTOS", "PCB"],
  siteUrl: "https://wroblewski.example.pl",
  portraits: {
    default: { src: "/images/seventh-portrait.jpg", alt: "Photo of Bartosz holding a green circuit board up to the light" },
    alternate: { src: "/images/seventh-portrait-alt.webp", alt: "Photo of Bartosz with a soldering iron, winking" },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/bartosz-wroblewski-example", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/bartosz-wroblewski-example", icon: "lu:briefcase-business" },
    { label: "Mastodon profile", href: "https://fosstodon.example/@bartosz", icon: "si:mastodon" },
    { label: "Blog", href: "https://blog.wroblewski.example.pl", icon: "lu:rss" },
    { label: "YouTube channel", href: "https://www.youtube.com/@bartosz-wroblewski-example", icon: "si:youtube" },
  ],
};

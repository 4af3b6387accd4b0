import type { Profile } from "./types";

/**
 * A made-up owner: a Montréal gameplay programmer who co-founded a two-person indie studio, shipped a cozy puzzle game
 * on Steam and Nintendo Switch, and now also freelances.
 */
export const profile: Profile = {
  firstName: "Élodie-Rose",
  lastName: "Tremblay-Nakamura",
  initials: "ÉT",
  pronouns: "they",
  role: "Gameplay Programmer & Indie Studio Co-founder",
  bio:
    "I'm Élodie-Rose Tremblay-Nakamura, but everyone calls me Ro. I'm a gameplay programmer in Montréal with about seven years in games. " +
    "In 2023 I co-founded Small Hours Studio, a two-person indie studio, with the artist Maël Gagnon; our first game, Paper Moon Laundromat, " +
    "is a cozy puzzle game on Steam and Nintendo Switch. I also freelance for other studios. Before going indie I did AI and animation systems " +
    "on a big open-world game at Grand Nord Interactive, and Unity tools for mobile puzzle games at Otterlight Games. " +
    "I care a lot about accessibility, I maintain Branchwork, an open-source dialogue plugin for Godot, and I will happily talk about behaviour trees for hours.",
  email: "ro.tremblay.nakamura@example.com",
  phone: "+1 514 555 0173",
  location: "Montréal, Québec, Canada",
  cube: ["C++", "C#", "GD", "HLSL", "BT"],
  siteUrl: "https://rotn.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-fourth-portrait.jpg",
      alt: "Portrait of Ro Tremblay-Nakamura, a person with a short black bob and round glasses, in a mustard cardigan in front of a brick wall in Montréal",
    },
    alternate: {
      src: "/images/hundred-and-fourth-portrait-alt.jpg",
      alt: "Ro Tremblay-Nakamura holding a Nintendo Switch that shows the title screen of Paper Moon Laundromat",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/ro-tremblay-nakamura", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/ro-tremblay-nakamura-example", icon: "lu:briefcase-business" },
    { label: "Small Hours Studio", href: "https://smallhoursstudio.example.com", icon: "lu:gamepad-2" },
    { label: "Devlog: Notes from the Small Hours", href: "https://rotn.example.com/devlog", icon: "lu:pen-line" },
    { label: "itch.io page", href: "https://ro-tn.itch.io", icon: "si:itchdotio" },
    { label: "Small Hours Studio Discord", href: "https://discord.example.com/small-hours-studio", icon: "si:discord" },
  ],
};

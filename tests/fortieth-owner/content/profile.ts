import type { Profile } from "./types";

/** A made-up owner: a gameplay programmer and technical artist in Montréal. */
export const profile: Profile = {
  firstName: "Hamid",
  lastName: "Rezaei",
  initials: "HR",
  pronouns: "he",
  role: "Senior Gameplay Programmer & Technical Artist",
  bio:
    "I started programming at fifteen in Shiraz, Iran, making levels and mods for the PC games I loved, and filling notebooks with the girih tile patterns of the city's old mosques. " +
    "I still think about games the same way: small rules that add up to something beautiful. " +
    "Today I'm a gameplay programmer and technical artist in Montréal. By day I build traversal and interaction systems in C++ and Unreal Engine 5 for an unannounced open-world game at Brume Interactive; " +
    "one evening a week I teach game programming at Cégep du Plateau. On weekends I write shaders, build Houdini tools and make small puzzle games: my puzzle game Girih: The Tile Garden is on Steam. " +
    "I care about systems that designers can play with, and frames that stay inside their budget.",
  email: "hamid.rezaei@example.com",
  phone: "+1 514 555 0193",
  location: "Montréal, Québec, Canada",
  cube: ["C++", "HLSL", "UE5", "VEX", "</>"],
  siteUrl: "https://hamidrezaei.example.com",
  portraits: {
    default: {
      src: "/images/hamid-portrait.jpg",
      alt: "Portrait of Hamid Rezaei with a short beard and round glasses, in front of a wall of blue Persian tiles",
    },
    alternate: {
      src: "/images/hamid-portrait-alt.jpg",
      alt: "Hamid Rezaei on stage with a clicker, pointing at a frame-time graph on a big screen",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/hamid-rezaei-dev", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/hamid-rezaei-gamedev", icon: "lu:briefcase-business" },
    { label: "ArtStation portfolio", href: "https://www.artstation.com/hamidrezaei", icon: "si:artstation" },
    { label: "itch.io page", href: "https://hamidrezaei.itch.io", icon: "si:itchdotio" },
    { label: "YouTube channel", href: "https://www.youtube.com/@hamidrezaeidev", icon: "si:youtube" },
  ],
};

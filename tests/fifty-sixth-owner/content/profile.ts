import type { Profile } from "./types";

/** A made-up owner: a QA tester turned graphics and gameplay programmer at a small indie studio in Montréal. */
export const profile: Profile = {
  firstName: "Maëlle",
  lastName: "Côté-Phan",
  initials: "MC",
  pronouns: "she",
  role: "Graphics & Gameplay Programmer",
  bio:
    "I'm Maëlle Thu Côté-Phan, a graphics and gameplay programmer at Brume Interactive, a small indie studio in Montréal. " +
    "I didn't start in code: after a digital arts degree and a short stint building WordPress sites, I spent two years as a QA tester at Halcyon Forge Entertainment, " +
    "a AAA studio, filing bugs on other people's shaders. I taught myself C# at night, moved onto the tools team, and never looked back. " +
    "Today I write HLSL shaders and rendering features in Unity, gameplay code in C# and GDScript, and the odd C++ GDExtension for Godot. " +
    "I've shipped two games on Steam and Nintendo Switch, Lumen Drift and Marché de Nuit, and I sell a shader package on the Unity Asset Store. " +
    "On Tuesday evenings I teach game programming to adult students at a cégep. I care about fog, frame budgets and games that run well on a handheld.",
  email: "maelle.cote-phan@example.com",
  phone: "+1 514 555 0173",
  location: "Montréal, Québec, Canada",
  cube: ["HLSL", "C#", "GD", "FPS", "</>"],
  siteUrl: "https://maellecotephan.example.com",
  portraits: {
    default: {
      src: "/images/maelle-cote-phan-portrait.jpg",
      alt: "Portrait of Maëlle Côté-Phan in a mustard sweater, smiling, on a snowy street in the Mile End",
    },
    alternate: {
      src: "/images/maelle-cote-phan-at-desk.jpg",
      alt: "Maëlle Côté-Phan at her desk at Brume Interactive, a Nintendo Switch dev kit beside two monitors showing a foggy harbour scene",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/maelle-cote-phan", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/maellecotephan", icon: "lu:briefcase-business" },
    { label: "itch.io page (game jam entries)", href: "https://maellecp.itch.io", icon: "si:itchdotio" },
    { label: "Bluesky", href: "https://bsky.app/profile/maellecp.bsky.social", icon: "si:bluesky" },
    { label: "Carnet de shaders (shader notes blog)", href: "https://maellecotephan.example.com/carnet", icon: "lu:notebook-pen" },
  ],
};

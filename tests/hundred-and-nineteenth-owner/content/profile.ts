import type { Profile } from "./types";

/**
 * A made-up owner: a Montréal senior gameplay programmer on a co-op survival game, ex-Ubisoft Montréal, who works a
 * four-day week, shipped a small Steam game with two friends and maintains an Unreal behaviour-tree plugin.
 */
export const profile: Profile = {
  firstName: "Élodie",
  lastName: "Tremblay",
  initials: "ÉT",
  pronouns: "she",
  role: "Senior Gameplay Programmer",
  bio:
    "I'm Élodie Tremblay, Lodie to pretty much everyone. I'm a gameplay programmer in Montréal with about eight years in games, and since 2021 " +
    "I've been a senior gameplay programmer at Polar Night Studios, where I make the creatures of our co-op survival game Hollow Tundra hunt, flee " +
    "and sneak up on you. Before that I did NPC AI at Ubisoft Montréal and Unity tools at the indie studio Pixel Poutine. Outside work I shipped " +
    "a tower-defence game on Steam with two friends, I maintain Canopy, an open-source behaviour-tree plugin for Unreal Engine, and I mod Stardew Valley. " +
    "Despite my studio's name, I'm not a night owl: I work Monday to Thursday, 10 to 6 Eastern, and Fridays are mine. " +
    "A few things I don't do: gambling or loot-box monetisation, NFT or blockchain games, crunch (I don't do unpaid overtime), and 3D art or modelling. " +
    "I'm a programmer, not an artist.",
  email: "elodie.tremblay@example.com",
  phone: "+1 514 555 0186",
  location: "Montréal, Québec, Canada",
  cube: ["C++", "UE5", "C#", "BT", "GD"],
  siteUrl: "https://lodietremblay.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-nineteenth-portrait.jpg",
      alt: "Portrait of Élodie Tremblay, a woman with curly auburn hair and a grey tuque, smiling in front of a snowy Montréal street",
    },
    alternate: {
      src: "/images/hundred-and-nineteenth-portrait-alt.jpg",
      alt: "Élodie Tremblay on stage at MIGS 2023, pointing at a slide of a dungeon drawn as a graph",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/lodie-tremblay", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/elodie-tremblay-gameplay", icon: "lu:briefcase-business" },
    { label: "itch.io page", href: "https://lodie.itch.io", icon: "si:itchdotio" },
    { label: "Nexus Mods profile", href: "https://www.nexusmods.com/users/lodietremblay", icon: "lu:puzzle" },
    { label: "Bluesky profile", href: "https://bsky.app/profile/lodie-tremblay.bsky.social", icon: "si:bluesky" },
  ],
};

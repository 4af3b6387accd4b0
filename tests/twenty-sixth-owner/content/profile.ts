import type { Profile } from "./types";

/** A made-up owner: a gameplay programmer in Austin who used to teach high-school math. */
export const profile: Profile = {
  firstName: "Rafael",
  lastName: "Cantú-Villarreal",
  initials: "RC",
  pronouns: "he",
  role: "Gameplay Programmer",
  bio:
    "I'm Rafael (Rafa to most people), a gameplay programmer in Austin who taught high-school math for four years before making games for a living. " +
    "By day I build abilities, traversal and designer tools at Bright Mesa Interactive in Unity and C#; at night I make my own games in Godot, " +
    "like Paper Comet, and explain the math behind them on my YouTube series, Chalk & Controller.",
  email: "rafael.cantu.villarreal@example.com",
  phone: "+1 512 555 0173",
  location: "Austin, Texas, USA",
  cube: ["C#", "C++", "HLSL", "∫dx", "Vec3"],
  siteUrl: "https://rafaelcantu.example.com",
  portraits: {
    default: {
      src: "/images/rafael-portrait.jpg",
      alt: "Portrait of Rafael Cantú-Villarreal in a denim shirt, smiling, in front of a wall of game posters",
    },
    alternate: {
      src: "/images/rafael-portrait-alt.jpg",
      alt: "Rafael Cantú-Villarreal at a chalkboard covered in vector diagrams, holding a game controller",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/rcantuv", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/rafael-cantu-villarreal", icon: "lu:briefcase-business" },
    { label: "itch.io page", href: "https://rafacantu.itch.io", icon: "si:itchdotio" },
    { label: "YouTube channel: Chalk & Controller", href: "https://www.youtube.com/@chalkandcontroller", icon: "si:youtube" },
    { label: "Bluesky profile", href: "https://bsky.app/profile/rafacantu.bsky.social", icon: "si:bluesky" },
  ],
};

import type { Profile } from "./types";

/** A made-up owner: a gameplay programmer and technical artist at an indie studio in Porto Alegre. */
export const profile: Profile = {
  firstName: "Rafael",
  lastName: "Oliveira",
  initials: "RO",
  pronouns: "they",
  role: "Gameplay Programmer & Technical Artist",
  bio:
    "Oi! I'm Rafa, a gameplay programmer and technical artist in Porto Alegre. I came to games sideways: I studied graphic design, " +
    "spent almost seven years making 3D renders and TV spots at an advertising agency, and fell for real-time graphics when a client " +
    "asked for a little Unity game for a shopping-mall kiosk. Since then I've built educational apps as a freelancer, run the Unity labs " +
    "of a university game-design course, and helped ship Driftwood Keeper on Steam and Nintendo Switch at Lantern Crow Games. " +
    "I live where code meets art: player controllers that feel good in your hands, shaders that make a scene sing, " +
    "and tools that keep level designers happy.",
  email: "rafa.oliveira@example.com",
  phone: "+55 51 98472-3316",
  location: "Porto Alegre, Rio Grande do Sul, Brazil",
  cube: ["C#", "HLSL", "GD", "px"],
  siteUrl: "https://rafaoliveira.example.com",
  portraits: {
    default: {
      src: "/images/rafa-portrait.jpg",
      alt: "Rafa Oliveira in a mustard beanie and round glasses, smiling in front of a wall of pixel-art prints",
    },
    alternate: {
      src: "/images/rafa-portrait-alt.jpg",
      alt: "Rafa Oliveira laughing at a game-jam table, holding a Nintendo Switch",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/rafa-oliveira-dev", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/rafa-oliveira-gamedev", icon: "lu:briefcase-business" },
    { label: "YouTube channel Rafa Shaders", href: "https://www.youtube.com/@rafashaders", icon: "si:youtube" },
    { label: "itch.io page", href: "https://rafa-oliveira.itch.io", icon: "si:itchdotio" },
    { label: "ArtStation portfolio", href: "https://www.artstation.com/rafaoliveira", icon: "si:artstation" },
    { label: "Bluesky profile", href: "https://bsky.app/profile/rafashaders.bsky.social", icon: "si:bluesky" },
  ],
};

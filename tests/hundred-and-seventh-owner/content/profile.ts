import type { Profile } from "./types";

/**
 * A made-up owner: a Montréal XR developer, once a professional cellist, who leads a team building VR and
 * mixed-reality training simulations for Meta Quest 3 and Apple Vision Pro, and has no bachelor's degree.
 */
export const profile: Profile = {
  firstName: "Étienne",
  lastName: "Gagnon-Lavoie",
  initials: "ÉG",
  pronouns: "he",
  role: "Lead XR Developer",
  bio:
    "I'm Étienne Gagnon-Lavoie, but most people call me Tienne, and that's how I sign my messages. I'm an XR developer in Montréal " +
    "with about seven years of experience building augmented and virtual reality. Since 2022 I've been Lead XR Developer at Northern Light Interactive, " +
    "where my team builds training simulations for Meta Quest 3 and Apple Vision Pro, mostly in Unity and C#, with some Unreal Engine 5. " +
    "Before that I made AR apps for museums at Atelier Boréal. And before I ever wrote a line of code, I spent four years as a professional cellist " +
    "and music teacher: switching careers is the thing I'm proudest of. I care a lot about comfort in VR (nobody should feel sick in my headsets), " +
    "and I maintain Paume, a free hand-tracking menu package for Unity. What I don't do: I won't build loot boxes or ad-driven games, " +
    "I don't build web back ends, and I've never shipped anything on PlayStation or Xbox.",
  email: "etienne.gagnonlavoie@example.com",
  phone: "+1 438 555 0142",
  location: "Montréal, Québec, Canada",
  cube: ["XR", "C#", "C++", "VR", "AR"],
  siteUrl: "https://tienne.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-seventh-portrait.jpg",
      alt: "Portrait of Étienne Gagnon-Lavoie, a man with curly dark hair and a short beard, a Meta Quest 3 headset pushed up on his forehead",
    },
    alternate: {
      src: "/images/hundred-and-seventh-portrait-alt.jpg",
      alt: "Étienne Gagnon-Lavoie playing the cello on a small concert stage",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/tienne-gl", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/etienne-gagnon-lavoie-example", icon: "lu:briefcase-business" },
    { label: "Unity Asset Store publisher page", href: "https://assetstore.unity.com/publishers/tienne-example", icon: "si:unity" },
    { label: "YouTube: XR prototypes and talks", href: "https://www.youtube.com/@tienne-xr-example", icon: "si:youtube" },
    { label: "Cello recordings from my music years (SoundCloud)", href: "https://soundcloud.com/tienne-cello-example", icon: "si:soundcloud" },
  ],
};

import type { Profile } from "./types";

/** A made-up owner: a former session bassist and studio engineer turned audio DSP and plugin developer in Montreal. */
export const profile: Profile = {
  firstName: "Declan",
  lastName: "O'Shea-Bouchard",
  initials: "DO",
  pronouns: "he",
  role: "Senior Audio DSP Developer",
  bio:
    "I'm Declan O'Shea-Bouchard. For seven years I made records instead of software: I was a session bassist and the house recording engineer at Blue Tile Studio in Mile End, " +
    "playing electric and double bass on about 60 records and engineering over 1,000 sessions. Pure Data patches and little C++ tools to speed up studio chores turned into " +
    "a part-time computer science degree, a research job in a university music-technology lab, and now real-time DSP. Today I'm a Senior Audio DSP Developer at Little Bear Audio " +
    "in Montreal, where I write audio plugins in C++ with JUCE and the DSP core they share in Rust, with a little Web Audio and TypeScript for the browser demos. " +
    "I still think like an engineer behind the console: if a plugin clicks, crackles or eats the CPU at 32 samples, it isn't finished.",
  email: "declan.osheabouchard@example.com",
  phone: "+1 514 555 0173",
  location: "Montreal, Quebec, Canada",
  cube: ["C++", "Rust", "DSP", "dB", "VST"],
  siteUrl: "https://declanosheabouchard.example.com",
  portraits: {
    default: {
      src: "/images/sixty-fifth-portrait.jpg",
      alt: "Portrait of Declan O'Shea-Bouchard, a red-haired man with headphones around his neck, in front of a mixing console",
    },
    alternate: {
      src: "/images/sixty-fifth-portrait-alt.jpg",
      alt: "Declan O'Shea-Bouchard playing a double bass on a small stage under blue lights",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/declan-oshea-bouchard", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/declan-oshea-bouchard", icon: "lu:briefcase-business" },
    { label: "Blog: The Audio Thread", href: "https://declanosheabouchard.example.com/audio-thread", icon: "lu:pen-line" },
    { label: "SoundCloud: bass and plugin demos", href: "https://soundcloud.com/declan-plays-bass", icon: "si:soundcloud" },
  ],
};

import type { Profile } from "./types";

/**
 * A made-up owner: a Quezon City engineer who leads the living-room (TV) apps of a Filipino streaming service,
 * across Android TV, Fire TV, Roku, Samsung Tizen, LG webOS and Apple tvOS.
 */
export const profile: Profile = {
  firstName: "Mateo",
  lastName: "Bautista",
  initials: "MB",
  pronouns: "they",
  role: "Senior TV & Streaming Apps Engineer",
  bio:
    "I'm Mateo Ilagan Bautista, but everyone calls me Teo (they/them). I'm a senior TV and streaming apps engineer in Quezon City with about " +
    "eight years of experience, and I build the apps you use from the couch with a remote in your hand. Since 2022 I've led the living-room apps " +
    "at Tala Stream, a Filipino streaming service: Android TV and Fire TV in Kotlin, the Roku channel in BrightScript and SceneGraph, Samsung and LG " +
    "smart TVs with Lightning JS, and Apple TV in Swift. Before that I built the video player and the set-top-box app at Kapuso Broadcast Network. " +
    "I care about video that starts fast, DRM that just works, and captions you can actually read from across the room.",
  email: "teo.bautista@example.com",
  phone: "+63 917 555 0142",
  location: "Quezon City, Metro Manila, Philippines",
  cube: ["TV", "BRS", "KT", "HLS", "DRM"],
  siteUrl: "https://teobautista.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-sixth-portrait.jpg",
      alt: "Portrait of Teo Bautista, a person with short wavy black hair and a silver ear cuff, in a denim jacket, smiling in front of a wall of TVs",
    },
    alternate: {
      src: "/images/hundred-and-sixth-portrait-alt.jpg",
      alt: "Teo Bautista on a sofa holding three TV remotes, with the Tala Stream home screen on the TV behind them",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/teo-bautista", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/teo-bautista-example", icon: "lu:briefcase-business" },
    { label: "npm packages", href: "https://www.npmjs.com/~teo-bautista", icon: "si:npm" },
    { label: "Blog: Ten-Foot Notes", href: "https://teobautista.example.com/notes", icon: "lu:pen-line" },
  ],
};

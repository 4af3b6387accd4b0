import type { Profile } from "./types";

/**
 * A made-up owner: a Reykjavík audio-software developer at a music-plugin company, who spent five years
 * as a recording engineer, then tested games, then wrote C++ for a maker of music-recording software.
 * Trained as a cellist; taught himself to program.
 */
export const profile: Profile = {
  firstName: "Bjarki",
  lastName: "Hallgrímsson",
  initials: "BH",
  pronouns: "he",
  role: "Audio Software Developer",
  bio:
    "I'm Bjarki Hallgrímsson, an audio software developer in Reykjavík. I write the DSP and plugin code behind music plugins at Low Tide Audio, " +
    "mostly in C++ with JUCE, and more and more in Rust. I came to code the long way round: I trained as a cellist, spent five years as a recording engineer " +
    "at Studio Hvalur, tested games at Stormvík Games, and taught myself to program along the way (I have no computer-science degree). " +
    "Then I wrote C++ for Tapehouse, a maker of music-recording software in Copenhagen. I care about audio code that never glitches, plugins that sound " +
    "like the gear musicians remember, and explaining DSP without the scary maths. I still play cello in the post-rock band Vetrarljós.",
  email: "bjarki.hallgrimsson@example.com",
  phone: "+354 662 4817",
  location: "Reykjavík, Iceland",
  cube: ["C++", "DSP", "VST3", "AU", "Rust"],
  siteUrl: "https://bjarki.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-twenty-seventh-portrait.jpg",
      alt: "Portrait of Bjarki Hallgrímsson, a tall man with a red beard and a grey wool sweater, in front of a wall of studio monitors",
    },
    alternate: {
      src: "/images/hundred-and-twenty-seventh-portrait-alt.jpg",
      alt: "Bjarki Hallgrímsson playing the cello on a small stage, lit in blue, with a laptop and a pedalboard at his feet",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/bjarki-hallgrims", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/bjarki-hallgrimsson-example", icon: "lu:briefcase-business" },
    { label: "Blog: Notes from the Audio Thread", href: "https://bjarki.example.com/blog", icon: "lu:pen-line" },
    { label: "Vetrarljós on Bandcamp", href: "https://vetrarljos.bandcamp.com", icon: "si:bandcamp" },
    { label: "Mastodon", href: "https://fosstodon.org/@bjarkih", icon: "si:mastodon" },
  ],
};

import type { Profile } from "./types";

/** A made-up owner: a theatre and live-music sound engineer turned senior mobile engineer in Montréal. */
export const profile: Profile = {
  firstName: "Jules",
  lastName: "Ouellet",
  initials: "JO",
  pronouns: "they",
  role: "Senior Mobile Engineer (iOS & Android)",
  bio:
    "I'm Jules Ouellet (they/them), a senior mobile engineer in Montréal. For ten years I was a sound engineer: mixing bands in clubs and at festivals, " +
    "then running sound at Théâtre des Écluses, where the best compliment was that nobody noticed the sound because it simply worked. " +
    "I switched careers through a bootcamp in 2019, and today I build the iOS and Android apps at Harbour Lights Health in Swift and Kotlin, " +
    "after four years of shipping React Native apps at an agency. I care a lot about accessibility: an app, like a show, should work for everyone in the room. " +
    "On the side I sell RingOut, an audio plugin for live sound engineers, and I build the app for Radio Ruelle, my neighbourhood's community radio station. " +
    "I work in French and in English.",
  email: "jules.ouellet@example.com",
  phone: "+1 514 555 0147",
  location: "Montréal, Quebec, Canada",
  cube: ["iOS", "KT", "RN", "a11y", "dB"],
  siteUrl: "https://julesouellet.example.com",
  portraits: {
    default: {
      src: "/images/sixtieth-portrait.jpg",
      alt: "Portrait of Jules Ouellet in a black denim jacket, headphones around their neck, in front of a mixing desk",
    },
    alternate: {
      src: "/images/sixtieth-portrait-alt.jpg",
      alt: "Jules Ouellet on stage at Mobile Nord 2023, pointing at a slide of an audio waveform next to a frame-time graph",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/jules-ouellet", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/jules-ouellet-mobile", icon: "lu:briefcase-business" },
    { label: "Mastodon", href: "https://mastodon.social/@julesouellet", icon: "si:mastodon" },
    { label: "Quiet Booth Audio (RingOut plugin)", href: "https://quietbooth.example.com", icon: "lu:audio-waveform" },
  ],
};

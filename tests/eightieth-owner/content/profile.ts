import type { Profile } from "./types";

/**
 * A made-up owner: a low-latency C++ engineer from Lagos who writes market-data feed handlers at a
 * proprietary trading firm in Chicago, and a Yoruba keyboard for Android in his spare time.
 */
export const profile: Profile = {
  firstName: "Ayodeji",
  lastName: "Oduwole",
  initials: "AO",
  pronouns: "he",
  role: "Low-Latency C++ Engineer, Proprietary Trading",
  bio:
    "I'm Ayodeji Oduwole (Deji to most people), a low-latency C++ engineer at Halsted Point Trading, a proprietary trading firm in Chicago, " +
    "where a microsecond is a long time. I grew up in Lagos, started out running routers for a telecom there, built payment switch software " +
    "for a Nigerian fintech, and came to the US for a master's in computer engineering. Today I lead the team that writes our market-data feed handlers " +
    "on DPDK kernel bypass, next to the FPGA team. In my own time I maintain Sare, a lock-free queue library for C++, and Ami Keyboard, " +
    "an Android keyboard for typing Yoruba with all its tone marks.",
  email: "ayodeji.oduwole@example.com",
  phone: "+1 312 555 0147",
  location: "Chicago, Illinois, USA",
  cube: ["C++", "DPDK", "eBPF", "ns", "q"],
  siteUrl: "https://ayodejioduwole.example.com",
  portraits: {
    default: {
      src: "/images/eightieth-portrait.jpg",
      alt: "Portrait of Ayodeji Oduwole, a man with short black hair and a trimmed beard, smiling on a bridge over the Chicago River",
    },
    alternate: {
      src: "/images/eightieth-portrait-alt.jpg",
      alt: "Ayodeji Oduwole speaking on a conference stage in front of a slide with a latency histogram",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/ayodeji-oduwole", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/ayodeji-oduwole-example", icon: "lu:briefcase-business" },
    { label: "Blog: Hot Path", href: "https://ayodejioduwole.example.com/hot-path", icon: "lu:pen-line" },
    { label: "Ami Keyboard on Google Play", href: "https://play.google.com/store/apps/details?id=com.example.amikeyboard", icon: "si:googleplay" },
  ],
};

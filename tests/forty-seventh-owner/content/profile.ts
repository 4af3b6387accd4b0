import type { Profile } from "./types";

/** A made-up owner: a computer vision engineer in Tromsø who teaches trawler cameras to recognise fish. */
export const profile: Profile = {
  firstName: "Ezra",
  lastName: "Halvorsen",
  initials: "EH",
  pronouns: "they",
  role: "Computer Vision Engineer",
  bio:
    "I teach cameras to recognise fish. At Havsyn, a small fisheries-technology start-up in Tromsø, I build the species detector that runs " +
    "on NVIDIA Jetson computers on board trawlers, counting cod, haddock and 21 other species on the sorting belt, far from any internet connection. " +
    "I came to computer vision sideways: a bachelor's in physics in Bergen, a summer cleaning up weather-radar images, three years building web apps " +
    "for the public sector in Oslo, then a master's in computer science in Tromsø and a year in a marine imaging lab, where I built the NorFish dataset. " +
    "I care about careful data, small fast models and labelling tools that annotators actually enjoy using. " +
    "On clear winter nights I point a homemade camera at the northern lights.",
  email: "ezra.halvorsen@example.com",
  phone: "+47 412 58 903",
  location: "Tromsø, Norway",
  cube: ["CV", "fps", "ONNX", "RGB", "λ"],
  siteUrl: "https://ezrahalvorsen.example.com",
  portraits: {
    default: {
      src: "/images/ezra-portrait.jpg",
      alt: "Portrait of Ezra Halvorsen in a yellow rain jacket on a trawler deck, smiling",
    },
    alternate: {
      src: "/images/ezra-portrait-alt.jpg",
      alt: "Ezra Halvorsen under green northern lights beside a camera on a tripod",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/ezrahalvorsen", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/ezra-halvorsen", icon: "lu:briefcase-business" },
    { label: "Google Scholar profile", href: "https://scholar.google.com/citations?user=EzH4lv0AAAAJ", icon: "si:googlescholar" },
    { label: "Mastodon profile", href: "https://sigmoid.social/@ezrah", icon: "si:mastodon" },
    { label: "Blog", href: "https://ezrahalvorsen.example.com/blog", icon: "lu:pen-line" },
  ],
};

import type { Profile } from "./types";

/**
 * A ninth owner: a game developer and graphics programmer in Melbourne who goes by they/them,
 * teaches at weekend game jams, and shares no phone number on the site.
 */
export const profile: Profile = {
  firstName: "Quinn",
  lastName: "Tran",
  initials: "QT",
  pronouns: "they",
  role: "Game Developer & Graphics Programmer",
  bio:
    "I make games and the pixels inside them: rendering code in C++, shaders in HLSL and GLSL, and gameplay in Unity and Unreal. " +
    "On weekends I teach beginners to write their first shader at Melbourne game jams.",
  email: "quinn@tran.example.com.au",
  location: "Melbourne, Victoria, Australia",
  cube: ["C++", "HLSL", "GPU"],
  siteUrl: "https://quinn.example.com.au",
  portraits: {
    default: { src: "/images/ninth-portrait.jpg", alt: "Photo of Quinn holding a game controller" },
    alternate: { src: "/images/ninth-portrait-alt.webp", alt: "Photo of Quinn pulling a silly face" },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/quinn-tran-example", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/quinn-tran-example", icon: "lu:briefcase-business" },
    { label: "itch.io page", href: "https://quinn-tran.itch.io", icon: "si:itchdotio" },
    { label: "YouTube channel", href: "https://www.youtube.com/@quinn-tran-example", icon: "si:youtube" },
    { label: "Mastodon profile", href: "https://mastodon.example/@quinntran", icon: "si:mastodon" },
  ],
};

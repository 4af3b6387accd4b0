import type { Profile } from "./types";

/** A made-up owner: a Deaf gameplay programmer and technical artist in Montréal who co-founded a six-person indie studio. */
export const profile: Profile = {
  firstName: "Thảo",
  lastName: "Trịnh",
  initials: "TT",
  pronouns: "she",
  role: "Senior Gameplay Programmer & Technical Artist · Co-founder of Quiet Kettle Games",
  bio:
    "I'm Thảo Trịnh, a gameplay programmer and technical artist in Montréal, and I'm Deaf. I grew up in Hanoi until I was 12, when my family moved to Montréal. " +
    "I studied 3D animation at cégep, started in QA at Northgate Interactive, moved into tech art there writing shaders and tools, then became a gameplay programmer " +
    "at Studio Verglas while I finished a computer science degree part-time. In 2022 I co-founded Quiet Kettle Games with two friends, and our first game, Tinwhistle, " +
    "came out on Steam in 2024. I want every game to play as well with the sound off as with it on, and I'm happy to help any studio get there.",
  email: "thao.trinh@example.com",
  phone: "+1 514 555 0147",
  location: "Montréal, Québec, Canada",
  cube: ["C++", "UE5", "HLSL", "LSQ", "C#"],
  siteUrl: "https://thaotrinh.example.com",
  portraits: {
    default: {
      src: "/images/eighty-first-portrait.jpg",
      alt: "Portrait of Thảo Trịnh, a woman with a short black bob and a green cardigan, smiling at her desk with two monitors showing a game level",
    },
    alternate: {
      src: "/images/eighty-first-portrait-alt.jpg",
      alt: "Thảo Trịnh signing on a conference stage, with an interpreter and a live-caption screen beside her",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/thao-trinh", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/thao-trinh-games", icon: "lu:briefcase-business" },
    { label: "itch.io page", href: "https://thaotrinh.itch.io", icon: "si:itchdotio" },
    { label: "Quiet Kettle Games", href: "https://quietkettle.example.com", icon: "lu:gamepad-2" },
    { label: "Blog: Captions On", href: "https://thaotrinh.example.com/blog", icon: "lu:pen-line" },
  ],
};

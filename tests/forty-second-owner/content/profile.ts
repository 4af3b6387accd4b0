import type { Profile } from "./types";

/** A made-up owner: a chemistry teacher turned Elixir back-end developer in Glasgow. */
export const profile: Profile = {
  firstName: "Eilidh",
  lastName: "MacKenzie",
  initials: "EM",
  pronouns: "she",
  role: "Back-End Developer (Elixir)",
  bio:
    "I taught chemistry in Scottish secondary schools for eight years before I swapped the lab coat for a terminal. " +
    "These days I'm a back-end developer in Glasgow, writing Elixir and Phoenix LiveView at Lochan Learning, where we build " +
    "the marking platform I wish I'd had when I was the one taking piles of jotters home every weekend. " +
    "I grew up on the Isle of Lewis speaking Gaelic, I still teach coding to teenage girls on Saturdays, " +
    "and I care about code that is well tested, accessible and easy to explain to the next person.",
  email: "eilidh.mackenzie@example.com",
  phone: "+44 7700 900417",
  location: "Glasgow, Scotland, UK",
  cube: ["Ex", "LV", "H₂O", "Cl", "</>"],
  siteUrl: "https://eilidhmackenzie.example.com",
  portraits: {
    default: {
      src: "/images/eilidh-portrait.jpg",
      alt: "Portrait of Eilidh MacKenzie, with curly red hair and a green jumper, smiling on a Glasgow tenement stair",
    },
    alternate: {
      src: "/images/eilidh-portrait-alt.jpg",
      alt: "Eilidh MacKenzie on stage giving a lightning talk at ElixirConf EU, holding up a molecular model",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/eilidh-mackenzie", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/eilidh-mackenzie-dev", icon: "lu:briefcase-business" },
    { label: "Mastodon profile", href: "https://hachyderm.io/@eilidhmk", icon: "si:mastodon" },
    { label: "Hex packages", href: "https://hex.pm/users/eilidhmk", icon: "lu:package" },
    { label: "Blog", href: "https://eilidhmackenzie.example.com/blog", icon: "lu:pen-line" },
  ],
};

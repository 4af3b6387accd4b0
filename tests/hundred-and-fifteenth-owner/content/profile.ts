import type { Profile } from "./types";

/**
 * A made-up owner: a Reykjavík font and text rendering engineer at a type foundry, a graphic designer who moved
 * into code, who designs typefaces on Fridays and takes a little contract consulting.
 */
export const profile: Profile = {
  firstName: "Þórður",
  lastName: "Einarsson",
  initials: "ÞE",
  pronouns: "he",
  role: "Font & Text Rendering Engineer",
  bio:
    "I'm Þórður Einarsson (Thordur, if your keyboard has no Þ or ð), and everyone calls me Doddi. Einarsson isn't a family name, it's a patronymic " +
    "(it says my father is Einar), so please call me Þórður or Doddi, not Mr Einarsson. I'm a font and text rendering engineer in Reykjavík: " +
    "I make letters come out right on screens, from OpenType shaping and variable fonts to right-to-left Arabic and Hebrew. " +
    "I started out as a graphic designer at a print shop and moved into code, because I kept wanting to know what the software was doing to my letters. " +
    "Since 2021 I've been at the type foundry Northern Lights Type; before that I spent five years on the text layout team of Fjord Systems in Oslo. " +
    "Fridays are for designing type: my variable typeface Hraun Sans is free under the SIL Open Font License. " +
    "What I don't do: logo or brand design for clients, general web design or mobile apps, and I don't do Figma mock-ups any more.",
  email: "doddi.einarsson@example.com",
  phone: "+354 862 4417",
  location: "Reykjavík, Iceland",
  cube: ["Rust", "C++", "OTF", "fi", "Þ"],
  siteUrl: "https://doddi.example.is",
  portraits: {
    default: {
      src: "/images/hundred-and-fifteenth-portrait.jpg",
      alt: "Portrait of Doddi Einarsson, a man with a red beard and a grey wool lopapeysa sweater, in front of a lava field outside Reykjavík",
    },
    alternate: {
      src: "/images/hundred-and-fifteenth-portrait-alt.jpg",
      alt: "Doddi Einarsson at his desk, pointing at a huge lowercase g of Hraun Sans on his monitor",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/doddi-einarsson", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/doddi-einarsson-example", icon: "lu:briefcase-business" },
    { label: "Mastodon", href: "https://typo.social/@doddi", icon: "si:mastodon" },
    { label: "Hraun Sans specimen", href: "https://hraunsans.example.is", icon: "lu:type" },
    { label: "Blog: Between the Glyphs", href: "https://doddi.example.is/blog", icon: "lu:pen-line" },
  ],
};

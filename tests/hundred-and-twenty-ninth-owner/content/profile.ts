import type { Profile } from "./types";

/**
 * A made-up owner: a Montréal localization and internationalization engineer at a translation company,
 * after four years as a freelance French–English translator, support engineering at a video-game publisher
 * and front-end work at a travel-booking site, where they built its first right-to-left layout.
 */
export const profile: Profile = {
  firstName: "Sacha",
  lastName: "Villeneuve",
  initials: "SV",
  pronouns: "they",
  role: "Localization and Internationalization Engineer",
  bio:
    "I'm Sacha Villeneuve (they/them), a localization and internationalization engineer in Montréal. I started out as a freelance French–English translator, " +
    "got tired of translating sentences that software then glued together wrong, and learned to code to fix the glue. Since 2022 I've been at Good Words Translation, " +
    "where I build the pipeline that carries our clients' strings from their Git repositories to our translators and back, and the tests that catch broken plurals, " +
    "cut-off buttons and backwards arrows before a user does. Before that I answered players' bug reports in three languages at a video-game publisher and built " +
    "the first right-to-left layout of a travel-booking site. I have a bachelor's in linguistics, not a computer-science degree, and I still read every plural rule " +
    "like it's a small poem. Off the clock I translate board-game rulebooks and write a newsletter about localization.",
  email: "sacha.villeneuve@example.com",
  phone: "+1 514 555 0193",
  location: "Montréal, Québec, Canada",
  cube: ["i18n", "l10n", "ICU", "RTL", "CLDR"],
  siteUrl: "https://sachavilleneuve.example.org",
  portraits: {
    default: {
      src: "/images/hundred-and-twenty-ninth-portrait.jpg",
      alt: "Portrait of Sacha Villeneuve, a person with a short dark undercut and round glasses, in a mustard cardigan in front of a wall of dictionaries",
    },
    alternate: {
      src: "/images/hundred-and-twenty-ninth-portrait-alt.jpg",
      alt: "Sacha Villeneuve on a conference stage, pointing at a slide where an Arabic sentence runs right to left beside its English translation",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/sacha-villeneuve", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/sacha-villeneuve-example", icon: "lu:briefcase-business" },
    { label: "Newsletter: Strings Attached", href: "https://stringsattached.example.org", icon: "lu:mail" },
    { label: "Mastodon", href: "https://mastodon.example.org/@sachav", icon: "si:mastodon" },
    { label: "npm packages", href: "https://www.npmjs.com/~sacha-villeneuve", icon: "si:npm" },
  ],
};

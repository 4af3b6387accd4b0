import type { Profile } from "./types";

/** A made-up owner: a Japanese–Spanish translator turned localization (i18n) platform engineer in Osaka. */
export const profile: Profile = {
  firstName: "Hana",
  lastName: "Kobayashi-Reyes",
  initials: "HK",
  pronouns: "she",
  role: "Localization Platform Engineer",
  bio:
    "I'm Hana Kobayashi-Reyes. I grew up in Osaka with a Japanese father and a Spanish mother from Seville, and for eight years I translated manga and video games " +
    'from Japanese into Spanish. Again and again I was sent strings like "You have " + n + " new item(s)" that no translator can save, so I started fixing the files ' +
    "before translating them, and then the pipelines that produced them. Today I'm a localization platform engineer at Long Table, a Berlin company, working remotely " +
    "from Osaka: my team builds the tooling that ships one cooking app in 14 languages. I maintain tsuzuri, an open-source ICU MessageFormat library in Rust with " +
    "TypeScript bindings, and I still believe the best i18n code is the kind translators never have to think about.",
  email: "hana.kobayashireyes@example.com",
  phone: "+81 90 4417 2863",
  location: "Osaka, Japan",
  cube: ["i18n", "ICU", "Rust", "あ", "ñ"],
  siteUrl: "https://hanakobayashireyes.example.com",
  portraits: {
    default: {
      src: "/images/sixty-first-portrait.jpg",
      alt: "Portrait of Hana Kobayashi-Reyes in a mustard cardigan, smiling, on a balcony above an Osaka street",
    },
    alternate: {
      src: "/images/sixty-first-portrait-alt.jpg",
      alt: "Hana Kobayashi-Reyes on stage at i18n Day Tokyo 2024, pointing at a slide of CLDR plural categories",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/hana-kr", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/hana-kobayashi-reyes", icon: "lu:briefcase-business" },
    { label: "Mastodon profile", href: "https://fosstodon.org/@hanakr", icon: "si:mastodon" },
    { label: "Blog", href: "https://hanakobayashireyes.example.com/notes", icon: "lu:pen-line" },
  ],
};

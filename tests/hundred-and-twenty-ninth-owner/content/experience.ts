import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Localization and Internationalization Engineer",
    employmentType: "Full-time",
    company: "Good Words Translation",
    date: "Sep 2022 – Present",
    location: "Montréal · Hybrid, in the office on Tuesdays",
    description:
      "Good Words Translation is a Montréal translation company of about 120 people that translates software, games and websites into 38 languages. " +
      "I lead its small localization tooling team (two other engineers). We built the pipeline that syncs our clients' Git repositories with Crowdin, " +
      "so new strings reach our translators within the hour and finished translations come back as pull requests. I wrote the pseudo-localization step and the " +
      "Playwright screenshot tests that catch text that overflows, plurals that break and right-to-left pages that render backwards, before a translator or a " +
      "user sees them; in 2024 they cut the layout bugs our translators report by 60%. I also help clients' developers move from string concatenation to " +
      "ICU MessageFormat, and I wrote the internal style guide on how to write translatable strings.",
    url: "https://goodwords.example.com",
    teamSize: 2,
  },
  {
    title: "Front-End Developer",
    employmentType: "Full-time",
    company: "Escapade Travel",
    date: "Feb 2020 – Aug 2022",
    location: "Montréal · Remote",
    description:
      "Escapade Travel is a travel-booking site for flights, hotels and tours. I joined three weeks before the pandemic closed the borders, so my first months " +
      "were refund pages. Then I built the site's first right-to-left layout, for its Arabic and Hebrew versions launched in 2021: I moved our CSS to logical " +
      "properties, mirrored the icons that point somewhere, and fixed the date pickers and price formats with the Intl API and CLDR data. " +
      "By the time I left the React and TypeScript front end shipped in 11 languages instead of 2.",
    url: "https://escapade.example.com",
  },
  {
    title: "Support Engineer, Player Support",
    employmentType: "Full-time",
    company: "Castor Bleu Interactive",
    date: "Sep 2017 – Jan 2020",
    location: "Montréal · On-site",
    description:
      "Castor Bleu Interactive is a Montréal video-game publisher. I handled players' bug reports in French, English and Spanish: I reproduced the bugs, " +
      "wrote them up for the QA and development teams and answered the players. Many of the bugs were localization bugs (a German menu cut in half, " +
      'a Spanish plural that said "1 vidas"), which is how I found out the problem was in the code, not the translation. I wrote my first Python scripts ' +
      "here, to group duplicate reports, and they saved the team about a day a week.",
  },
  {
    title: "Freelance French–English Translator",
    employmentType: "Self-employed",
    company: "Freelance",
    date: "Sep 2013 – Aug 2017",
    location: "Montréal · Remote",
    description:
      "Four years translating software interfaces, video-game dialogue and tourism websites, mostly from English into French, some from French into English, " +
      "for agencies and direct clients: about 1.4 million words in all. It's where I learned what translators need from developers, and where I built Termite, " +
      "my glossary app, because I kept translating the same terms two different ways.",
  },
];

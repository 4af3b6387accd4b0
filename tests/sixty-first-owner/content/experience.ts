import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Localization Platform Engineer",
    employmentType: "Full-time",
    company: "Long Table",
    date: "Apr 2022 – Present",
    location: "Berlin · Remote from Osaka",
    description:
      "Long Table is a Berlin company that makes a cooking and meal-planning app with about 3 million monthly users in 14 languages. " +
      "I lead its localization platform team of three engineers. We moved every string out of spreadsheets and hand-edited JSON files into ICU MessageFormat messages " +
      "checked in CI, built the Rust and TypeScript pipeline that syncs them with Crowdin, and added a pseudo-localized preview to every pull request. " +
      "Broken or untranslated strings reaching production fell from about 120 a release to fewer than 5, and adding a new language went from three months to three weeks " +
      "(Korean in 2023, Polish and Turkish in 2024).",
    url: "https://longtable.example.com",
    teamSize: 3,
  },
  {
    title: "Career break (parental leave)",
    employmentType: "Career break",
    company: "Parental leave",
    date: "Jun 2021 – Mar 2022",
    location: "Osaka",
    description:
      "Ten months at home after my son was born. During his naps I read the CLDR plural rules from end to end and wrote the first version of tsuzuri, " +
      "my ICU MessageFormat library in Rust, which I published in February 2022, a few weeks before I joined Long Table.",
  },
  {
    title: "Software Engineer, Multilingual Services",
    employmentType: "Full-time",
    company: "City of Osaka, Multilingual Information Office",
    date: "Apr 2019 – May 2021",
    location: "Osaka · On-site",
    description:
      "In-house engineer in the city government's multilingual information office. I rebuilt Osaka Safety Info, the city's disaster and public-notice site, " +
      "so that every notice is written once in Japanese and published in 11 languages plus easy Japanese (yasashii nihongo), replaced Word files sent by e-mail " +
      "with XLIFF exchange with the city's translation vendors, and built the pipeline that publishes typhoon and earthquake alerts in every language " +
      "within 15 minutes of the Japanese original. In April 2020, at the height of the pandemic notices, the site served 2.3 million page views in one month.",
    url: "https://osaka-safety-info.example.com",
  },
  {
    title: "Localization Engineer (part-time contract)",
    employmentType: "Part-time contract",
    company: "Kumo Interactive",
    date: "Oct 2018 – Sep 2019",
    location: "Tokyo · Remote",
    description:
      "A 20-hour-a-week contract with an indie game studio in Tokyo, which I kept on for six months in the evenings and at weekends after I started at the City of Osaka. " +
      "I wrote Python scripts that pulled dialogue and UI strings out of the studio's Unity project into XLIFF files for translators, added a check that flagged " +
      "lines too long for their text boxes, and ran the Spanish, English and French release of its puzzle game Lanternfall.",
    url: "https://kumointeractive.example.com",
  },
  {
    title: "Freelance Japanese–Spanish Translator",
    employmentType: "Freelance",
    company: "Self-employed",
    date: "Apr 2011 – Mar 2019",
    location: "Osaka · Remote",
    description:
      "Eight years translating from Japanese into Spanish for manga publishers and game studios in Spain and Latin America: more than 60 manga volumes, " +
      "most of them for Editorial Nube Roja in Barcelona, and the in-game text of 14 console and mobile games, about 1.2 million words in all. " +
      "I worked in memoQ and Trados, kept my own translation memories and term bases, and began writing scripts to clean up the files clients sent me, " +
      "which is how I learned to program.",
  },
];

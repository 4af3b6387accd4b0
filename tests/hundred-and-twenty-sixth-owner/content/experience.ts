import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Data Visualisation Developer & Data Journalist",
    employmentType: "Full-time",
    company: "The Daily Lantern",
    date: "Sep 2021 – Present",
    location: "Nairobi · Hybrid, three days a week in the newsroom",
    description:
      "The Daily Lantern is an independent news site in Nairobi with a weekend print edition and about 120 journalists. I joined in September 2021 as its first " +
      "data journalist and now lead its data desk of three: two data reporters and a graphics developer. I pitch and report data stories, build the interactive " +
      "graphics that go with them in Svelte and D3.js, and help other desks check the numbers in their stories before they run. Since 2021 the desk has published " +
      "more than 60 interactive pieces, among them Kura Map, our 2022 election-results map, and Fare Game, the story on matatu fares. I also wrote the newsroom's " +
      "chart style guide, keep its Datawrapper themes, and run Spreadsheet Fridays, our workshops for reporters.",
    url: "https://dailylantern.example.com",
    teamSize: 3,
  },
  {
    title: "Freelance Chart-Maker for NGOs",
    employmentType: "Freelance",
    company: "Self-employed",
    date: "Jan 2018 – Aug 2021",
    location: "Nairobi · Remote",
    description:
      "After the fellowship I worked for myself, turning NGO data into charts people would actually read: annual-report graphics, policy briefs, maps and a few " +
      "dashboards for 11 NGOs and foundations, among them Maji Safi Trust, a water charity, and Haki Data Collective, a human-rights research group. " +
      "I made most charts in Datawrapper and R with ggplot2, laid reports out with designers in Figma, and built the Drought Tracker for Maji Safi Trust " +
      "in Observable. This is where I taught myself D3.js and then Svelte, one client deadline at a time.",
  },
  {
    title: "Data Journalism Fellow",
    employmentType: "Fellowship",
    company: "Baobab Data Fellowship",
    date: "Feb 2017 – Nov 2017",
    location: "Johannesburg, South Africa · On-site",
    description:
      "A ten-month fellowship that trains reporters from across Africa in data journalism, hosted by Baobab Media Lab. I learned Python, pandas, SQL and QGIS " +
      "there, and spent the second half on my fellowship project: an analysis of county health spending in Kenya from 2013 to 2016, which ran in the " +
      "Rift Valley Herald and two South African outlets. It was the first time I built a chart from scratch instead of filling in a template.",
  },
  {
    title: "Reporter, County Affairs",
    employmentType: "Full-time",
    company: "Rift Valley Herald",
    date: "Jan 2013 – Dec 2016",
    location: "Nakuru, Kenya · On-site",
    description:
      "The Rift Valley Herald is a regional weekly newspaper in Nakuru. For four years I covered the county government, the courts and farming in Nakuru County " +
      "and wrote more than 400 stories. I filed my first Access to Information requests here, and a 2015 story on who got the county's school bursaries, " +
      "built from a spreadsheet the county had never meant anyone to read, is what convinced me the numbers were often the story.",
  },
];

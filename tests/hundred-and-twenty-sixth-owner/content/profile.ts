import type { Profile } from "./types";

/**
 * A made-up owner: a Nairobi data-visualisation developer and data journalist who runs the data desk
 * of a news site, after four years as a regional reporter, a data-journalism fellowship and three and
 * a half years of freelance charts for NGOs.
 */
export const profile: Profile = {
  firstName: "Wambui",
  lastName: "Karanja",
  initials: "WK",
  pronouns: "she",
  role: "Data Visualisation Developer & Data Journalist",
  bio:
    "I'm Wambui Karanja, a data journalist who learned to code because the charts I wanted to make didn't exist yet. " +
    "Since 2021 I've run the data desk at The Daily Lantern, a news site in Nairobi, where I report data stories and build the interactive graphics that go with them. " +
    "Before that I spent four years as a reporter at the Rift Valley Herald in Nakuru, a year as a Baobab Data Fellow in Johannesburg, " +
    "and three and a half years as a freelance chart-maker for NGOs. I work in JavaScript, D3.js and Svelte for the web, Python, pandas and R for the numbers " +
    "underneath, and PostGIS and QGIS whenever there's a map. I studied journalism, not computer science. I grew up in Nyeri and live in Nairobi, " +
    "and on Friday afternoons I teach reporters to stop being afraid of spreadsheets.",
  email: "wambui.karanja@example.com",
  phone: "+254 722 555 418",
  location: "Nairobi, Kenya",
  cube: ["D3", "SVG", "GIS", "R", "CSV"],
  siteUrl: "https://wambuikaranja.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-twenty-sixth-portrait.jpg",
      alt: "Portrait of Wambui Karanja, a smiling woman with short locs and round glasses, in a mustard cardigan in a newsroom",
    },
    alternate: {
      src: "/images/hundred-and-twenty-sixth-portrait-alt.jpg",
      alt: "Wambui Karanja at a workshop, pointing at a projected spreadsheet full of county budget figures",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/wambui-karanja", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/wambui-karanja-example", icon: "lu:briefcase-business" },
    { label: "Observable notebooks", href: "https://observablehq.com/@wambui-karanja", icon: "si:observable" },
    { label: "Stories at The Daily Lantern", href: "https://dailylantern.example.com/authors/wambui-karanja", icon: "lu:newspaper" },
    { label: "Newsletter: Chart Notes", href: "https://wambuikaranja.example.com/chart-notes", icon: "lu:pen-line" },
    { label: "Mastodon", href: "https://journa.host/@wambuikaranja", icon: "si:mastodon" },
  ],
};

import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Kerbside",
    github: "https://github.com/sina-leota-example/kerbside",
    live: "https://kerbside.example.com",
    description:
      "Real-time arrival boards for low-power e-paper screens at bus stops, so riders without a mobile phone can see when the " +
      "next bus is due. Fed by GTFS-Realtime trip updates, with stop names in English and te reo Māori; piloted at 12 stops " +
      "in Newtown since March 2024.",
    stack: ["TypeScript", "Node.js", "GTFS-Realtime", "Protocol Buffers", "Raspberry Pi"],
    deploy: { backend: "Fly.io", devices: "Raspberry Pi at 12 stops", domain: "kerbside.example.com" },
  },
  {
    name: "gtfs-tidy",
    github: "https://github.com/sina-leota-example/gtfs-tidy",
    live: "",
    description:
      "A Python library and command-line tool that checks a GTFS feed for broken stop times, duplicate stops and calendar " +
      "gaps, and fixes what it safely can. First released in 2020; two regional councils run it before every timetable change.",
    stack: ["Python", "pandas", "pytest", "GTFS"],
    deploy: { PyPI: { name: "gtfs-tidy", href: "https://pypi.org/project/gtfs-tidy/" }, frontend: "None" },
  },
  {
    name: "Late Again",
    github: "https://github.com/sina-leota-example/late-again",
    live: "https://lateagain.example.com",
    description:
      "A public dashboard of how late Wellington's buses run, route by route and hour by hour, built from a year of archived " +
      "GTFS-Realtime vehicle positions. Launched in 2022 and refreshed every night.",
    stack: ["Python", "DuckDB", "Svelte", "GitHub Actions"],
    deploy: { frontend: "Netlify", data: "Nightly GitHub Actions job", domain: "lateagain.example.com" },
  },
  {
    name: "Timetable Diff",
    github: "https://github.com/sina-leota-example/timetable-diff",
    live: "https://timetablediff.example.com",
    description:
      "A browser tool that compares two versions of a GTFS feed and lists every changed trip, stop and route in plain English, " +
      "so planners can check a timetable change before it goes out. Runs entirely in the browser; built in 2023.",
    stack: ["TypeScript", "React", "Vite", "Web Workers"],
    deploy: { frontend: "Cloudflare Pages", backend: "None", domain: "timetablediff.example.com" },
  },
  {
    name: "Hop Planner",
    github: "https://github.com/sina-leota-example/hop-planner",
    live: "",
    description:
      "A journey planner prototype for Wellington's buses, trains and ferries on OpenTripPlanner, built as a final-year degree " +
      "project in 2018. Archived in 2021 when the regional council launched its own planner; the code stays up for students.",
    stack: ["Java", "OpenTripPlanner", "React", "Leaflet", "OpenStreetMap"],
    deploy: { backend: "Retired in 2021", frontend: "None" },
  },
  {
    name: "Evening Class Notes",
    github: "https://github.com/sina-leota-example/evening-class-notes",
    live: "https://notes.sinaleota.example.com",
    description:
      "The open course notes of her polytechnic evening classes: Python and SQL exercises built on real bus timetable data, " +
      "written from 2020 to 2023 and free for any teacher to reuse.",
    stack: ["Astro", "Markdown", "Python", "SQL"],
    deploy: { frontend: "Netlify", domain: "notes.sinaleota.example.com" },
  },
];

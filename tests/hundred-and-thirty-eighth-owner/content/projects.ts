import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Roster Relay",
    github: "https://github.com/aurelie-duarte-example/roster-relay",
    live: "https://rosterrelay.example.com",
    description:
      "An open-source crew-swap board where pilots and cabin crew trade duties, each swap checked live against EASA " +
      "flight-time limitations. Started in 2023.",
    stack: ["Kotlin", "Spring Boot", "PostgreSQL", "React", "TypeScript"],
    deploy: { frontend: "Cloudflare Pages", backend: "Fly.io", database: "Neon", domain: "rosterrelay.example.com" },
  },
  {
    name: "NOTAM Lens",
    github: "https://github.com/aurelie-duarte-example/notam-lens",
    live: "https://notamlens.example.com",
    description:
      "Turns raw NOTAMs into plain-language briefings on a map, grouped by airport and flight level, with updates streamed " +
      "through Kafka. Built in 2021.",
    stack: ["Kotlin", "Kafka Streams", "PostgreSQL", "React", "Leaflet"],
    deploy: { frontend: "Netlify", backend: "Hetzner", database: "Hetzner PostgreSQL", domain: "notamlens.example.com" },
  },
  {
    name: "Squawk Trainer",
    github: "https://github.com/aurelie-duarte-example/squawk-trainer",
    live: "https://squawk.example.com",
    description:
      "A radiotelephony trainer for student pilots: it plays a controller's call, listens to the readback with speech " +
      "recognition and scores the phraseology. Built in 2019 for the Horizon Aviation School classes; works offline in mobile browsers.",
    stack: ["React", "TypeScript", "Web Speech API", "Vite"],
    deploy: { frontend: "GitHub Pages", backend: "None" },
  },
  {
    name: "FTL Calc",
    github: "https://github.com/aurelie-duarte-example/ftl-calc",
    live: "",
    description:
      "A Kotlin library that checks a duty roster against the EASA flight-time limitation rules (ORO.FTL) and explains " +
      "each breach in plain words. Published in 2022.",
    stack: ["Kotlin", "Gradle", "JUnit 5"],
    deploy: { "Maven Central": { name: "eu.aureliedu:ftl-calc", href: "https://central.sonatype.com/artifact/eu.aureliedu/ftl-calc" } },
  },
  {
    name: "Slot Watch",
    github: "https://github.com/aurelie-duarte-example/slot-watch",
    live: "",
    description:
      "A dashboard of air traffic flow management (ATFM) delays and departure slots at French airports. Retired in 2022 " +
      "when the public data feed it read was closed; the code is archived on GitHub.",
    stack: ["Python", "pandas", "InfluxDB", "Grafana"],
    deploy: { frontend: "None", backend: "None", database: "None" },
  },
  {
    name: "Gate Shuffle",
    github: "https://github.com/aurelie-duarte-example/gate-shuffle",
    live: "",
    description:
      "A gate-assignment optimiser that re-plans airport stands when flights run late, using constraint solving. " +
      "In progress since 2024 and not deployed yet.",
    stack: ["Kotlin", "Timefold Solver", "Spring Boot", "PostgreSQL"],
    deploy: { frontend: "TBD", backend: "TBD", database: "TBD" },
  },
  {
    name: "Lag Radar",
    github: "https://github.com/aurelie-duarte-example/lag-radar",
    live: "",
    description:
      "A command-line tool that watches Kafka consumer lag and alerts the on-call engineer before a backlog builds up. " +
      "Released in 2023 as a Docker image.",
    stack: ["Kotlin", "Apache Kafka", "Docker"],
    deploy: { "Docker Hub": { name: "aureliedu/lag-radar", href: "https://hub.docker.com/r/aureliedu/lag-radar" } },
  },
];

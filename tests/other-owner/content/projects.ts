import type { Project } from "./types";

export const projects: Project[] = [
  {
    name: "Platform Nine",
    github: "https://gitlab.com/zofia-example/platform-nine",
    live: "https://nine.zofia.example.org",
    description: "Live departure boards for every station in Lesser Poland, on a phone.",
    stack: ["Kotlin", "Rust", "Redis"],
    deploy: {
      backend: "Kubernetes",
      database: "Redis",
      "Docker Hub": { name: "zofia/platform-nine", href: "https://hub.docker.com/r/zofia/platform-nine" },
    },
    image: { src: "/images/projects/platform-nine.png", alt: "A departure board listing four trains" },
  },
  {
    name: "Pierogi Timer",
    github: "https://gitlab.com/zofia-example/pierogi-timer",
    live: "",
    description: "A kitchen timer that knows how long each kind of dumpling takes.",
    stack: ["Flutter"],
    deploy: {},
  },
  {
    name: "Tatra Weather",
    github: "",
    live: "https://tatra.zofia.example.org",
    description: "Mountain forecasts with the avalanche level first.",
    stack: ["Swift", "Python"],
    deploy: { backend: "Fly.io" },
  },
  {
    name: "crate-audit",
    github: "https://gitlab.com/zofia-example/crate-audit",
    live: "",
    description: "Checks a Rust workspace's dependencies against a team's allow-list.",
    stack: ["Rust"],
    deploy: { npm: "None", "crates.io": { name: "crate-audit", href: "https://crates.io/crates/crate-audit" } },
  },
];

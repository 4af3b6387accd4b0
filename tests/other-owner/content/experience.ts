import type { ExperienceEntry } from "./types";

export const experience: ExperienceEntry[] = [
  {
    title: "Senior Mobile Engineer",
    employmentType: "Contract",
    company: "Vistula Rail",
    date: "Feb 2021 – Present",
    location: "Kraków · Hybrid",
    description: "Builds the ticketing app in Kotlin and Swift, and the Rust service that prices every journey.",
  },
];

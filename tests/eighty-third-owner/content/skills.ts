import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "Dart", icon: "si:dart" },
      { label: "Kotlin", icon: "si:kotlin" },
      { label: "Go", icon: "si:go" },
      { label: "Swift (basic)", icon: "si:swift" },
    ],
  },
  {
    title: "Mobile",
    items: [
      { label: "Flutter", icon: "si:flutter" },
      { label: "Riverpod", icon: "lu:waves" },
      { label: "Jetpack Compose", icon: "si:jetpackcompose" },
      { label: "Android", icon: "si:android" },
      { label: "SQLite", icon: "si:sqlite" },
    ],
  },
  {
    title: "Backend & APIs",
    items: [
      { label: "Firebase", icon: "si:firebase" },
      { label: "GraphQL", icon: "si:graphql" },
      { label: "Google Cloud Run", icon: "si:googlecloud" },
    ],
  },
  {
    title: "CI/CD & Release",
    items: [
      { label: "Bitrise", icon: "si:bitrise" },
      { label: "Fastlane", icon: "si:fastlane" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Git", icon: "si:git" },
    ],
  },
  {
    title: "Design",
    items: [{ label: "Figma", icon: "si:figma" }],
  },
];

import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Build Systems",
    items: [
      { label: "Bazel", icon: "si:bazel" },
      { label: "Starlark (Bazel rules and macros)", icon: "si:bazel" },
      { label: "Gradle (Kotlin DSL)", icon: "si:gradle" },
      { label: "Nix (a little)", icon: "si:nixos" },
    ],
  },
  {
    title: "Languages",
    items: [
      { label: "Kotlin", icon: "si:kotlin" },
      { label: "Java", icon: "si:openjdk" },
      { label: "Go", icon: "si:go" },
      { label: "Python", icon: "si:python" },
      { label: "Bash", icon: "si:gnubash" },
    ],
  },
  {
    title: "CI/CD",
    items: [
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Buildkite", icon: "si:buildkite" },
      { label: "CI cost and speed tuning", icon: "lu:gauge" },
    ],
  },
  {
    title: "Remote Builds",
    items: [
      { label: "Remote execution (RBE)", icon: "lu:server" },
      { label: "Remote caching", icon: "lu:database" },
      { label: "Build performance profiling", icon: "lu:timer" },
    ],
  },
  {
    title: "Infrastructure",
    items: [
      { label: "Kubernetes", icon: "si:kubernetes" },
      { label: "Terraform", icon: "si:terraform" },
      { label: "Google Cloud (GKE)", icon: "si:googlecloud" },
    ],
  },
  {
    title: "Android Builds",
    items: [
      { label: "Android build tooling (Android Gradle Plugin, R8)", icon: "si:android" },
      { label: "Android emulators in CI", icon: "lu:smartphone" },
    ],
  },
  {
    title: "Testing",
    items: [
      { label: "JUnit", icon: "si:junit5" },
      { label: "Espresso (Android UI tests)", icon: "lu:test-tube" },
      { label: "Flaky-test detection and quarantine", icon: "lu:bug" },
    ],
  },
  {
    title: "Data & Dashboards",
    items: [
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "React (Flakómetro's front end only)", icon: "si:react" },
    ],
  },
];

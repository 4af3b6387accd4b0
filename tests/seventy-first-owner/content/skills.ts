import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Android",
    items: [
      { label: "Kotlin", icon: "si:kotlin" },
      { label: "Jetpack Compose", icon: "si:jetpackcompose" },
      { label: "Java", icon: "si:openjdk" },
      { label: "Kotlin Coroutines & Flow", icon: "lu:workflow" },
      { label: "Hilt", icon: "lu:syringe" },
      { label: "Android SDK", icon: "si:android" },
    ],
  },
  {
    title: "Cross-Platform",
    items: [
      { label: "Flutter", icon: "si:flutter" },
      { label: "Dart", icon: "si:dart" },
      { label: "Riverpod", icon: "lu:waves" },
    ],
  },
  {
    title: "Offline & Data",
    items: [
      { label: "Room", icon: "lu:database" },
      { label: "SQLite", icon: "si:sqlite" },
      { label: "WorkManager", icon: "lu:timer" },
      { label: "GraphQL", icon: "si:graphql" },
      { label: "REST APIs", icon: "lu:network" },
      { label: "Firebase", icon: "si:firebase" },
    ],
  },
  {
    title: "Payments & Connectivity",
    items: [
      { label: "Mobile money APIs", icon: "lu:wallet" },
      { label: "USSD", icon: "lu:hash" },
      { label: "SMS fallback", icon: "lu:message-square" },
      { label: "Google Maps SDK", icon: "si:googlemaps" },
    ],
  },
  {
    title: "Quality & Delivery",
    items: [
      { label: "JUnit", icon: "si:junit5" },
      { label: "Espresso", icon: "lu:coffee" },
      { label: "Gradle", icon: "si:gradle" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Firebase Crashlytics", icon: "si:firebase" },
      { label: "Google Play Console", icon: "si:googleplay" },
    ],
  },
  {
    title: "Leading & Teaching",
    items: [
      { label: "Mobile architecture reviews", icon: "lu:drafting-compass" },
      { label: "Mentoring", icon: "lu:users" },
      { label: "Technical interviewing", icon: "lu:clipboard-check" },
      { label: "Teaching", icon: "lu:graduation-cap" },
    ],
  },
];

import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Flutter & Dart",
    items: [
      { label: "Flutter", icon: "si:flutter" },
      { label: "Dart", icon: "si:dart" },
      { label: "Riverpod", icon: "lu:layers" },
      { label: "Bloc", icon: "lu:boxes" },
      { label: "Firebase", icon: "si:firebase" },
    ],
  },
  {
    title: "Native Android & iOS",
    items: [
      { label: "Kotlin", icon: "si:kotlin" },
      { label: "Jetpack Compose", icon: "si:jetpackcompose" },
      { label: "Android SDK", icon: "si:android" },
      { label: "Swift (basic)", icon: "si:swift" },
    ],
  },
  {
    title: "APIs & Data",
    items: [
      { label: "REST APIs", icon: "lu:plug" },
      { label: "GraphQL", icon: "si:graphql" },
      { label: "SQLite", icon: "si:sqlite" },
    ],
  },
  {
    title: "Shipping & CI/CD",
    items: [
      { label: "Codemagic", icon: "si:codemagic" },
      { label: "Fastlane", icon: "si:fastlane" },
      { label: "Google Play Console", icon: "si:googleplay" },
      { label: "App Store Connect", icon: "si:appstore" },
    ],
  },
  {
    title: "Quality, Accessibility & Design",
    items: [
      { label: "Automated UI testing (Flutter integration tests, Espresso)", icon: "lu:test-tube-diagonal" },
      { label: "Mobile accessibility (TalkBack & VoiceOver)", icon: "lu:accessibility" },
      { label: "Figma", icon: "si:figma" },
    ],
  },
  {
    title: "Teaching & Coaching",
    items: [
      { label: "Chess coaching (FIDE Master)", icon: "lu:crown" },
      { label: "Teaching Flutter on YouTube", icon: "si:youtube" },
      { label: "Workshops & talks", icon: "lu:presentation" },
    ],
  },
];

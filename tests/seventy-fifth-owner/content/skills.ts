import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Android",
    items: [
      { label: "Kotlin", icon: "si:kotlin" },
      { label: "Jetpack Compose", icon: "si:jetpackcompose" },
      { label: "Kotlin Coroutines", icon: "lu:workflow" },
      { label: "Room", icon: "lu:database" },
      { label: "Espresso", icon: "lu:coffee" },
    ],
  },
  {
    title: "iOS",
    items: [
      { label: "Swift", icon: "si:swift" },
      { label: "SwiftUI", icon: "lu:layout-panel-top" },
      { label: "XCTest", icon: "lu:check-check" },
      { label: "Xcode", icon: "si:xcode" },
    ],
  },
  {
    title: "Cross-platform",
    items: [
      { label: "Flutter", icon: "si:flutter" },
      { label: "Dart", icon: "si:dart" },
      { label: "React Native (some)", icon: "si:react" },
    ],
  },
  {
    title: "APIs & Backend Services",
    items: [
      { label: "GraphQL", icon: "si:graphql" },
      { label: "Apollo (Kotlin & iOS clients)", icon: "si:apollographql" },
      { label: "Firebase", icon: "si:firebase" },
      { label: "REST APIs", icon: "lu:webhook" },
    ],
  },
  {
    title: "Release & CI",
    items: [
      { label: "Fastlane", icon: "si:fastlane" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Gradle", icon: "si:gradle" },
      { label: "Git", icon: "si:git" },
      { label: "Firebase Crashlytics", icon: "lu:activity" },
    ],
  },
  {
    title: "Testing & Accessibility",
    items: [
      { label: "Appium", icon: "lu:smartphone" },
      { label: "Selenium", icon: "si:selenium" },
      { label: "TalkBack & VoiceOver", icon: "lu:accessibility" },
      { label: "WCAG 2.1", icon: "lu:badge-check" },
    ],
  },
];

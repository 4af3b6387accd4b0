import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "Swift", icon: "si:swift" },
      { label: "Objective-C (legacy)", icon: "lu:file-code" },
      { label: "Kotlin (some)", icon: "si:kotlin" },
    ],
  },
  {
    title: "Apple Frameworks",
    items: [
      { label: "SwiftUI", icon: "si:swift" },
      { label: "UIKit", icon: "lu:smartphone" },
      { label: "Combine", icon: "lu:workflow" },
      { label: "Swift Concurrency (async/await)", icon: "lu:zap" },
      { label: "Core Data", icon: "lu:database" },
      { label: "CloudKit", icon: "lu:cloud" },
      { label: "WidgetKit", icon: "lu:layout-grid" },
    ],
  },
  {
    title: "Testing & Delivery",
    items: [
      { label: "XCTest", icon: "lu:test-tube" },
      { label: "fastlane", icon: "si:fastlane" },
      { label: "Xcode Cloud", icon: "si:xcode" },
      { label: "Swift Package Manager", icon: "lu:package" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Git", icon: "si:git" },
    ],
  },
  {
    title: "APIs & Services",
    items: [
      { label: "GraphQL", icon: "si:graphql" },
      { label: "REST", icon: "lu:network" },
      { label: "Firebase (Crashlytics, Remote Config, Cloud Messaging)", icon: "si:firebase" },
      { label: "Apple Pay", icon: "si:applepay" },
    ],
  },
  {
    title: "Cross-platform",
    items: [
      { label: "Kotlin Multiplatform", icon: "si:kotlin" },
      { label: "Jetpack Compose (basics)", icon: "si:jetpackcompose" },
    ],
  },
];

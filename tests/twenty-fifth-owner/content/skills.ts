import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Native iOS",
    items: [
      { label: "Swift", icon: "si:swift" },
      { label: "SwiftUI", icon: "lu:layout-template" },
      { label: "UIKit", icon: "lu:smartphone" },
      { label: "Swift Concurrency", icon: "lu:workflow" },
      { label: "Combine", icon: "lu:git-merge" },
      { label: "Objective-C", icon: "lu:file-code" },
      { label: "Core Data", icon: "lu:database" },
      { label: "WidgetKit", icon: "lu:layout-grid" },
      { label: "Xcode", icon: "si:xcode" },
    ],
  },
  {
    title: "Shared Logic & Android",
    items: [
      { label: "Kotlin", icon: "si:kotlin" },
      { label: "Kotlin Multiplatform", icon: "lu:share-2" },
      { label: "Jetpack Compose", icon: "si:jetpackcompose" },
      { label: "Android Studio", icon: "si:androidstudio" },
      { label: "React Native (legacy)", icon: "si:react" },
    ],
  },
  {
    title: "Design Roots",
    items: [
      { label: "Figma", icon: "si:figma" },
      { label: "Sketch", icon: "si:sketch" },
      { label: "Principle", icon: "lu:pen-tool" },
      { label: "Design tokens", icon: "lu:palette" },
      { label: "Usability testing", icon: "lu:users" },
      { label: "Accessibility (VoiceOver)", icon: "lu:accessibility" },
    ],
  },
  {
    title: "Shipping & Quality",
    items: [
      { label: "Xcode Cloud", icon: "lu:cloud" },
      { label: "fastlane", icon: "si:fastlane" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Firebase Crashlytics", icon: "si:firebase" },
      { label: "TestFlight", icon: "lu:plane" },
      { label: "Swift Package Manager", icon: "lu:package" },
      { label: "XCTest & snapshot tests", icon: "lu:flask-conical" },
    ],
  },
];

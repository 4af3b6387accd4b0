import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "iOS",
    items: [
      { label: "Swift", icon: "si:swift" },
      { label: "SwiftUI", icon: "lu:layout-template" },
      { label: "UIKit", icon: "lu:layers" },
      { label: "Core Data", icon: "lu:database" },
      { label: "CloudKit", icon: "si:icloud" },
      { label: "XCTest", icon: "lu:flask-conical" },
      { label: "Xcode", icon: "si:xcode" },
    ],
  },
  {
    title: "Android",
    items: [
      { label: "Kotlin", icon: "si:kotlin" },
      { label: "Jetpack Compose", icon: "si:jetpackcompose" },
      { label: "Java", icon: "lu:coffee" },
      { label: "Room", icon: "lu:database-zap" },
      { label: "Android Studio", icon: "si:androidstudio" },
    ],
  },
  {
    title: "Cross-Platform & Backend",
    items: [
      { label: "Flutter", icon: "si:flutter" },
      { label: "Dart", icon: "si:dart" },
      { label: "Firebase", icon: "si:firebase" },
      { label: "Cloud Firestore", icon: "lu:cloud" },
      { label: "Stripe", icon: "si:stripe" },
    ],
  },
  {
    title: "Accessibility",
    items: [
      { label: "VoiceOver", icon: "lu:ear" },
      { label: "TalkBack", icon: "lu:speech" },
      { label: "Dynamic Type & font scaling", icon: "lu:type" },
      { label: "WCAG 2.2", icon: "lu:accessibility" },
      { label: "Accessibility audits", icon: "lu:scan-eye" },
    ],
  },
  {
    title: "Shipping & Design",
    items: [
      { label: "App Store Connect", icon: "si:appstore" },
      { label: "Google Play Console", icon: "si:googleplay" },
      { label: "TestFlight", icon: "lu:plane" },
      { label: "Fastlane", icon: "si:fastlane" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Figma", icon: "si:figma" },
    ],
  },
];

import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "iOS & Swift",
    items: [
      { label: "Swift", icon: "si:swift" },
      { label: "SwiftUI", icon: "si:swift" },
      { label: "UIKit", icon: "si:apple" },
      { label: "Combine", icon: "lu:workflow" },
      { label: "Swift Concurrency (async/await)", icon: "lu:layers" },
    ],
  },
  {
    title: "Apple Frameworks",
    items: [
      { label: "Core Data", icon: "lu:database" },
      { label: "HealthKit", icon: "lu:heart-pulse" },
      { label: "WidgetKit", icon: "lu:smartphone" },
      { label: "Swift Charts", icon: "lu:chart-line" },
      { label: "AVFoundation (camera and barcode scanning)", icon: "lu:scan-barcode" },
    ],
  },
  {
    title: "Testing & Release",
    items: [
      { label: "XCTest (unit and UI tests)", icon: "lu:flask-conical" },
      { label: "fastlane", icon: "si:fastlane" },
      { label: "TestFlight", icon: "lu:rocket" },
      { label: "Swift Package Manager", icon: "lu:package" },
      { label: "Xcode", icon: "si:xcode" },
    ],
  },
  {
    title: "Backend (Firebase only)",
    items: [
      { label: "Firebase Auth", icon: "si:firebase" },
      { label: "Cloud Firestore", icon: "si:firebase" },
      { label: "Firebase Cloud Messaging", icon: "lu:bell" },
      { label: "Crashlytics", icon: "si:firebase" },
    ],
  },
  {
    title: "Also",
    items: [
      { label: "Kotlin (some: reading and small fixes)", icon: "si:kotlin" },
      { label: "Git", icon: "si:git" },
      { label: "Figma", icon: "si:figma" },
    ],
  },
  {
    title: "Accessibility & Health",
    items: [
      { label: "VoiceOver and Dynamic Type", icon: "lu:accessibility" },
      { label: "Medication safety (five years as a pharmacist)", icon: "lu:pill" },
      { label: "GDPR for health data", icon: "lu:shield-check" },
    ],
  },
];

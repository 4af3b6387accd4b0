import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "iOS",
    items: [
      { label: "Swift", icon: "si:swift" },
      { label: "SwiftUI", icon: "si:swift" },
      { label: "UIKit", icon: "si:apple" },
      { label: "AVFoundation", icon: "lu:volume-2" },
      { label: "Xcode", icon: "si:xcode" },
    ],
  },
  {
    title: "Android",
    items: [
      { label: "Kotlin", icon: "si:kotlin" },
      { label: "Jetpack Compose", icon: "si:jetpackcompose" },
      { label: "Kotlin Coroutines", icon: "si:kotlin" },
      { label: "Android Studio", icon: "si:androidstudio" },
    ],
  },
  {
    title: "Cross-Platform",
    items: [
      { label: "React Native", icon: "si:react" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "Expo", icon: "si:expo" },
      { label: "GraphQL (Apollo Client)", icon: "si:apollographql" },
    ],
  },
  {
    title: "Accessibility",
    items: [
      { label: "VoiceOver", icon: "lu:accessibility" },
      { label: "TalkBack", icon: "lu:ear" },
      { label: "WCAG 2.2", icon: "lu:eye" },
      { label: "Dynamic Type and font scaling", icon: "lu:ruler" },
    ],
  },
  {
    title: "Shipping & Quality",
    items: [
      { label: "Fastlane", icon: "si:fastlane" },
      { label: "Bitrise", icon: "si:bitrise" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "XCTest", icon: "lu:test-tube" },
      { label: "Espresso", icon: "lu:test-tube" },
      { label: "Firebase Crashlytics", icon: "si:firebase" },
    ],
  },
  {
    title: "Audio & Sound",
    items: [
      { label: "C++", icon: "si:cplusplus" },
      { label: "JUCE", icon: "si:juce" },
      { label: "QLab", icon: "lu:sliders-horizontal" },
      { label: "Live mixing (DiGiCo, Yamaha CL)", icon: "lu:headphones" },
    ],
  },
  {
    title: "Design",
    items: [{ label: "Figma", icon: "si:figma" }],
  },
];

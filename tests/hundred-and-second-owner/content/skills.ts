import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "Kotlin", icon: "si:kotlin" },
      { label: "Java", icon: "si:openjdk" },
      { label: "Swift", icon: "si:swift" },
      { label: "TypeScript (a little, for Cloud Functions)", icon: "si:typescript" },
    ],
  },
  {
    title: "Android",
    items: [
      { label: "Jetpack Compose", icon: "si:jetpackcompose" },
      { label: "Coroutines and Flow", icon: "lu:waves" },
      { label: "Room", icon: "lu:database" },
      { label: "Retrofit", icon: "lu:network" },
    ],
  },
  {
    title: "iOS and Cross-Platform",
    items: [
      { label: "SwiftUI", icon: "si:swift" },
      { label: "Kotlin Multiplatform", icon: "si:kotlin" },
    ],
  },
  {
    title: "Firebase",
    items: [
      { label: "Firebase Authentication", icon: "lu:key-round" },
      { label: "Cloud Firestore", icon: "si:firebase" },
      { label: "Firebase Cloud Messaging", icon: "lu:bell" },
    ],
  },
  {
    title: "Build and Release",
    items: [
      { label: "Gradle", icon: "si:gradle" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Fastlane", icon: "lu:rocket" },
    ],
  },
  {
    title: "Design and Accessibility",
    items: [
      { label: "Figma (reading designs)", icon: "si:figma" },
      { label: "TalkBack", icon: "lu:ear" },
      { label: "VoiceOver", icon: "lu:audio-lines" },
    ],
  },
];

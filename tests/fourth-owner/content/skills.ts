import type { SkillGroup } from "./types";

export const skillGroups: SkillGroup[] = [
  {
    title: "Mobile",
    items: [
      { label: "Swift", icon: "si:swift" },
      { label: "SwiftUI", icon: "si:swift" },
      { label: "Kotlin", icon: "si:kotlin" },
      { label: "Jetpack Compose", icon: "si:jetpackcompose" },
      { label: "React Native", icon: "si:react" },
      { label: "Expo", icon: "si:expo" },
    ],
  },
  {
    title: "Front-End",
    items: [
      { label: "React", icon: "si:react" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "Next.js", icon: "si:nextdotjs" },
      { label: "CSS", icon: "si:css" },
      { label: "Storybook", icon: "si:storybook" },
    ],
  },
  {
    title: "Design",
    items: [
      { label: "Figma", icon: "si:figma" },
      { label: "Design systems", icon: "lu:component" },
      { label: "Prototyping", icon: "lu:pen-tool" },
      { label: "Accessibility (WCAG)", icon: "lu:accessibility" },
    ],
  },
  {
    title: "Testing & Tools",
    items: [
      { label: "XCTest", icon: "lu:flask-conical" },
      { label: "Jest", icon: "si:jest" },
      { label: "Xcode", icon: "si:xcode" },
      { label: "Android Studio", icon: "si:androidstudio" },
      { label: "Fastlane", icon: "si:fastlane" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Firebase", icon: "si:firebase" },
    ],
  },
];

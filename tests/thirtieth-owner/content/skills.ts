import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Android Craft",
    items: [
      { label: "Kotlin", icon: "si:kotlin" },
      { label: "Jetpack Compose", icon: "si:jetpackcompose" },
      { label: "Java", icon: "lu:coffee" },
      { label: "Android SDK", icon: "si:android" },
      { label: "Coroutines & Flow", icon: "lu:workflow" },
      { label: "Room", icon: "lu:database" },
      { label: "WorkManager", icon: "lu:timer" },
    ],
  },
  {
    title: "Payments, APIs & Data",
    items: [
      { label: "M-Pesa Daraja API", icon: "lu:smartphone" },
      { label: "USSD", icon: "lu:hash" },
      { label: "GraphQL", icon: "si:graphql" },
      { label: "Apollo Kotlin", icon: "si:apollographql" },
      { label: "Retrofit", icon: "lu:plug" },
      { label: "Firebase", icon: "si:firebase" },
    ],
  },
  {
    title: "Cross-Platform & Shipping",
    items: [
      { label: "Flutter", icon: "si:flutter" },
      { label: "Dart", icon: "si:dart" },
      { label: "Gradle", icon: "si:gradle" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Bitrise", icon: "si:bitrise" },
      { label: "Android Studio", icon: "si:androidstudio" },
      { label: "Google Play Console", icon: "si:googleplay" },
    ],
  },
  {
    title: "Leading Teams",
    items: [
      { label: "Hiring & interviewing", icon: "lu:user-plus" },
      { label: "1:1s & coaching", icon: "lu:messages-square" },
      { label: "OKRs & quarterly planning", icon: "lu:target" },
      { label: "Career ladders", icon: "lu:trending-up" },
      { label: "Incident reviews", icon: "lu:siren" },
      { label: "Jira", icon: "si:jira" },
    ],
  },
];

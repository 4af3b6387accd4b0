import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "Ada", icon: "si:ada" },
      { label: "SPARK", icon: "lu:shield-check" },
      { label: "C", icon: "si:c" },
      { label: "Rust", icon: "si:rust" },
      { label: "Python", icon: "si:python" },
    ],
  },
  {
    title: "Verification & Certification",
    items: [
      { label: "DO-178C", icon: "lu:file-check" },
      { label: "DO-333 formal methods", icon: "lu:sigma" },
      { label: "DO-330 tool qualification", icon: "lu:wrench" },
      { label: "GNATprove", icon: "lu:check-check" },
      { label: "MISRA C", icon: "lu:list-checks" },
      { label: "Hardware-in-the-loop testing", icon: "lu:cpu" },
      { label: "Fuzzing (cargo-fuzz)", icon: "lu:bug" },
    ],
  },
  {
    title: "Embedded & Real-Time",
    items: [
      { label: "ARM Cortex-R", icon: "si:arm" },
      { label: "STM32", icon: "si:stmicroelectronics" },
      { label: "ARINC 653", icon: "lu:layout-grid" },
      { label: "Ravenscar profile", icon: "lu:timer" },
      { label: "CAN bus", icon: "lu:cable" },
    ],
  },
  {
    title: "Ground Station & Tools",
    items: [
      { label: "Tokio", icon: "lu:zap" },
      { label: "MAVLink", icon: "lu:radio" },
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Linux", icon: "si:linux" },
      { label: "Git", icon: "si:git" },
      { label: "GitLab CI", icon: "si:gitlab" },
      { label: "Docker", icon: "si:docker" },
      { label: "Alire", icon: "lu:package" },
    ],
  },
  {
    title: "Air Traffic & Aviation",
    items: [
      { label: "Approach control (8 years)", icon: "lu:radar" },
      { label: "ADS-B and Mode S", icon: "lu:radio-tower" },
      { label: "ICAO phraseology", icon: "lu:headset" },
      { label: "Safety reporting and incident analysis", icon: "lu:triangle-alert" },
      { label: "On-the-job training instructor (OJTI)", icon: "lu:graduation-cap" },
    ],
  },
];

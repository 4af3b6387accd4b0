import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "C++", icon: "si:cplusplus" },
      { label: "C#", icon: "lu:code" },
      { label: "GDScript", icon: "si:godotengine" },
      { label: "Python (tools and scripts)", icon: "si:python" },
      { label: "Lua (a little)", icon: "si:lua" },
    ],
  },
  {
    title: "Engines",
    items: [
      { label: "Unreal Engine 5 (C++ and Blueprints)", icon: "si:unrealengine" },
      { label: "Unity", icon: "si:unity" },
      { label: "Godot", icon: "si:godotengine" },
    ],
  },
  {
    title: "Gameplay AI",
    items: [
      { label: "Behaviour trees", icon: "lu:workflow" },
      { label: "Utility AI", icon: "lu:brain" },
      { label: "Perception and NPC routines", icon: "lu:eye" },
    ],
  },
  {
    title: "Gameplay Systems",
    items: [
      { label: "Physics-driven gameplay (ragdolls, hit reactions)", icon: "lu:atom" },
      { label: "Animation state machines", icon: "lu:network" },
    ],
  },
  {
    title: "Multiplayer",
    items: [
      { label: "Unreal replication (co-op)", icon: "lu:users" },
      { label: "Rollback netcode (GGPO)", icon: "lu:rewind" },
    ],
  },
  {
    title: "Profiling",
    items: [
      { label: "Unreal Insights", icon: "lu:activity" },
      { label: "RenderDoc", icon: "lu:scan-search" },
    ],
  },
  {
    title: "Consoles",
    items: [
      { label: "PlayStation 5 dev kits", icon: "si:playstation5" },
      { label: "Xbox Series X|S dev kits", icon: "lu:gamepad-2" },
      { label: "Nintendo Switch dev kits", icon: "lu:gamepad" },
    ],
  },
  {
    title: "Workflow",
    items: [
      { label: "Perforce", icon: "si:perforce" },
      { label: "Git", icon: "si:git" },
      { label: "Jira", icon: "si:jira" },
    ],
  },
];

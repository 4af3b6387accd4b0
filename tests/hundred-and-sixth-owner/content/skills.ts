import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "Kotlin", icon: "si:kotlin" },
      { label: "Java", icon: "si:openjdk" },
      { label: "BrightScript", icon: "si:roku" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "JavaScript", icon: "si:javascript" },
      { label: "Swift", icon: "si:swift" },
      { label: "Python (scripts)", icon: "si:python" },
    ],
  },
  {
    title: "TV Platforms",
    items: [
      { label: "Android TV & Google TV", icon: "si:android" },
      { label: "Amazon Fire TV", icon: "lu:tv" },
      { label: "Roku", icon: "si:roku" },
      { label: "Samsung Tizen", icon: "si:samsung" },
      { label: "LG webOS", icon: "si:lg" },
      { label: "Apple tvOS", icon: "si:appletv" },
    ],
  },
  {
    title: "TV Frameworks",
    items: [
      { label: "Lightning JS", icon: "lu:zap" },
      { label: "Roku SceneGraph", icon: "lu:layers" },
    ],
  },
  {
    title: "Video Playback",
    items: [
      { label: "ExoPlayer / Media3", icon: "lu:play" },
      { label: "AVPlayer", icon: "lu:monitor-play" },
      { label: "HLS", icon: "lu:film" },
      { label: "MPEG-DASH", icon: "lu:film" },
      { label: "Adaptive bitrate ladders", icon: "lu:chart-line" },
    ],
  },
  {
    title: "DRM & Video Ads",
    items: [
      { label: "Widevine", icon: "lu:lock" },
      { label: "PlayReady", icon: "lu:lock" },
      { label: "FairPlay", icon: "lu:key-round" },
      { label: "VAST & VMAP", icon: "lu:megaphone" },
      { label: "Google IMA SDK", icon: "lu:megaphone" },
    ],
  },
  {
    title: "Quality & Accessibility",
    items: [
      { label: "Conviva analytics", icon: "lu:gauge" },
      { label: "Captions & TV accessibility (WCAG)", icon: "lu:captions" },
    ],
  },
  {
    title: "CI & Tools",
    items: [
      { label: "Jenkins", icon: "si:jenkins" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Git", icon: "si:git" },
      { label: "Android Studio", icon: "si:androidstudio" },
      { label: "Xcode", icon: "si:xcode" },
    ],
  },
];

import type { Profile } from "./types";

/** A made-up owner: a QA tester from Lagos turned staff mobile engineer at a Stockholm health-tech company. */
export const profile: Profile = {
  firstName: "Ngozi",
  lastName: "Okafor-Lindqvist",
  initials: "NO",
  pronouns: "she",
  role: "Staff Mobile Engineer",
  bio:
    "I'm Ngozi Okafor-Lindqvist, a mobile engineer in Stockholm who builds Android and iOS apps that people need on their bad days as much as their good ones. " +
    "I was born in Enugu, Nigeria, and found my way into software by breaking it on purpose as a QA tester at a bank in Lagos, which is still why I write the tests first " +
    "and want every release to be boring. I came to Sweden in 2016 for a master's at KTH and stayed, building the Pendla journey-planner app at Regionaltrafiken Stockholm " +
    "and then the iOS and Flutter apps of the music-streaming start-up Humla. Today I'm a staff mobile engineer at Open Door Health, where I lead the mobile platform team " +
    "behind an app for booking a doctor and meeting them by video. I care most about accessibility, steady release pipelines and helping newer developers grow.",
  email: "ngozi.okaforlindqvist@example.com",
  phone: "+46 70 412 38 96",
  location: "Stockholm, Sweden",
  cube: ["Kt", "iOS", "Dart", "a11y", "CI"],
  siteUrl: "https://ngozi-okafor-lindqvist.example.com",
  portraits: {
    default: {
      src: "/images/ngozi-okafor-lindqvist-portrait.jpg",
      alt: "Portrait of Ngozi Okafor-Lindqvist, a Black woman with shoulder-length braids and gold hoop earrings, smiling on a jetty by the water in Stockholm",
    },
    alternate: {
      src: "/images/ngozi-okafor-lindqvist-portrait-alt.jpg",
      alt: "Ngozi Okafor-Lindqvist holding up two phones side by side, an Android phone and an iPhone, showing the same appointment screen with large text",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/ngozi-ol", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/ngozi-okafor-lindqvist", icon: "lu:briefcase-business" },
    { label: "Blog: Release Notes", href: "https://ngozi-okafor-lindqvist.example.com/release-notes", icon: "lu:notebook-pen" },
    { label: "Talks on Speaker Deck", href: "https://speakerdeck.com/ngoziol", icon: "si:speakerdeck" },
    {
      label: "Apps on Google Play",
      href: "https://play.google.com/store/apps/developer?id=Ngozi+Okafor-Lindqvist",
      icon: "si:googleplay",
    },
  ],
};

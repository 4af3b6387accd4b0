import type { Profile } from "./types";

/**
 * A made-up owner: a Montevideo build and developer-experience engineer, Staff Build Engineer at a remote developer-tools
 * startup, who moved a bank's 300-module Android app from Gradle to Bazel and works 30 hours a week by choice.
 */
export const profile: Profile = {
  firstName: "Valentina",
  lastName: "Rodríguez Sosa",
  initials: "VR",
  pronouns: "she",
  role: "Build & Developer Experience Engineer",
  bio:
    "I'm Valentina Rodríguez Sosa, Vale to almost everyone. I'm a build and developer-experience engineer in Montevideo: I make builds fast, " +
    "reproducible and boring, so that developers can get on with their work. I build the build, not the features. Since 2022 I've been a " +
    "Staff Build Engineer at Weekend Labs, a remote developer-tools startup. Before that I spent six years at Banco Oriental, first in QA and then " +
    "as the Android build engineer who moved our 300-module app from Gradle to Bazel. In 2021 I took a career break for parental leave when my " +
    "daughter was born, and when I came back I chose to work 30 hours a week; I'm staying that way. I don't work weekends: they belong to my " +
    "daughter and to long walks on the Rambla. Ask me about remote caching, flaky tests or why your CI bill is so high.",
  email: "vale.rodriguez.sosa@example.com",
  phone: "+598 99 214 378",
  location: "Montevideo, Uruguay",
  cube: ["BZL", "CI", "RBE", "Kt", "Go"],
  siteUrl: "https://valerodriguez.example.dev",
  portraits: {
    default: {
      src: "/images/hundred-and-sixteenth-portrait.jpg",
      alt: "Portrait of Vale Rodríguez Sosa, a woman with long curly dark hair and a green jumper, smiling on the Rambla of Montevideo",
    },
    alternate: {
      src: "/images/hundred-and-sixteenth-portrait-alt.jpg",
      alt: "Vale Rodríguez Sosa on stage in Buenos Aires in front of a slide that reads Monorepos sin lágrimas",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/vale-rodriguez-sosa", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/vale-rodriguez-sosa-example", icon: "lu:briefcase-business" },
    { label: "Mastodon profile", href: "https://hachyderm.io/@vale_builds", icon: "si:mastodon" },
    { label: "Blog: Build Notes", href: "https://valerodriguez.example.dev/notes", icon: "lu:pen-line" },
    { label: "Talk slides on Speaker Deck", href: "https://speakerdeck.com/valerodriguezsosa", icon: "si:speakerdeck" },
  ],
};

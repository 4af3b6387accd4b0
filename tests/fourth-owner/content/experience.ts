import type { ExperienceEntry } from "./types";

/** Newest first. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Mobile Developer",
    employmentType: "Full-time",
    company: "Banco Atlântico",
    date: "Mar 2023 – Present",
    location: "Lisbon · Hybrid",
    description:
      "Leads the mobile team behind the bank's retail app for iOS and Android, rebuilt in SwiftUI and Jetpack Compose, " +
      "and brought both apps to WCAG 2.1 AA.",
    url: "https://bancoatlantico.example.pt",
    teamSize: 4,
  },
  {
    title: "Mobile & UI Developer",
    employmentType: "Full-time",
    company: "Red Fox Studio",
    date: "Jun 2020 – Feb 2023",
    location: "Porto · Remote",
    description:
      "Designed in Figma and built in React Native the apps of eleven agency clients, from first prototype to App Store " +
      "and Google Play release, and started the studio's shared design system.",
    url: "https://redfox.example.pt",
  },
  {
    title: "Front-End Developer",
    employmentType: "Full-time",
    company: "Onda Commerce",
    date: "Sep 2018 – May 2020",
    location: "Lisbon",
    description: "Built the checkout and product pages of a fashion shop in React and TypeScript, and halved their load time on phones.",
  },
  {
    title: "Mobile Developer Intern",
    employmentType: "Internship",
    company: "Pixelmar",
    date: "Feb 2018 – Jul 2018",
    location: "Lisbon",
    description: "Wrote an iOS prototype in Swift for a museum audio guide and ran usability tests with twelve visitors.",
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Lead XR Developer",
    employmentType: "Full-time",
    company: "Northern Light Interactive",
    date: "Jun 2022 – Present",
    location: "Montréal · Hybrid (two days a week in the studio)",
    description:
      "Northern Light Interactive is a Montréal XR studio of about 35 people that builds training simulations for industry. I lead a team of four XR " +
      "developers building VR and mixed-reality trainers for Meta Quest 3 and Apple Vision Pro: a confined-space safety trainer for a hydro-electric " +
      "utility, a forklift trainer for a logistics company and an aircraft de-icing trainer. Most of our work is in Unity with C#, using OpenXR and the " +
      "Meta XR SDK on Quest 3 and Unity PolySpatial on Vision Pro; our high-fidelity projects are in Unreal Engine 5, where I work in Blueprints and a " +
      "little C++. I set up our hand-tracking interactions, our comfort guidelines against motion sickness and our performance budget: moving the Quest 3 " +
      "trainers to baked lighting and fewer draw calls took them from about 45 to a steady 72 frames per second. Unity projects live in Git with Git LFS, " +
      "Unreal projects in Plastic SCM.",
    url: "https://northernlight.example.com",
    teamSize: 4,
  },
  {
    title: "Unity Developer",
    employmentType: "Full-time",
    company: "Atelier Boréal",
    date: "May 2019 – May 2022",
    location: "Montréal · On-site",
    description:
      "Atelier Boréal is a Montréal agency of about 20 people that designs interactive exhibitions and visitor experiences for museums. I built " +
      "augmented-reality apps for museum visitors in Unity and C#, with AR Foundation over ARKit on iOS and ARCore on Android. My biggest project was " +
      "Fossiles vivants, the AR app of the Musée de la nature de l'Estrie in Sherbrooke (see Projects). I also built AR treasure hunts for two other " +
      "museums and did the interactive audio in FMOD.",
    url: "https://atelierboreal.example.com",
  },
  {
    title: "Teaching Assistant, Introduction to Game Programming",
    employmentType: "Part-time",
    company: "Concordia University",
    date: "Jan 2018 – Apr 2019",
    location: "Montréal · On campus",
    description:
      "A part-time job while I was finishing my Graduate Certificate in Game Design, which I kept for one more term after it. I ran the weekly " +
      "Unity and C# lab of the introductory game programming course, about 30 students a section, graded assignments and helped students debug their first games.",
    url: "https://www.concordia.ca",
  },
  {
    title: "Cellist and Music Teacher",
    employmentType: "Freelance",
    company: "Self-employed",
    date: "Sep 2012 – Jun 2016",
    location: "Montréal",
    description:
      "For four years I earned my living as a professional cellist. I played in the Quatuor Rosemont, a string quartet, at concerts, weddings and " +
      "recording sessions, was a substitute cellist with orchestras around Montréal, and taught cello to about 20 private students a week at the " +
      "École de musique du Plateau. In 2016 I started teaching myself C# and Unity in the evenings, and in 2017 I left music to study game design. " +
      "It's the career change I'm proudest of.",
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Gameplay Programmer",
    employmentType: "Full-time",
    company: "Bright Mesa Interactive",
    date: "Mar 2021 – Present",
    location: "Austin, Texas · Hybrid",
    description:
      "Bright Mesa is an independent studio of about 180 people. I shipped Emberfall (2023, PC, PlayStation 5 and Xbox Series X|S) in Unreal Engine 5 and C++, " +
      "where I built the grappling-hook traversal and the enemy stagger and parry system. " +
      "Since 2024 I've been on the studio's unannounced Unity project, writing the ability system in C#, the HLSL hit-flash and dissolve shaders, " +
      "and the editor tools our designers use to tune abilities without a programmer.",
    url: "https://brightmesa.example.com",
  },
  {
    title: "Freelance Shader & Tools Developer",
    employmentType: "Freelance",
    company: "Self-employed",
    date: "Jun 2022 – Present",
    location: "Austin, Texas · Remote, weekends only",
    description:
      "Weekend contracts for small indie studios: stylized shaders and VFX in Shader Graph, HLSL and VFX Graph, " +
      "and Unity and Godot editor tools such as level-dressing brushes and dialogue importers. " +
      "Usually fixed-price jobs of two to six weekends.",
  },
  {
    title: "Junior Gameplay Developer",
    employmentType: "Full-time",
    company: "Tapwise Games",
    date: "Jun 2018 – Feb 2021",
    location: "Austin, Texas · On-site",
    description:
      "My first job in games, at a mobile studio. I built levels and live-ops event features for Tidepool Tales, " +
      "a free-to-play match-3 puzzle game for iOS and Android with over 3 million downloads, in Unity and C#. " +
      "I also wrote the in-house level editor that cut the time to build a level from two days to half a day.",
    url: "https://tapwise.example.com",
  },
  {
    title: "Mathematics Teacher",
    employmentType: "Full-time",
    company: "Cedar Hollow High School",
    date: "Aug 2014 – May 2018",
    location: "Round Rock, Texas · On-site",
    description:
      "Taught Algebra II, Precalculus and AP Calculus AB to about 150 students a year for four years. " +
      "Founded the school's after-school game-design club, where students built their first games in Godot, " +
      "and made Slope Runner, a browser game for my algebra classes.",
  },
  {
    title: "Student Math Tutor",
    employmentType: "Part-time",
    company: "Texas State University Math Lab",
    date: "Sep 2011 – May 2014",
    location: "San Marcos, Texas",
    description: "Tutored first- and second-year students in calculus, linear algebra and statistics, about twelve hours a week alongside my degree.",
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Graphics Programmer",
    employmentType: "Full-time",
    company: "Paper Lantern Games",
    date: "Mar 2022 – Present",
    location: "Melbourne · Hybrid",
    description:
      "Leads rendering at a twelve-person indie studio: writes the HLSL shaders and the custom Unity render pipeline, " +
      "and builds the lighting tools the artists use on every level.",
    url: "https://paperlantern.example.com.au",
    teamSize: 2,
  },
  {
    title: "Graphics Engineer",
    employmentType: "Full-time",
    company: "Ironbark Studios",
    date: "Jul 2018 – Feb 2022",
    location: "Sydney · On-site",
    description:
      "Worked on the Unreal Engine renderer of an open-world AAA action game: wrote C++ for its Vulkan back end, " +
      "cut GPU frame time by 3 ms on consoles and built the team's in-house shader debugger.",
  },
  {
    title: "Console Porting Engineer",
    employmentType: "Freelance",
    company: "Self-employed",
    date: "Jan 2017 – Jun 2018",
    location: "Remote",
    description:
      "Ported four indie games from PC to Nintendo Switch and PlayStation 4 in C++ and C#, " +
      "fixing memory budgets and frame pacing until each one passed console certification.",
  },
  {
    title: "QA Tester",
    employmentType: "Part-time",
    company: "Wattle Bird Interactive",
    date: "Feb 2015 – Dec 2016",
    location: "Melbourne",
    description:
      "Tested mobile and PC games while studying: wrote bug reports, ran compatibility passes on thirty devices " +
      "and learned to read a crash dump.",
  },
];

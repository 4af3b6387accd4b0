import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Lead Tools Programmer",
    employmentType: "Full-time",
    company: "Six Bridges Interactive",
    date: "Mar 2023 – Present",
    location: "Montréal · Hybrid (two days a week in the studio)",
    description:
      "Six Bridges Interactive is an independent Montréal studio of about 250 people making third-person action games in Unreal Engine 5 for PC, PlayStation 5 " +
      "and Xbox Series X|S. I lead the tools team of five programmers: we own the editor tools, the asset pipeline, the localisation checks and the build farm " +
      "for the whole studio. I rebuilt the build farm on TeamCity with about 40 build agents (Night Shift), brought Loading Dock in to validate every asset " +
      "artists submit to Perforce, and built Fits the Box to catch localisation bugs before QA does. Day to day I write C++ and Slate for Unreal editor tooling " +
      "and Python for everything around it, review my team's code, do our hiring and hold the one-on-ones.",
    url: "https://sixbridges.example.com",
    teamSize: 5,
  },
  {
    title: "Part-time Lecturer (chargé·e de cours)",
    employmentType: "Part-time",
    company: "Cégep du Canal",
    date: "Aug 2021 – Present",
    location: "Montréal · On-site, Wednesday evenings",
    description:
      "Alongside my full-time job I teach Programmation de jeux 1, the first game programming course of the cégep's DEC in video game programming, in French, " +
      "one evening a week during the fall and winter terms. About 30 students a group learn C# and Unity by building one small game a week, from the game loop " +
      "to saving a game. My course notes are free online as Premier Jeu. It's the cégep where I did my own DEC, and I started teaching there while I was still at Red Canoe.",
    url: "https://cegepducanal.example.ca",
  },
  {
    title: "Co-organiser",
    employmentType: "Volunteer",
    company: "Open Kitchen Jams",
    date: "2019 – Present",
    location: "Montréal public libraries",
    description:
      "Open Kitchen Jams is a non-profit that runs free weekend game jams in Montréal's public libraries, three a year, open to anyone aged 14 and up with no experience needed. " +
      "I co-organise them with four other volunteers: I find the mentors, run the beginners' workshop on the Friday night and keep the borrowed laptops working. " +
      "Organisers jam too: Soup Weather was made at one of ours.",
    url: "https://openkitchenjams.example.org",
  },
  {
    title: "Build and Tools Engineer",
    employmentType: "Full-time",
    company: "Red Canoe Studios",
    date: "Apr 2019 – Feb 2023",
    location: "Montréal · On-site, remote from March 2020",
    description:
      "Red Canoe Studios is a mid-size Montréal studio that makes racing and sports games in Unreal Engine 4 for consoles and PC. I joined its small build team and moved " +
      "the nightly and per-changelist builds from hand-run batch scripts to a Jenkins build farm, set up a shared derived-data cache that cut the editor's startup time " +
      "for artists from 11 minutes to under 3, and wrote Python and C# tools around Perforce, from a changelist-description checker to a bot that finds which changelist " +
      "broke the build. Tidy Desk and the first version of Loading Dock started here as Friday-afternoon tools.",
    url: "https://redcanoestudios.example.com",
  },
  {
    title: "Gameplay Programmer",
    employmentType: "Full-time",
    company: "Back Porch Games",
    date: "Jan 2016 – Mar 2019",
    location: "Montréal (Mile End) · On-site",
    description:
      "Back Porch Games was a small indie studio in Mile End making cosy games in Unity. I wrote the C# gameplay code of Slow Mail: the player controller, the bicycle physics, " +
      "the mail-route schedule and the save system, and did the performance work for its Nintendo Switch port with one other programmer. Because nobody else wanted to, " +
      "I also wrote the studio's first build scripts and a Unity editor window for placing houses and mailboxes, which is how I found out I liked tools more than gameplay. " +
      "The studio closed in 2020.",
  },
  {
    title: "QA Tester, Digital Games Unit",
    employmentType: "Contract",
    company: "Diffusion Québec",
    date: "Jun 2013 – Dec 2015",
    location: "Montréal · On-site",
    description:
      "Diffusion Québec is the province's public broadcaster; its small digital games unit made free educational games for children to go with its TV shows, for the web, " +
      "phones and tablets. On back-to-back contracts I tested 11 games in French and English, wrote the test plans and logged more than 1,800 bugs. " +
      "I wrote my first Python scripts here, to screenshot every screen of a game in both languages so the translators could check them side by side.",
  },
];

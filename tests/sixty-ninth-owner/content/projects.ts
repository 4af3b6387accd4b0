import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Loading Dock",
    github: "https://github.com/sasha-tremblay-okafor/loading-dock",
    live: "https://pypi.org/project/loading-dock/",
    description:
      "An open-source asset-pipeline tool for game studios. It watches the art folders of a Perforce depot, checks every new or changed asset against the project's rules " +
      "(naming, texture sizes, polygon budgets, missing LODs), converts FBX and texture sources, and imports them into Unreal Engine or Unity through a headless editor, " +
      "so an artist sees a green or red mark on their changelist within minutes instead of a broken build the next morning. The core is Python with a small C++ module " +
      "around the FBX SDK, and each project writes its rules in a TOML file. I started it at Red Canoe in 2021 and rewrote it as open source in 2022; it is Apache 2.0 licensed, " +
      "has about 1,400 GitHub stars and runs in production at Six Bridges Interactive and at least nine other studios. Install it with pip install loading-dock.",
    stack: ["Python", "C++", "FBX SDK", "Perforce", "Unreal Engine", "Unity", "TOML", "GitHub Actions"],
    deploy: {
      PyPI: { name: "loading-dock", href: "https://pypi.org/project/loading-dock/" },
      docs: { name: "loading-dock.example.dev", href: "https://loading-dock.example.dev" },
    },
  },
  {
    name: "Night Shift",
    github: "",
    live: "https://sommetdujeu.example.org/2024/build-farm",
    description:
      "The build farm I rebuilt at Six Bridges Interactive in 2023 and 2024: about 40 build agents on the studio's own servers, orchestrated by TeamCity, " +
      "with Python and C++ tools that split Unreal cooks across agents and a shared derived-data cache in Docker. Full game builds for PC, PlayStation 5 and " +
      "Xbox Series X|S went from 3 h 10 min to 52 minutes, and a playable nightly build is now ready before 7:00 every morning. The code is internal to the studio, " +
      "so the link goes to my talk about it, Your Build Farm Is a Product, at the Sommet du jeu de Montréal in November 2024.",
    stack: ["C++", "Python", "TeamCity", "Perforce", "Unreal Engine", "Docker"],
    deploy: {
      "build agents": "Six Bridges' own servers",
      talk: { name: "Sommet du jeu de Montréal 2024 recording", href: "https://sommetdujeu.example.org/2024/build-farm" },
    },
  },
  {
    name: "Fits the Box",
    github: "https://github.com/sasha-tremblay-okafor/fits-the-box",
    live: "",
    description:
      "A localisation checker that runs on every string-table change and catches what breaks when a game is translated: strings that overflow their UI box in German " +
      "or French, missing or reordered placeholders such as {playerName}, untranslated strings, and French typography (a non-breaking space before : ; ! ? and « guillemets »). " +
      "It reads Unreal .po files, Unity string tables and plain CSV, and measures every string with the game's real fonts through FreeType. I built it at Six Bridges in 2023; " +
      "in its first year it caught more than 2,000 localisation bugs before they reached QA, and the studio let me open-source it under the MIT licence in 2024.",
    stack: ["Python", "FreeType", "Unreal Engine", "Unity", "Perforce"],
    deploy: { CI: "TeamCity at Six Bridges", PyPI: { name: "fits-the-box", href: "https://pypi.org/project/fits-the-box/" } },
  },
  {
    name: "Tidy Desk",
    github: "https://github.com/sasha-tremblay-okafor/tidy-desk",
    live: "",
    description:
      "A free, open-source (MIT) editor plugin for Unreal Engine 5, written in C++ with a Slate UI, that finds the mess big projects collect: redirectors, " +
      "assets nothing references, broken soft references and textures imported at the wrong size. One click fixes them and puts the changes in a new Perforce changelist " +
      "for review. It started as a Friday-afternoon tool at Red Canoe Studios; about 350 GitHub stars.",
    stack: ["C++", "Unreal Engine", "Slate", "Perforce"],
    deploy: { "plugin download": { name: "GitHub releases", href: "https://github.com/sasha-tremblay-okafor/tidy-desk/releases" } },
  },
  {
    name: "Soup Weather",
    github: "https://github.com/sasha-tremblay-okafor/soup-weather",
    live: "https://sashato.itch.io/soup-weather",
    description:
      "A two-player couch co-op game made in 48 hours at Open Kitchen Jam in February 2024, on the theme Warm Inside: a storm is coming, and two neighbours have to cook " +
      "one pot of soup for the whole street before the power goes out. I wrote the gameplay code and the wobbly ladle physics; three friends did the art, sound and design. " +
      "It won the jam's People's Choice award and is free on itch.io for Windows and in the browser.",
    stack: ["Unity", "C#"],
    deploy: { "itch.io": { name: "Soup Weather on itch.io", href: "https://sashato.itch.io/soup-weather" } },
  },
  {
    name: "Slow Mail",
    github: "",
    live: "https://backporchgames.example.com/slow-mail",
    description:
      "A cosy postal-delivery game by Back Porch Games: you are the new mail carrier on a small island and learn, one bicycle round at a time, who lives where and who is " +
      "waiting for which letter. Released on Steam in May 2018 and on Nintendo Switch in November 2018. I was one of its two programmers: I wrote the player controller, " +
      "the bicycle physics, the mail-route schedule and the save system, and the performance work for the Switch port.",
    stack: ["Unity", "C#", "Nintendo Switch"],
    deploy: { Steam: "Slow Mail on Steam", "Nintendo Switch": "Nintendo eShop" },
  },
  {
    name: "Premier Jeu",
    github: "https://github.com/sasha-tremblay-okafor/premier-jeu",
    live: "https://sasha-tremblay-okafor.github.io/premier-jeu/",
    description:
      "Free French-language course notes for Programmation de jeux 1, the Unity and C# course I teach at Cégep du Canal: 15 weeks of lessons, exercises and a small starter " +
      "project each week, from the game loop to saving a game. Licensed CC BY-SA 4.0; teachers at other cégeps use parts of it in their own courses.",
    stack: ["Unity", "C#"],
    deploy: { site: "GitHub Pages" },
  },
];

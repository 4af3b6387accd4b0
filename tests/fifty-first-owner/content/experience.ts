import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Gameplay Programmer",
    employmentType: "Full-time",
    company: "Lantern Crow Games",
    date: "Mar 2022 – Present",
    location: "Porto Alegre · Hybrid",
    description:
      "Lantern Crow Games is a 12-person indie studio in Porto Alegre. I joined as its second programmer during the production of Driftwood Keeper, " +
      "our first game, which shipped on Steam and Nintendo Switch in September 2023. I built the boat controller, the harpoon combat with its hit-stop, " +
      "screen shake and camera work, wrote the toon water and foam shaders in HLSL and Shader Graph, and led the performance work on the Switch port: " +
      "profiling on the devkit took handheld mode from about 18 fps to a stable 30 fps. Today I split my time between gameplay code and tech art " +
      "on the studio's next game, which is still unannounced. We work in Unity, with Perforce for version control and Jira for planning.",
    url: "https://lanterncrowgames.example.com",
  },
  {
    title: "Teaching Assistant, Game Design",
    employmentType: "Part-time",
    company: "Universidade do Guaíba",
    date: "Aug 2020 – Dec 2021",
    location: "Porto Alegre · Remote and on-site",
    description:
      "Teaching assistant for Game Design I and Game Design II in the university's bachelor's programme in Digital Games. " +
      "I ran the weekly Unity labs for about 40 students a semester, graded their prototypes, held office hours on Discord during remote teaching, " +
      "and organised the course's end-of-semester game jam.",
    url: "https://www.uniguaiba.example.edu.br/jogos-digitais",
  },
  {
    title: "Freelance Unity Developer",
    employmentType: "Freelance",
    company: "Self-employed",
    date: "Apr 2019 – Feb 2022",
    location: "Remote",
    description:
      "Built seven educational games and apps in Unity and C# for schools and publishers, mostly for children aged 5 to 10: " +
      "math, literacy and science games for Android, iOS and WebGL. The biggest, Capivara Conta for the publisher Editora Caminho Aberto, " +
      "passed 100,000 downloads on Google Play. Part-time alongside the agency until January 2021, then full-time.",
  },
  {
    title: "3D Artist",
    employmentType: "Full-time",
    company: "Trama Propaganda",
    date: "Jun 2015 – Jan 2021",
    location: "Porto Alegre · On-site",
    description:
      "Trama Propaganda is an advertising agency in Porto Alegre. I modelled, lit and animated product shots and TV spots in Blender " +
      "for clients in food, fashion and retail, and made 3D assets for social-media campaigns. In 2018 I built the agency's first interactive piece, " +
      "a Unity mini-game for a shopping-mall kiosk, which is how I got hooked on real-time graphics.",
    url: "https://tramapropaganda.example.com.br",
  },
  {
    title: "Motion Design Intern",
    employmentType: "Internship",
    company: "Trama Propaganda",
    date: "Feb 2014 – May 2015",
    location: "Porto Alegre · On-site",
    description:
      "Animated logos, lower thirds and social-media videos while finishing my degree, and learned Blender on the job from the agency's 3D team.",
    url: "https://tramapropaganda.example.com.br",
  },
];

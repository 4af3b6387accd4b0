import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Elemental",
    github: "https://github.com/eilidh-mackenzie/elemental",
    live: "https://elemental.fly.dev",
    description:
      "An open-source periodic-table quiz for pupils, built with Phoenix LiveView. A teacher opens a quiz room, pupils join from any device with a four-letter code, " +
      "and the class races to name elements from clues about their group, period and everyday uses, with a live leaderboard on the board. " +
      "It works with a keyboard and a screen reader, and about 2,300 pupils in 60 classrooms have played it. MIT licensed.",
    stack: ["Elixir", "Phoenix", "Phoenix LiveView", "Tailwind CSS", "PostgreSQL"],
    deploy: { backend: "Fly.io", database: "PostgreSQL on Fly.io" },
    image: { src: "/images/projects/elemental.png", alt: "Elemental's quiz room with a periodic table and a class leaderboard" },
  },
  {
    name: "chemform",
    github: "https://github.com/eilidh-mackenzie/chemform",
    live: "https://hex.pm/packages/chemform",
    description:
      'An Elixir library, published on Hex, that parses chemical formulae such as "Ca(OH)2" or "CuSO4·5H2O" into element counts and works out molar masses, ' +
      "with clear error messages for formulae that don't parse. I wrote it for Elemental's harder questions; it has more than 18,000 downloads on Hex " +
      "and is Apache 2.0 licensed.",
    stack: ["Elixir", "ExUnit", "GitHub Actions"],
    deploy: {
      Hex: { name: "chemform", href: "https://hex.pm/packages/chemform" },
      docs: { name: "HexDocs", href: "https://hexdocs.pm/chemform" },
    },
  },
  {
    name: "Faclan",
    github: "",
    live: "https://faclan.example.com",
    description:
      'A Gaelic-English flashcard app I build in my spare time ("faclan" is Gaelic for "words"). It is a progressive web app (PWA) you can install on your phone, ' +
      "with about 1,500 everyday words, audio recorded by Gaelic speakers from Lewis, and spaced repetition. It works offline, which is handy on the ferry to Stornoway. " +
      "Around 900 learners use it each week. The code is private for now, because the speakers' recordings are licensed to me alone.",
    stack: ["JavaScript", "Service Worker", "IndexedDB", "Tailwind CSS"],
    deploy: { frontend: "Fly.io" },
    image: { src: "/images/projects/faclan.png", alt: "A Faclan flashcard showing the Gaelic word 'cladach' with its English meaning, 'shore'" },
  },
  {
    name: "Lochan Mark",
    github: "",
    live: "https://lochanlearning.example.com/mark",
    description:
      "Lochan Learning's marking platform: teachers mark homework and assessments on screen against SQA-style marking schemes, " +
      "and pupils see their marks and comments the moment they are written. Used by 140 schools and about 38,000 pupils. " +
      "I work on its back end and built the live marking view; the code is private.",
    stack: ["Elixir", "Phoenix", "Phoenix LiveView", "Ecto", "PostgreSQL", "Tailwind CSS", "Docker"],
    deploy: { backend: "Fly.io", database: "PostgreSQL" },
    image: { src: "/images/projects/lochan-mark.png", alt: "Lochan Mark's live marking view with a pupil's answer and a teacher's comment" },
  },
  {
    name: "Larder",
    github: "",
    live: "https://larder.example.org",
    description:
      "A volunteer-rota and food-parcel booking app for the Southside Food Bank in Glasgow, which I built at Bothy Digital. " +
      "Volunteers pick their shifts, referral agencies book parcels, and the coordinators see the whole week at a glance. " +
      "It handles about 400 parcels a month. It is client work, so the code is private.",
    stack: ["Ruby", "Ruby on Rails", "PostgreSQL", "RSpec", "Tailwind CSS"],
    deploy: { backend: "Fly.io", database: "PostgreSQL" },
  },
  {
    name: "Saturday Code Club",
    github: "https://github.com/saturday-code-club/lessons",
    live: "https://saturdaycodeclub.example.org",
    description:
      "A free, volunteer-run coding club for teenage girls aged 12 to 16 that I co-run with two other volunteers, every other Saturday morning, " +
      "at a community library in Govanhill, Glasgow. Over a ten-week course the girls build their own web page and a small JavaScript game. " +
      "About 70 girls have taken part since we started in 2022, and the lesson plans are on GitHub under CC BY 4.0.",
    stack: ["HTML", "CSS", "JavaScript"],
    deploy: { site: "GitHub Pages" },
    image: { src: "/images/projects/saturday-code-club.jpg", alt: "Teenage girls working on laptops around a library table at Saturday Code Club" },
  },
  {
    name: "From Bunsen to Backend",
    github: "",
    live: "https://eilidhmackenzie.example.com/blog/bunsen-to-backend",
    description:
      "A blog series about moving from teaching into tech: choosing a bootcamp, the first job hunt, which teaching skills carry over, " +
      'and learning Elixir after Rails. Nine posts so far; the most read, "Marking 3,000 lab reports taught me code review", has had about 25,000 reads.',
    stack: [],
    deploy: { blog: "eilidhmackenzie.example.com" },
  },
  {
    name: "Teaching LiveView to Teach (ElixirConf EU lightning talk)",
    github: "https://github.com/eilidh-mackenzie/liveview-to-teach",
    live: "https://www.youtube.com/watch?v=eLxR7tq2024",
    description:
      "My five-minute lightning talk at ElixirConf EU 2024 in Lisbon: how I built Elemental's live quiz rooms with Phoenix LiveView and Phoenix PubSub, " +
      "and what eight years of teaching taught me about designing for a room of 30 distracted teenagers. The slides and demo code are on GitHub.",
    stack: ["Elixir", "Phoenix LiveView", "Phoenix PubSub"],
    deploy: { video: "YouTube" },
  },
];

import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "laravel-mpesa",
    github: "https://github.com/daniel-kariuki-dev/laravel-mpesa",
    live: "",
    description:
      "An open-source Laravel package for M-Pesa payments through Safaricom's Daraja API: STK push, C2B and B2C payments, " +
      "callbacks as Laravel events, and a fake gateway for tests. I started it at Soko Digital after writing the same integration " +
      "for the fifth client; it has more than 40,000 installs on Packagist.",
    stack: ["PHP", "Laravel", "Pest", "GitHub Actions"],
    deploy: {
      Packagist: { name: "dkariuki/laravel-mpesa", href: "https://packagist.org/packages/dkariuki/laravel-mpesa" },
    },
    image: { src: "/images/projects/laravel-mpesa.png", alt: "A Laravel controller starting an M-Pesa STK push with laravel-mpesa" },
  },
  {
    name: "laravel-lang-sw",
    github: "https://github.com/laravel-lang-sw/laravel-lang-sw",
    live: "",
    description:
      "The Swahili translation of Laravel's validation, authentication, password and pagination messages. " +
      "I co-maintain it with two other Kenyan developers and review every new translation.",
    stack: ["PHP", "Laravel", "JSON"],
    deploy: {
      Packagist: { name: "laravel-lang-sw/lang", href: "https://packagist.org/packages/laravel-lang-sw/lang" },
    },
  },
  {
    name: "stocksync",
    github: "https://github.com/daniel-kariuki-dev/stocksync",
    live: "",
    description:
      "An open-source Go service that reads stock levels from warehouse CSV and SFTP feeds and updates shop databases in MySQL in batches. " +
      "It is a generic, cleaned-up version of the sync service I wrote at Hafenlicht, and handles 200,000 products in under a minute.",
    stack: ["Go", "MySQL", "Docker", "SFTP"],
    deploy: { "Docker Hub": { name: "dkariuki/stocksync", href: "https://hub.docker.com/r/dkariuki/stocksync" } },
  },
  {
    name: "Maabara",
    github: "https://github.com/daniel-kariuki-dev/maabara",
    live: "https://maabara.example.com",
    description:
      "A lab inventory app for secondary schools (maabara is Swahili for laboratory): it tracks chemicals, quantities and expiry dates, " +
      "prints safety data sheets and warns before a reagent runs out. My bootcamp capstone project in 2020; " +
      "Lavington Green Academy and two other schools still use it.",
    stack: ["Laravel", "Vue", "MySQL", "Tailwind CSS"],
    deploy: {
      frontend: "DigitalOcean",
      backend: "DigitalOcean",
      database: "DigitalOcean Managed MySQL",
      domain: "maabara.example.com",
    },
    image: { src: "/images/projects/maabara.png", alt: "Maabara's list of chemicals with their expiry dates" },
  },
  {
    name: "Jamii Playground",
    github: "https://github.com/daniel-kariuki-dev/jamii-playground",
    live: "https://playground.codejamii.example.org",
    description:
      "A code editor in the browser for my Saturday students: HTML, CSS and JavaScript side by side with a live preview, " +
      "saved offline so that several students can share one phone. It works on cheap Android phones over slow connections.",
    stack: ["Vue", "JavaScript", "Vite", "IndexedDB", "CodeMirror"],
    deploy: { frontend: "Cloudflare Pages", backend: "None" },
    image: { src: "/images/projects/jamii-playground.webp", alt: "Jamii Playground on a phone, with HTML on the left and the preview on the right" },
  },
  {
    name: "Periodic Play",
    github: "https://github.com/daniel-kariuki-dev/periodic-play",
    live: "https://periodicplay.example.com",
    description:
      "A periodic-table quiz game for chemistry students, with flashcards, a timed element quiz and Swahili names for the first 36 elements. " +
      "I built it in Vue while I was learning to code; my former students still send me their high scores.",
    stack: ["Vue", "TypeScript", "Vite", "Tailwind CSS"],
    deploy: { frontend: "Netlify" },
  },
  {
    name: "Shamba Fresh",
    github: "",
    live: "https://shambafresh.example.co.ke",
    description:
      "Client project at Soko Digital, no public code: an online grocery shop for a farmers' co-operative near Nairobi, " +
      "with M-Pesa checkout, delivery slots and SMS order tracking through Africa's Talking. It handles about 1,500 orders a month.",
    stack: ["Laravel", "Vue", "MySQL", "M-Pesa", "Africa's Talking"],
    deploy: { frontend: "Laravel Forge", backend: "Laravel Forge", database: "MySQL" },
  },
];

import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Valence",
    github: "https://github.com/bayo-lo/valence",
    live: "https://valence.example.com",
    description:
      "My GCSE chemistry revision quiz app, named after valence electrons. It started as my bootcamp final project in 2021 and I rebuilt it properly in 2023. " +
      "Students take short quizzes on each topic of the GCSE chemistry course, from atomic structure and moles to electrolysis, using more than 600 questions " +
      "I wrote myself; they balance equations by dragging the numbers into place and get a worked answer straight away. Teachers set quizzes to a class and see " +
      "which topics need re-teaching. Laravel with Vue 3 through Inertia.js, Tailwind CSS and MySQL, tested with Pest and Cypress, and deployed through Envoyer " +
      "to a Laravel Forge server on DigitalOcean. It's free for schools: about 1,400 students at nine Yorkshire schools use it, and they've answered over 250,000 questions.",
    stack: ["Laravel", "Vue 3", "Inertia.js", "Tailwind CSS", "MySQL", "Pest", "Cypress"],
    deploy: {
      backend: "Laravel Forge on DigitalOcean",
      deploys: "Envoyer",
      database: "MySQL",
      domain: "valence.example.com",
    },
  },
  {
    name: "laravel-sigfig",
    github: "https://github.com/bayo-lo/laravel-sigfig",
    live: "",
    description:
      "An open-source Laravel package for significant figures and scientific notation, which I pulled out of Valence in 2023. It adds a sig_figs validation rule, " +
      "a SigFig helper that rounds numbers to a given number of significant figures and formats them like 6.02 × 10²³, and Blade directives to show them on a page. " +
      "MIT licensed, tested with Pest on GitHub Actions, and about 12,000 installs on Packagist. Install it with composer require bayo-lo/laravel-sigfig.",
    stack: ["PHP", "Laravel", "Pest", "GitHub Actions"],
    deploy: {
      Packagist: { name: "bayo-lo/laravel-sigfig", href: "https://packagist.org/packages/bayo-lo/laravel-sigfig" },
    },
  },
  {
    name: "Pantry Slots",
    github: "https://github.com/bayo-lo/pantry-slots",
    live: "https://burleyfoodbank.example.org/book",
    description:
      "A free WordPress plugin I built in 2022 for Burley Food Bank, a volunteer-run food bank in Leeds. Families book a collection slot on the food bank's website " +
      "instead of queuing outside in the rain, volunteers sign up for shifts, and the coordinators print a list for each session. It's PHP and MySQL inside WordPress, " +
      "with a little plain JavaScript for the booking calendar, and it works fully by keyboard and with a screen reader. It handles about 120 bookings a week " +
      "and is GPL licensed, like WordPress itself.",
    stack: ["WordPress", "PHP", "MySQL", "JavaScript"],
    deploy: {
      "WordPress site": { name: "burleyfoodbank.example.org", href: "https://burleyfoodbank.example.org/book" },
    },
  },
  {
    name: "Tailwind Periodic Table",
    github: "https://github.com/bayo-lo/tailwind-periodic-table",
    live: "https://bayo-lo.github.io/tailwind-periodic-table",
    description:
      "A Tailwind component experiment from 2024: how far can Tailwind CSS go with no JavaScript at all? All 118 elements of the periodic table, each one the same " +
      "reusable card component, laid out with CSS grid utilities, with dark mode, element groups in colours that pass WCAG 2.2 contrast, and cards you can move " +
      "through with the keyboard. Built with Vite and hosted on GitHub Pages.",
    stack: ["Tailwind CSS", "HTML", "Vite"],
    deploy: { frontend: "GitHub Pages" },
  },
  {
    name: "Notice",
    github: "https://github.com/bayo-lo/notice",
    live: "",
    description:
      "The small app the Saturday Code Club runs on, built in 2023. Volunteers post the week's notices and plans, take attendance on a tablet at the door, " +
      "and parents get a weekly e-mail digest, with no app to install. Laravel with Livewire and Tailwind CSS, and PostgreSQL: my first project on it after years " +
      "of MySQL. I develop it in Docker with Laravel Sail and it runs on a small Laravel Forge server.",
    stack: ["Laravel", "Livewire", "Tailwind CSS", "PostgreSQL", "Docker"],
    deploy: { backend: "Laravel Forge", database: "PostgreSQL" },
  },
];

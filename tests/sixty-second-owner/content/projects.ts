import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Pass",
    github: "https://github.com/tom-wisniewski/pass",
    live: "https://pass-demo.example.com",
    description:
      "An open-source kitchen display system (KDS), named after the counter where finished plates leave the kitchen. A small Go server receives tickets from any till " +
      "over a simple HTTP API, stores them in SQLite and pushes them over WebSockets to screens at each station; cooks bump tickets with a touchscreen or a USB foot pedal. " +
      "It runs on a Raspberry Pi 4, keeps working when the internet drops, and shows allergy notes in red at the top of every ticket. " +
      "AGPL-3.0 licensed, about 1,100 GitHub stars, and running in about 60 restaurant kitchens that I know of.",
    stack: ["Go", "SQLite", "WebSockets", "HTML", "Raspberry Pi", "Docker"],
    deploy: {
      "Docker Hub": { name: "tomwisniewski/pass", href: "https://hub.docker.com/r/tomwisniewski/pass" },
      demo: "Fly.io",
    },
    image: { src: "/images/projects/pass.png", alt: "Pass showing six open tickets at the grill station, one with an allergy note in red" },
  },
  {
    name: "Platecost",
    github: "https://github.com/tom-wisniewski/platecost",
    live: "https://platecost.example.com",
    description:
      "A recipe-costing web app for small restaurants: enter recipes, yields and supplier prices, and it shows the cost of every plate, the margin at your menu price " +
      "and the 14 EU allergens each dish contains. It began as the Python scripts I wrote as a sous-chef at Mąka i Sól. " +
      "Free for small kitchens; about 350 restaurants and caterers use it. MIT licensed.",
    stack: ["Python", "Django", "PostgreSQL", "Docker"],
    deploy: { backend: "Google Cloud Run", database: "Cloud SQL for PostgreSQL" },
    image: { src: "/images/projects/platecost.png", alt: "Platecost's recipe page showing the cost per plate of a pierogi dish and its margin" },
  },
  {
    name: "Copper Till Order Stream",
    github: "",
    live: "https://coppertill.example.com/platform/orders",
    description:
      "The order pipeline at the heart of Copper Till's point-of-sale system, which I designed and my team runs. Every order, modifier, payment and bump from about " +
      "4,200 venues is an event on Kafka; Python and Go services route orders to kitchen printers and screens, keep the restaurant's menu in sync and feed reporting. " +
      "A transactional outbox in PostgreSQL and idempotent consumers mean no ticket is lost or printed twice when a venue's connection drops. " +
      "About 2.5 million orders a week, under 300 ms at p99 from till to kitchen. The code is private, so this links to the product page.",
    stack: ["Kafka", "Python", "Go", "PostgreSQL", "Kubernetes", "Terraform", "Google Cloud"],
    deploy: { backend: "Google Kubernetes Engine", streaming: "Kafka on GKE", database: "Cloud SQL for PostgreSQL" },
  },
  {
    name: "Allergen Tags",
    github: "",
    live: "https://coppertill.example.com/features/allergens",
    description:
      "Copper Till's allergen feature, which I designed: every dish and modifier carries the 14 EU allergens, the till warns the waiter when a guest's allergy " +
      "clashes with an order, and the allergy note prints in red at the top of the kitchen ticket, where a waiter cannot delete it. " +
      "It shipped to all venues in June 2023. The code is private.",
    stack: ["Python", "PostgreSQL", "Kafka"],
    deploy: { backend: "Google Kubernetes Engine", database: "Cloud SQL for PostgreSQL" },
  },
  {
    name: "mise",
    github: "https://github.com/tom-wisniewski/mise",
    live: "",
    description:
      "A Go command-line tool that turns tomorrow's expected covers and a folder of recipes in YAML into a prep list for each station, scaled and sorted by how long " +
      "each job takes, so the morning crew knows what to start first. Named after mise en place. One static binary for Linux, macOS and Windows, installed with Homebrew " +
      "or downloaded from GitHub Releases. MIT licensed, about 400 GitHub stars.",
    stack: ["Go", "YAML", "GitHub Actions"],
    deploy: {
      Homebrew: { name: "tom-wisniewski/tap/mise", href: "https://github.com/tom-wisniewski/homebrew-tap" },
      "GitHub Releases": { name: "mise releases", href: "https://github.com/tom-wisniewski/mise/releases" },
    },
  },
  {
    name: "brigade",
    github: "https://github.com/tom-wisniewski/brigade",
    live: "https://pypi.org/project/brigade-kafka/",
    description:
      "A small Python library for idempotent Kafka consumers: it records each processed message key in a PostgreSQL table inside the same transaction as your work, " +
      "so a message that is delivered twice is only handled once. I extracted it, with Copper Till's permission, from the order pipeline. Apache 2.0 licensed, tested with pytest.",
    stack: ["Python", "Kafka", "PostgreSQL", "pytest"],
    deploy: { PyPI: { name: "brigade-kafka", href: "https://pypi.org/project/brigade-kafka/" } },
  },
  {
    name: "Obiad Index",
    github: "https://github.com/tom-wisniewski/obiad-index",
    live: "https://obiadindex.example.com",
    description:
      "An open-data project that has tracked the price of the lunch of the day (obiad dnia) in about 120 restaurants and milk bars in Gdańsk, Gdynia and Sopot every week " +
      "since January 2021. A Python scraper collects the menus, dbt models on BigQuery clean them, and a public dashboard shows the price of a two-course lunch rising " +
      "from 24 zł to 38 zł. It runs every Monday on GitHub Actions.",
    stack: ["Python", "dbt", "BigQuery", "GitHub Actions"],
    deploy: { data: "BigQuery", scheduler: "GitHub Actions", dashboard: "Looker Studio" },
    image: { src: "/images/projects/obiad-index.png", alt: "Obiad Index dashboard with a line chart of lunch prices in the Tricity since 2021" },
  },
  {
    name: "ha-probe",
    github: "https://github.com/tom-wisniewski/ha-probe",
    live: "",
    description:
      "A Home Assistant custom integration for Bluetooth meat thermometers: it reads the probes through Home Assistant's Bluetooth stack and sends a phone notification " +
      "when the brisket in my smoker reaches temperature or the smoker's air temperature drops. Installed through HACS; about 250 GitHub stars.",
    stack: ["Python", "Home Assistant", "Bluetooth LE"],
    deploy: { HACS: { name: "ha-probe", href: "https://github.com/tom-wisniewski/ha-probe" } },
  },
  {
    name: "Zamówienie na stolik sześć (Code Pomorze 2024 talk)",
    github: "",
    live: "https://codepomorze.example.com/2024/zamowienie-na-stolik-szesc",
    description:
      'My 35-minute talk, in Polish, at the Code Pomorze 2024 conference in Gdańsk in October 2024. The title means "Order for table six": it follows one order ' +
      "from the till to the kitchen printer through Kafka, and explains what running a kitchen taught me about back-pressure, idempotency and on-call. " +
      "The recording (in Polish, with English subtitles) and the slides are online.",
    stack: ["Kafka", "Go", "Python"],
    deploy: {
      recording: "YouTube",
      slides: { name: "Speaker Deck", href: "https://speakerdeck.com/tomwisniewski/zamowienie-na-stolik-szesc" },
    },
  },
  {
    name: "Kod po Zmianie",
    github: "https://github.com/kod-po-zmianie/kurs",
    live: "https://kodpozmianie.example.org",
    description:
      'A free evening course in Python for cooks, waiters and other hospitality workers, which I co-founded in 2021. The name means "Code after the shift": ' +
      "we meet on Monday evenings, when most restaurants are closed, at a hackerspace in Gdańsk. Four cohorts so far, 38 graduates, and 11 of them now work in tech. " +
      "The course materials are Jupyter notebooks on GitHub.",
    stack: ["Python", "Jupyter"],
    deploy: { course: "Hackerspace Trójmiasto", materials: "GitHub" },
  },
];

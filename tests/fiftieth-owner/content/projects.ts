import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Qalqan",
    github: "https://gitlab.com/aigerim-sadykova/qalqan",
    live: "https://aigerim-sadykova.gitlab.io/qalqan",
    description:
      "An open-source library of typed Playwright fixtures: an authenticated API client, test-data factories, per-worker database seeding, " +
      "network mocks and a one-line axe accessibility check. Qalqan means 'shield' in Kazakh. I started it in 2022 to share the patterns we use " +
      "at Dala Wallet without sharing any Dala code. MIT licensed, about 1,400 weekly downloads on npm and 310 stars on GitLab.",
    stack: ["TypeScript", "Playwright", "axe-core", "GitLab CI"],
    deploy: {
      npm: { name: "@aigerim-qa/qalqan", href: "https://www.npmjs.com/package/@aigerim-qa/qalqan" },
      docs: "GitLab Pages",
    },
    image: { src: "/images/projects/qalqan.png", alt: "A Playwright test using Qalqan's apiClient and a11y fixtures in an editor" },
  },
  {
    name: "k6 Load Starter",
    github: "https://gitlab.com/aigerim-sadykova/k6-load-starter",
    live: "",
    description:
      "A template for k6 load-test suites: smoke, load, stress and soak scenarios in separate files, shared thresholds (p95 under 500 ms, " +
      "errors under 1%) that fail the GitLab CI pipeline, test data read from CSV files and an HTML summary report. " +
      "It runs locally with one Docker command. MIT licensed.",
    stack: ["k6", "JavaScript", "Docker", "GitLab CI"],
    deploy: {
      "Docker Hub": { name: "aigerimqa/k6-load-starter", href: "https://hub.docker.com/r/aigerimqa/k6-load-starter" },
    },
  },
  {
    name: "Flakybek",
    github: "https://gitlab.com/aigerim-sadykova/flakybek",
    live: "https://t.me/flakybek_bot",
    description:
      "A Telegram bot that posts flaky-test reports. It reads Allure results from GitLab CI pipelines, flags tests that both passed and failed " +
      "on the same commit, and every weekday at 9:30 posts the day's top five flaky tests, with their flake rate and a link to the Allure report, " +
      "to the team's Telegram chat. The /mute command hides a test someone is already fixing. Open source (MIT); five teams at Dala Wallet use it.",
    stack: ["TypeScript", "Node.js", "grammY", "Telegram Bot API", "SQLite", "Allure Report", "Docker"],
    deploy: { backend: "Hetzner VPS (Docker)", database: "SQLite" },
    image: { src: "/images/projects/flakybek.png", alt: "Flakybek's morning report in a Telegram chat listing five flaky tests" },
  },
  {
    name: "Talk: Flaky Tests Are Bugs Too",
    github: "https://gitlab.com/aigerim-sadykova/flaky-tests-talk",
    live: "https://www.youtube.com/watch?v=Fl4kyT3sts9",
    description:
      "My 30-minute talk at QA Steppe Conf 2023 in Astana, a regional QA conference, on how my team at Dala Wallet cut the flaky-test rate " +
      "from 9% to 1.4% in six months: a quarantine lane in GitLab CI, Playwright traces for every failure, retries only with a ticket, " +
      "and Flakybek's daily report. Given in Russian with English slides; the recording is on YouTube and the demo code is on GitLab.",
    stack: ["Playwright", "Allure Report", "GitLab CI"],
    deploy: {
      video: { name: "YouTube", href: "https://www.youtube.com/watch?v=Fl4kyT3sts9" },
      slides: { name: "Speaker Deck", href: "https://speakerdeck.com/aigerimqa/flaky-tests-are-bugs-too" },
    },
    image: { src: "/images/projects/qa-steppe-conf-talk.jpg", alt: "Aigerim on stage at QA Steppe Conf 2023 in front of a chart of flaky tests" },
  },
  {
    name: "QA Qyzdar",
    github: "",
    live: "https://qaqyzdar.example.org",
    description:
      "A free 12-week mentoring programme I run for women switching into QA from other careers: teaching, nursing, accounting and retail among them. " +
      "Each cohort of eight learns test design, Jira, SQL, Postman and a first Playwright test, and finishes with mock interviews. " +
      "Five cohorts since 2022, 38 graduates, 27 of them now working as testers. Qyzdar means 'girls' in Kazakh.",
    stack: ["Test design", "Jira", "SQL", "Postman", "Playwright"],
    deploy: { community: "Telegram group", site: "qaqyzdar.example.org" },
  },
  {
    name: "Almaty Trails",
    github: "https://github.com/aigerim-sadykova/almaty-trails",
    live: "https://almatytrails.example.com",
    description:
      "A hobby site of 42 hiking routes around Almaty, from Butakovka waterfall to Big Almaty Lake and Furmanov Peak, with distance, elevation gain, " +
      "difficulty, best season and GPX downloads. Built mobile-first for reading on a trail with bad signal: a page works offline once it has been opened. " +
      "Tested, of course, with Playwright on phone viewports. The code is public on GitHub.",
    stack: ["Astro", "TypeScript", "Leaflet", "OpenStreetMap", "Playwright"],
    deploy: { frontend: "Netlify", domain: "almatytrails.example.com" },
    image: { src: "/images/projects/almaty-trails.png", alt: "Almaty Trails on a phone showing the route map to Big Almaty Lake" },
  },
];

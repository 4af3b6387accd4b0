import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Fixturka",
    github: "https://github.com/gosia-sliwinska/fixturka",
    live: "https://www.npmjs.com/package/playwright-fixturka",
    description:
      "An open-source library of ready-made Playwright fixtures, published on npm as playwright-fixturka. It gives a test a logged-in user through the API " +
      "instead of the login page, test data that cleans up after itself, network mocks, an axe-core accessibility check in one line, and Allure attachments " +
      "for every failure. I started it in 2022 out of the Selenium-to-Playwright migration at work and still maintain it in my own time: written in TypeScript, " +
      "MIT licensed, about 600 GitHub stars and around 4,000 downloads a week.",
    stack: ["TypeScript", "Playwright", "axe-core", "Allure Report", "GitHub Actions"],
    deploy: {
      npm: { name: "playwright-fixturka", href: "https://www.npmjs.com/package/playwright-fixturka" },
      docs: { name: "Fixturka docs", href: "https://gosia-sliwinska.github.io/fixturka/" },
    },
  },
  {
    name: "Freightload",
    github: "https://github.com/gosia-sliwinska/freightload",
    live: "",
    description:
      "A k6 load-testing kit for logistics APIs: ready-made scenarios for booking shipments, bursts of tracking events from trucks, label printing and " +
      "end-of-day manifests, with realistic test data and pass/fail thresholds for response times. The scripts are written in TypeScript and run in Docker, " +
      "locally or in GitHub Actions. I built it at Compass Freight Software before the 2023 peak season, where it found a database connection limit two weeks " +
      "before Black Friday, and published it with the company's permission.",
    stack: ["k6", "TypeScript", "Docker", "GitHub Actions"],
    deploy: { "load generator": "Docker", CI: "GitHub Actions" },
  },
  {
    name: "Przeprowadzka (Selenium to Playwright migration)",
    github: "",
    live: "https://gosiasliwinska.example.com/blog/2000-tests-later",
    description:
      'The internal project at Compass Freight Software in which my team moved 2,000 Selenium tests written in Java to Playwright and TypeScript. "Przeprowadzka" ' +
      "is Polish for moving house. It took 14 months, from January 2022 to February 2023: we migrated one business flow at a time, ran the old and the new suite " +
      "side by side until the results matched, and deleted about 300 tests that checked the same thing twice. The full run went from 3 hours 40 minutes to " +
      "25 minutes, and the share of flaky runs from 7% to under 1%. The code is internal, so the link goes to my blog post about it.",
    stack: ["Playwright", "TypeScript", "Selenium WebDriver", "Java", "GitHub Actions", "Allure Report"],
    deploy: { CI: "GitHub Actions", reports: "Allure Report" },
  },
  {
    name: "Flake Hunting (talk series)",
    github: "",
    live: "https://gosiasliwinska.example.com/talks/flake-hunting",
    description:
      "My talk series on flaky tests: four evening talks at the Zielony Build meetup in Kraków in 2023 (timing, test data, the environment, and the team), " +
      'then a 40-minute conference talk, "Your Flaky Test Is Telling the Truth", at QualityCamp Kraków in October 2024. The message: a flaky test is usually ' +
      "a real race condition or a shared piece of test data, so find the cause before you add a retry. The talks are in Polish; the slides are in English and Polish.",
    stack: ["Playwright", "Cypress", "GitHub Actions"],
    deploy: {
      slides: { name: "Flake Hunting slides", href: "https://gosiasliwinska.example.com/talks/flake-hunting" },
      recording: "YouTube",
    },
  },
  {
    name: "Podróbka",
    github: "https://github.com/gosia-sliwinska/podrobka",
    live: "https://pypi.org/project/podrobka/",
    description:
      'A small personal project: a Polish test-data generator in Python. "Podróbka" means a knock-off. It makes valid PESEL numbers (with the right checksum, ' +
      "birth date and sex), NIP and REGON numbers, Polish IBANs, and addresses with real postal codes and towns, with first names and surnames in their correct " +
      "female and male forms. Use it as a Faker provider, or from the command line to write CSV files or SQL inserts for PostgreSQL. Install with pip install podrobka; MIT licensed.",
    stack: ["Python", "Faker", "PostgreSQL", "GitHub Actions"],
    deploy: { PyPI: { name: "podrobka", href: "https://pypi.org/project/podrobka/" } },
  },
];

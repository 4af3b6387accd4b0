import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Flake Ledger",
    github: "https://github.com/cauearaujo-qa/flake-ledger",
    live: "",
    description:
      "An open-source (MIT) Playwright reporter that remembers every test's results across CI runs, flags the tests that pass only on retry " +
      "and posts a flaky-test summary as a pull-request comment. Published on npm as playwright-flake-ledger, with about 600 weekly downloads.",
    stack: ["TypeScript", "Node.js", "Playwright", "GitHub Actions"],
    deploy: { npm: { name: "playwright-flake-ledger", href: "https://www.npmjs.com/package/playwright-flake-ledger" } },
    image: { src: "/images/projects/flake-ledger.png", alt: "A pull-request comment from Flake Ledger listing three flaky tests" },
  },
  {
    name: "Pix Load Lab",
    github: "https://github.com/cauearaujo-qa/pix-load-lab",
    live: "",
    description:
      "k6 scripts that simulate Black Friday bursts of Pix payments against a mock payments API, with Grafana dashboards over InfluxDB, " +
      "all started with one Docker Compose command. A public version of the approach I use at Trocado.",
    stack: ["k6", "JavaScript", "Grafana", "InfluxDB", "Docker"],
    deploy: { backend: "None" },
    image: { src: "/images/projects/pix-load-lab.png", alt: "A Grafana dashboard of Pix payments per second during a k6 run" },
  },
  {
    name: "sel2pw",
    github: "https://github.com/cauearaujo-qa/sel2pw",
    live: "",
    description:
      "A command-line tool that reads Java Selenium page objects and writes Playwright TypeScript skeletons: locators, page classes and " +
      "TODO comments for the waits it cannot translate. I wrote it for the migration of Trocado's 420 Selenium tests.",
    stack: ["TypeScript", "Node.js", "Java", "Selenium", "Playwright"],
    deploy: {},
  },
  {
    name: "Trocado Contract Tests",
    github: "",
    live: "https://cauearaujo.example.com/work/contract-testing-trocado",
    description:
      "Employer project, no public code: the rollout of consumer-driven contract testing with Pact between 14 of Trocado's microservices, " +
      "with a hosted Pact Broker and a can-i-deploy gate in GitHub Actions. Integration bugs found after release fell from about six a quarter " +
      "to one. The card links to a write-up.",
    stack: ["Pact", "TypeScript", "Node.js", "GitHub Actions"],
    deploy: { "Pact Broker": "Hosted by Trocado" },
  },
  {
    name: "QA Kata BR",
    github: "https://github.com/cauearaujo-qa/qa-kata-br",
    live: "https://cauearaujo-qa.github.io/qa-kata-br/",
    description:
      "A deliberately buggy online shop, in Portuguese and English, where new testers practise exploratory testing: 25 planted bugs, " +
      "from rounding errors in the cart to a CEP (postal code) field that rejects valid codes, with an answer key. " +
      "Used in two workshops for junior testers.",
    stack: ["React", "TypeScript", "Vite"],
    deploy: { frontend: "GitHub Pages" },
    image: { src: "/images/projects/qa-kata-br.png", alt: "The QA Kata BR shop with a cart total that is off by one centavo" },
  },
  {
    name: "Adeus, testes instáveis",
    github: "https://github.com/cauearaujo-qa/adeus-testes-instaveis",
    live: "https://speakerdeck.com/cauetesta/adeus-testes-instaveis",
    description:
      "Slides and demo repository of my talk at the Testadores SP meet-up (March 2024, in Portuguese) on hunting down flaky Playwright tests: " +
      "auto-waiting, test isolation, network mocking and the trace viewer.",
    stack: ["Playwright", "TypeScript", "GitHub Actions"],
    deploy: { slides: "Speaker Deck" },
  },
  {
    name: "API Test Starter",
    github: "https://github.com/cauearaujo-qa/api-test-starter",
    live: "",
    description:
      "A Java template for API tests from my bank years, cleaned up for others to start from: REST Assured and JUnit 5 built with Maven, " +
      "Allure reports and a ready-made Jenkinsfile.",
    stack: ["Java", "REST Assured", "JUnit 5", "Maven", "Allure Report", "Jenkins"],
    deploy: {},
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Test Automation Lead",
    employmentType: "Full-time",
    company: "Trocado",
    date: "Jan 2023 – Present",
    location: "São Paulo · Remote",
    description:
      "I lead a team of four QA engineers at Trocado, a fintech that gives small businesses a Pix payments account and a debit card. " +
      "We own the Playwright and TypeScript suites for the web dashboard and the public API, k6 load tests before every peak season, " +
      "and Pact contract tests between 14 microservices. Every pull request runs them in GitHub Actions, and a can-i-deploy check gates each release.",
    url: "https://trocado.example.com",
    teamSize: 4,
  },
  {
    title: "Senior QA Engineer",
    employmentType: "Full-time",
    company: "Trocado",
    date: "Apr 2021 – Dec 2022",
    location: "São Paulo · Hybrid",
    description:
      "Joined as the second QA engineer. Migrated 420 inherited Selenium tests to Playwright and TypeScript, cutting the regression run " +
      "from 48 minutes to 11, and brought runs that needed a retry down from about 9% to under 1%. Wrote the first k6 load tests for the Pix checkout.",
    url: "https://trocado.example.com",
  },
  {
    title: "Test Automation Analyst",
    employmentType: "Full-time",
    company: "Banco Vértice",
    date: "Jul 2018 – Mar 2021",
    location: "São Paulo · On-site",
    description:
      "Automated the internet banking regression suite with Selenium WebDriver, Java, JUnit 5 and Cucumber, running nightly on Jenkins: " +
      "a regression cycle that took three days of manual testing became a two-hour overnight run. Wrote API tests for the mobile app's backend " +
      "with REST Assured and performance tests in Apache JMeter.",
    url: "https://www.bancovertice.example.com",
  },
  {
    title: "QA Analyst",
    employmentType: "Full-time",
    company: "Banco Vértice",
    date: "Mar 2016 – Jun 2018",
    location: "São Paulo · On-site",
    description:
      "Manual and exploratory testing of the internet banking site and the Android and iOS apps: wrote and ran test cases, logged defects in Jira " +
      "and checked account data with SQL queries. Earned the ISTQB Foundation certification in my second year.",
    url: "https://www.bancovertice.example.com",
  },
  {
    title: "QA Intern",
    employmentType: "Internship",
    company: "Cobalto Sistemas",
    date: "Jul 2015 – Feb 2016",
    location: "São Paulo",
    description:
      "Tested an ERP for small medical clinics by hand, wrote my first test plans and learned SQL on the job, " +
      "while studying Information Systems in the evenings.",
  },
];

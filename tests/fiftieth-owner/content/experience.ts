import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "QA Automation Lead",
    employmentType: "Full-time",
    company: "Dala Wallet",
    date: "Sep 2022 – Present",
    location: "Almaty · Hybrid",
    description:
      "Dala Wallet is a payments fintech in Almaty: a mobile wallet, QR payments for shops and a payments API for online merchants. " +
      "I lead a team of six SDETs and own the test strategy for the whole platform. We replaced a slow legacy Selenium suite with Playwright and TypeScript, " +
      "introduced Pact contract tests between 14 microservices, and cut the regression cycle from three days of manual testing to 40 minutes of " +
      "automated tests in GitLab CI, so releases went from every two weeks to daily. I brought the flaky-test rate down from 9% to 1.4% in six months, " +
      "added axe accessibility checks to the merchant dashboard and run k6 load tests before every big sale campaign. " +
      "Today the suite has about 3,800 automated tests, reported in Allure.",
    url: "https://dalawallet.example.com",
    teamSize: 6,
  },
  {
    title: "Senior SDET",
    employmentType: "Full-time",
    company: "Dala Wallet",
    date: "Jul 2021 – Aug 2022",
    location: "Almaty · Hybrid",
    description:
      "Joined Dala Wallet as its second test engineer. Wrote the first Playwright end-to-end tests for the wallet's web onboarding, built API tests " +
      "for the payments API in Java with RestAssured, moved the Postman collections into GitLab CI with Newman, and ran every test job in Docker " +
      "so it behaved the same on a laptop and in the pipeline.",
    url: "https://dalawallet.example.com",
  },
  {
    title: "Junior QA Automation Engineer",
    employmentType: "Full-time",
    company: "Tulpar Soft",
    date: "Aug 2019 – Jun 2021",
    location: "Almaty · On-site",
    description:
      "Tulpar Soft is an outsourcing company in Almaty. I worked for its European retail client, a Dutch home-and-garden retail chain whose name is under NDA, " +
      "testing their online shop and order API. I wrote Selenium WebDriver tests in Java and API tests with RestAssured and Postman/Newman, " +
      "grew the suite to about 650 tests, and cut the client's regression run from five days to one night. In 2020 I moved the checkout tests to Cypress.",
    url: "https://tulparsoft.example.com",
  },
  {
    title: "Manual QA Engineer",
    employmentType: "Full-time",
    company: "Samal Telecom",
    date: "Feb 2018 – Jul 2019",
    location: "Almaty · On-site",
    description:
      "My first job in tech, at a mobile operator. I tested the Samal Mobile self-care app and tariff billing: wrote about 1,200 test cases in TestRail, " +
      "logged bugs in Jira, and checked charges with SQL queries against the billing database. In the evenings I taught myself Java and Selenium.",
    url: "https://samaltelecom.example.com",
  },
  {
    title: "Mathematics Teacher",
    employmentType: "Full-time",
    company: "Almaty Secondary School No. 87",
    date: "Sep 2014 – May 2017",
    location: "Almaty · On-site",
    description:
      "Taught algebra and geometry to grades 7 to 11 for three years, prepared final-year students for the Unified National Test (UNT) " +
      "and coached the school's maths olympiad team; two of my students reached the Almaty city olympiad final.",
  },
  {
    title: "Founder and Mentor",
    employmentType: "Volunteer",
    company: "QA Qyzdar",
    date: "Mar 2022 – Present",
    location: "Almaty · Remote",
    description:
      "Founded and run QA Qyzdar, a free 12-week mentoring programme for women switching into QA from other careers. " +
      "Two cohorts of eight a year, with volunteer mentors from Almaty tech companies: 38 graduates so far, 27 of them now working as testers.",
    url: "https://qaqyzdar.example.org",
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "QA Automation Lead",
    employmentType: "Full-time",
    company: "Compass Freight Software",
    date: "Sep 2021 – Present",
    location: "Kraków · Hybrid",
    description:
      "Compass Freight Software makes a transport management system for road freight carriers: booking shipments, planning routes, tracking trucks " +
      "and printing the paperwork, used by about 400 carriers across Europe. When I joined there was one manual tester and 2,000 slow Selenium tests nobody trusted; " +
      "I built the QA team from scratch and now lead five testers. We moved the UI suite from Selenium to Playwright (Przeprowadzka), write the API tests in Java " +
      "with REST Assured and JUnit 5, added Pact contract tests between the backend services, k6 load tests before every peak season (Freightload) " +
      "and axe-core accessibility checks on the customer portal, and moved the pipelines from Jenkins to GitHub Actions, with Allure reports for every run. " +
      "I also did a little Appium testing of the drivers' mobile app.",
    url: "https://compassfreight.example.com",
    teamSize: 5,
  },
  {
    title: "Co-organiser",
    employmentType: "Volunteer",
    company: "Zielony Build – Kraków testing meetup",
    date: "Mar 2018 – Present",
    location: "Kraków · Evenings",
    description:
      'Zielony Build ("green build") is a free evening meetup for testers and developers in Kraków, held about every six weeks with around 80 people a night. ' +
      "I co-organise it with two friends: I find the speakers, run the lightning talks and keep the talks about testing rather than about tools for sale. " +
      "My Flake Hunting talk series started here.",
    url: "https://zielonybuild.example.org",
  },
  {
    title: "Software Development Engineer in Test (SDET)",
    employmentType: "Full-time",
    company: "Odlot",
    date: "Mar 2017 – Aug 2021",
    location: "Kraków · Hybrid",
    description:
      "Odlot was a Kraków travel start-up that sold city breaks combining trains, flights and hotels, with about 60 people at its peak. " +
      "I was its first tester with a developer's job title: I wrote the end-to-end tests in Cypress and TypeScript, ran them on every pull request, " +
      "and wrote the k6 load tests that got the booking API through our flash sales. When Odlot was acquired by the Sunroute travel group in 2021 " +
      "and its engineering moved to Amsterdam, I stayed in Kraków and moved on.",
  },
  {
    title: "Test Automation Engineer",
    employmentType: "Full-time",
    company: "Planty Bank",
    date: "Jul 2013 – Feb 2017",
    location: "Kraków · On-site",
    description:
      "Planty Bank is a mid-sized Polish retail bank. I automated the regression tests of its online and corporate banking in Java with Selenium WebDriver and JUnit, " +
      "tested the payment APIs with REST Assured, checked the results straight in the Oracle database with SQL, and ran everything nightly on Jenkins. " +
      "I also wrote the first Gatling load tests for the online banking login. The manual regression before each release went from two weeks to two days.",
    url: "https://plantybank.example.com",
  },
  {
    title: "Manual Tester",
    employmentType: "Full-time",
    company: "Kazimierz Code Works",
    date: "Oct 2009 – Jun 2013",
    location: "Kraków · On-site",
    description:
      "Kazimierz Code Works is a Kraków software outsourcing firm that builds web shops and insurance portals for clients in Germany and the UK. " +
      "My first job after university: writing test cases, exploratory testing, reporting bugs and testing APIs by hand with Postman. " +
      "Working with German clients is where my German comes from.",
  },
];

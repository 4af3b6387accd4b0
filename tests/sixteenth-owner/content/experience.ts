import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Accessibility Engineer",
    employmentType: "Full-time",
    company: "Lantern Health",
    date: "Mar 2023 – Present",
    location: "Toronto · Hybrid",
    description:
      "Lantern Health makes the patient portal and appointment-booking app used by more than 300 clinics across Ontario. " +
      "I lead an accessibility team of two engineers: we run a11y-sweep on every pull request in GitHub Actions, test each release " +
      "with NVDA, JAWS and VoiceOver, and train designers and developers on WCAG 2.2 and the AODA. " +
      "In our first year we cut open accessibility issues in the portal from 412 to 37. Hybrid: two days a week at the King Street West office.",
    url: "https://lanternhealth.example.com",
    teamSize: 2,
  },
  {
    title: "Volunteer Accessibility Auditor",
    employmentType: "Volunteer",
    company: "Curb Cut Collective",
    date: "Jan 2021 – Present",
    location: "Toronto · Remote",
    description:
      "Curb Cut Collective is a non-profit that gives free accessibility audits to food banks, shelters and small charities in the Greater Toronto Area. " +
      "I audit about one website a month, in English or French, and write plain-language fix lists that their volunteers can follow.",
    url: "https://curbcutcollective.example.org",
  },
  {
    title: "Test Automation Engineer",
    employmentType: "Full-time",
    company: "Oakville Mutual Insurance",
    date: "Oct 2019 – Feb 2023",
    location: "Mississauga · On-site, remote from 2020",
    description:
      "Automated testing of the home and auto insurance quote flows. I migrated about 900 legacy Selenium WebDriver tests to Cypress and later to Playwright, " +
      "cutting the nightly regression run from three hours to 14 minutes, first in Jenkins and then in GitLab CI. " +
      "I also started the team's accessibility testing by adding axe-core checks to the Playwright suite; that work became a11y-sweep.",
    url: "https://oakvillemutual.example.com",
  },
  {
    title: "QA Tester",
    employmentType: "Contract",
    company: "Copper Kettle Studio",
    date: "Jun 2019 – Sep 2019",
    location: "Remote",
    description:
      "A four-month contract with a Montréal web agency, testing the bilingual French and English online store of a furniture retailer: " +
      "manual test plans, bug reports in Jira, and my first Cypress tests, for the checkout.",
  },
  {
    title: "Registered Practical Nurse",
    employmentType: "Full-time",
    company: "Harbourview General Hospital",
    date: "Aug 2013 – Dec 2018",
    location: "Toronto · On-site",
    description:
      "Worked twelve-hour day and night shifts on a 32-bed medical-surgical unit. In 2017 I was a super-user for the hospital's move to electronic charting: " +
      "I tested the new screens on the unit, trained about 60 colleagues and reported the bugs I found to the vendor, " +
      "which is how I found out that I liked breaking software.",
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Technical Product Manager, Partner API Platform",
    employmentType: "Full-time",
    company: "Open Road Mobility",
    date: "Mar 2023 – Present",
    location: "Berlin · Hybrid",
    description:
      "Open Road Mobility is a Berlin e-scooter and bike-sharing company of about 600 people, running in 38 cities across 9 European countries. " +
      "I own the Partner API platform: the APIs and data feeds that city partners (transport departments and city councils) use to see live vehicle " +
      "positions and trip data, and to push parking and no-ride zones to our fleet. I run discovery with the cities, set the roadmap, write the specs " +
      "and review the OpenAPI drafts with the engineers, and wrote our API versioning and deprecation policy. I led the launch of the public Partner " +
      "Developer Portal in September 2024, which took a new city's onboarding from about six weeks to under ten days. I work with two platform " +
      "engineering teams (11 engineers) and a product designer; the engineers report to their engineering managers, not to me. " +
      "I track usage in Looker and Amplitude and keep the roadmap in Jira.",
    url: "https://openroad-mobility.example.com",
  },
  {
    title: "Product Manager, Merchant Onboarding & Payouts",
    employmentType: "Full-time",
    company: "Kasa Cloud",
    date: "Apr 2021 – Feb 2023",
    location: "Berlin · On-site, hybrid from 2022",
    description:
      "Kasa Cloud is a Berlin payments start-up of about 80 people that gives small shops and cafés card terminals, online payments and payouts. " +
      "It was my first product job. I owned merchant onboarding and payouts: with a team of six engineers and a designer, we took onboarding " +
      "(identity checks included) from three days to the same day for about 70% of new merchants, and launched next-day payouts. " +
      "I also wrote the SQL behind our weekly onboarding funnel report.",
    url: "https://kasacloud.example.com",
  },
  {
    title: "Senior Software Engineer (Software Engineer until 2018)",
    employmentType: "Full-time",
    company: "Allegro",
    date: "Jul 2015 – Mar 2021",
    location: "Poznań, Poland · On-site",
    description:
      "Allegro is Poland's largest online marketplace. I joined straight after university as a software engineer and was promoted to senior " +
      "software engineer in 2018. I spent most of my six years in the payments area, on the team that keeps sellers' balances, building back-end " +
      "services in Java and Spring Boot with Kafka and PostgreSQL. I designed and built Saldo, our Kafka-based ledger of sellers' balances, " +
      "mentored three junior engineers and took my turn on call. Writing specs with our product manager is what got me interested in product.",
    url: "https://allegro.example.com",
  },
  {
    title: "QA Tester (student job)",
    employmentType: "Part-time",
    company: "Smocza Jama Games",
    date: "Oct 2013 – Jun 2014",
    location: "Kraków · Remote from Poznań during term",
    description:
      "Smocza Jama Games is a small games studio in Kraków. While I was studying in Poznań, I tested their PC and mobile games part-time: " +
      "manual testing of new builds, writing reproducible bug reports in Jira and re-testing the fixes. No test automation; it taught me " +
      "how much a clear bug report is worth.",
  },
];

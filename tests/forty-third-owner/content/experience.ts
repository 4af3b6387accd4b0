import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Software Engineer",
    employmentType: "Full-time",
    company: "Nivara Insurtech",
    date: "Mar 2023 – Present",
    location: "Pune · Hybrid",
    description:
      "Nivara Insurtech builds the claims platform behind motor and health insurance policies sold through banks and insurance aggregators in India. " +
      "I own four Spring Boot microservices on the claims platform (claim-intake, document-verification, fraud-rules and payout), " +
      "which together handle about 45,000 claims a day on AWS (EKS, RDS for PostgreSQL, SQS), with Kafka carrying about 2 million claim events a day. " +
      "I cut the claim-intake API's p99 latency from 900 ms to 180 ms by moving document checks onto SQS and caching policy look-ups in Redis, " +
      "made every payout call idempotent after a duplicate-payout incident (no duplicate payouts since), and helped raise straight-through settlement " +
      "of simple motor claims from 12% to 38%. I lead a pod of four engineers and run the claims platform's weekly design review.",
    url: "https://nivara.example.com",
    teamSize: 4,
  },
  {
    title: "Software Engineer",
    employmentType: "Full-time",
    company: "Keystone Infosystems",
    date: "Aug 2021 – Feb 2023",
    location: "Pune · Remote",
    description:
      "Keystone Infosystems is one of India's large IT services companies. Placed with a US airline client, I built Spring Boot services for " +
      "flight-disruption rebooking: when a flight is cancelled, the rebooking service finds seats on other flights and rebooks passengers automatically. " +
      "I added Redis caching of seat inventory so the service held about 3,000 requests a second during winter storms, moved the team's builds " +
      "from Jenkins freestyle jobs to declarative Jenkins pipelines, and worked US-overlap evenings twice a week.",
    url: "https://keystoneinfosystems.example.com",
  },
  {
    title: "Software Engineer",
    employmentType: "Full-time",
    company: "Keystone Infosystems",
    date: "Jul 2019 – Jul 2021",
    location: "Pune · On-site",
    description:
      "My first two years at Keystone Infosystems, placed with a UK retail bank client on its direct-debit and standing-order platform. " +
      "I helped break a 12-year-old Java EE monolith into Spring Boot services on Oracle Database, rewrote the nightly mandate batch with Spring Batch " +
      "(from five hours to 80 minutes), and raised the module's unit-test coverage from 31% to 78% with JUnit and Mockito. " +
      "I spent three weeks at the client's office in Leeds for the cut-over in January 2020.",
    url: "https://keystoneinfosystems.example.com",
  },
  {
    title: "Software Engineering Intern",
    employmentType: "Internship",
    company: "Kiranakart Labs",
    date: "Jan 2019 – Jun 2019",
    location: "Bengaluru · On-site",
    description:
      "A six-month final-semester internship at Kiranakart Labs, a Bengaluru start-up that lets neighbourhood kirana stores take orders online. " +
      "I built the stock-sync REST API in Spring Boot and PostgreSQL that kept 1,200 stores' inventory in step with the app, and a Jenkins job " +
      "that ran its tests on every merge. They offered me a full-time role; I chose Keystone Infosystems to stay in Pune.",
  },
  {
    title: "Volunteer Mentor",
    employmentType: "Volunteer",
    company: "Code Saheli Pune",
    date: "Jan 2022 – Present",
    location: "Pune",
    description:
      "Code Saheli Pune is a volunteer community that helps women in Pune start or restart careers in software. " +
      "I run the Saturday DSA Circles in Java, review résumés and hold mock interviews: 48 women mentored over six cohorts so far, " +
      "and 19 of them have landed developer jobs or internships.",
    url: "https://codesaheli.example.org",
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Application Security Lead",
    employmentType: "Contract",
    company: "Medvy",
    date: "Feb 2024 – Present (contract until 31 Mar 2027)",
    location: "Stockholm · Hybrid",
    description:
      "Medvy is a health-tech scale-up whose app connects 1.2 million patients in Sweden and Norway with nurses and doctors over video. " +
      "As AppSec lead for its 90 engineers I lead a team of three AppSec engineers, built the security champions programme " +
      "(one trained champion in each of the 14 squads), put Semgrep, Trivy and Snyk into every GitHub Actions pipeline, and run STRIDE " +
      "threat modelling for new features. The median time to fix a critical vulnerability fell from 41 days to 6. My contract runs until 31 March 2027.",
    url: "https://medvy.example.com",
    teamSize: 3,
  },
  {
    title: "Senior Penetration Tester",
    employmentType: "Full-time",
    company: "Fyrtorn Security",
    date: "Aug 2020 – Jan 2024",
    location: "Stockholm · Hybrid",
    description:
      "At Fyrtorn Security, a Stockholm security consultancy, I led more than 80 web, API and mobile-backend penetration tests for banks, insurers, " +
      "e-commerce and public-sector clients across the Nordics, wrote the reports and walked developers through the fixes. " +
      "Found and disclosed CVE-2022-45193 and CVE-2023-31587, and taught Fyrtorn's two-day secure coding course for client developers.",
    url: "https://fyrtorn.example.com",
  },
  {
    title: "Application Security Engineer",
    employmentType: "Full-time",
    company: "Norrström Bank",
    date: "Mar 2018 – Jul 2020",
    location: "Stockholm · On-site",
    description:
      "Moved from the payments team into the bank's security team. Added SonarQube and dependency scanning to the Jenkins pipelines of 40 Java services, " +
      "reviewed the code of the mobile banking API before every release, and started a security champions network of 12 developers. " +
      "Earned my OSCP in 2019 while in this role.",
    url: "https://norrstrombank.example.com",
  },
  {
    title: "Backend Developer (Java)",
    employmentType: "Full-time",
    company: "Norrström Bank",
    date: "Sep 2015 – Feb 2018",
    location: "Stockholm · On-site",
    description:
      "Built payment and card services for the bank's retail customers in Java and Spring Boot on Oracle Database, with events on Kafka. " +
      "Owned the Swish payment integration and the card-blocking API that customers use from the mobile app.",
    url: "https://norrstrombank.example.com",
  },
  {
    title: "Software Engineering Intern",
    employmentType: "Internship",
    company: "Cedarline Software",
    date: "Jun 2012 – Sep 2012",
    location: "Beirut, Lebanon",
    description:
      "Wrote Java and MySQL features for a school-management web app used by 30 schools in Lebanon, and found my first SQL injection: " +
      "in my own code, during a colleague's code review.",
  },
];

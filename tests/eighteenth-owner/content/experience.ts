import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Principal Engineer, Platform Team Lead",
    employmentType: "Full-time",
    company: "Lumenfeld",
    date: "Mar 2022 – Present",
    location: "Berlin · Hybrid",
    description:
      "Lumenfeld runs smart charging for electric-vehicle fleets across Europe. I lead the Platform team of seven engineers that gives " +
      "the other product teams their paved road: a shared Kubernetes platform on Google Cloud with Argo CD, a Kafka event backbone and " +
      "gRPC contracts checked in CI. We moved 140 services onto it and cut a typical deploy from 40 minutes to 6.",
    url: "https://lumenfeld.example.com",
    teamSize: 7,
  },
  {
    title: "Staff Software Engineer, Payments Platform",
    employmentType: "Full-time",
    company: "Green Bridge Bank",
    date: "Jan 2018 – Feb 2022",
    location: "Berlin · On-site, fully remote from 2020",
    description:
      "Green Bridge Bank is a Frankfurt retail bank with a tech hub in Berlin. I designed the Kafka-based payments event backbone " +
      "(about 30 million events a day) and moved the core ledger services from a Java monolith to Java and Go services on PostgreSQL, " +
      "with Debezium streaming changes out of the old database during the migration. Worked fully remote from 2020.",
    url: "https://greenbridgebank.example.com",
  },
  {
    title: "Sabbatical",
    employmentType: "Career break",
    company: "Self-directed",
    date: "Jan 2017 – Dec 2017",
    location: "Porto and Berlin",
    description:
      "A year off after closing Gatolab. I walked the Portuguese Way of the Camino from Porto to Santiago de Compostela, " +
      "learned Rust and wrote the first version of farol, studied German at the Goethe-Institut, and moved to Berlin.",
  },
  {
    title: "Co-founder & CTO",
    employmentType: "Co-founder",
    company: "Gatolab",
    date: "Mar 2013 – Dec 2016",
    location: "Porto · On-site",
    description:
      "Co-founded Gatolab, a fleet-tracking service for small delivery companies, and built its back-end in Go and PostgreSQL from the first commit. " +
      "Grew the engineering team to six and reached about 300 paying customers in Portugal and Spain, but our Series A fell through " +
      "and we shut the company down in December 2016.",
    teamSize: 6,
  },
  {
    title: "Senior C++ Engineer",
    employmentType: "Full-time",
    company: "Quayline Systems",
    date: "Jun 2010 – Feb 2013",
    location: "London · Remote from Porto",
    description:
      "Wrote low-latency market-data feed handlers in C++ on Linux for a London trading-technology firm, working remotely from Porto " +
      "with trips to London every quarter. Brought the feed's 99th-percentile latency under 15 microseconds.",
  },
  {
    title: "Software Engineer",
    employmentType: "Full-time",
    company: "Ribeira Telecom",
    date: "Sep 2007 – May 2010",
    location: "Porto · On-site",
    description:
      "Built Java services for the billing mediation platform of a Portuguese mobile operator, rating about 20 million call records a day. " +
      "My first taste of systems where a lost message means lost money.",
  },
  {
    title: "Junior Java Developer",
    employmentType: "Full-time",
    company: "Douro Software",
    date: "Jul 2005 – Aug 2007",
    location: "Porto · On-site",
    description:
      "My first job out of university: Java web applications for town councils in the north of Portugal, from permit forms to payroll exports.",
  },
];

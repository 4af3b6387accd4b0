import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Backend Engineer, Order Routing",
    employmentType: "Full-time",
    company: "Luqma",
    date: "Mar 2022 – Present",
    location: "Cairo · Remote (Luqma is based in Dubai)",
    description:
      "Luqma is a food-delivery company based in Dubai, delivering in the UAE, Saudi Arabia and Oman. I'm one of five engineers on the Dispatch team, " +
      "which decides which rider picks up which order. I rewrote order routing from a single Python service into Go services that talk gRPC and protobuf " +
      "and read orders and rider positions from Kafka, with PostgreSQL for state and Redis for rider locations. It all runs on Kubernetes on AWS EKS, " +
      "deployed with Helm and Terraform, with Amazon SQS for delayed jobs such as re-dispatch retries. I also brought in OpenTelemetry tracing next to our " +
      "Prometheus and Grafana metrics. Dispatch now routes about 350,000 orders a day, and the median time to assign a rider fell from 48 seconds to 11 seconds.",
    url: "https://luqma.example.com",
  },
  {
    title: "Co-maintainer, Sabr (open source)",
    employmentType: "Open source, volunteer",
    company: "Sabr",
    date: "Apr 2019 – Present",
    location: "Remote · evenings and weekends",
    description:
      "I started Sabr, a rate-limiting library for Go, in April 2019 while I was at Qirsh, and Qirsh let me open-source it. Since 2021 I co-maintain it " +
      "with two other volunteer maintainers: I review pull requests, cut the releases and look after the Redis-backed limiters. It has about 2,400 GitHub stars.",
    url: "https://github.com/sabr-go/sabr",
  },
  {
    title: "Backend Developer",
    employmentType: "Full-time",
    company: "Qirsh",
    date: "Jul 2017 – Feb 2022",
    location: "Cairo · On-site, remote from 2020",
    description:
      "Qirsh is an Egyptian fintech with a mobile wallet and bill-payment app used by about 2 million people. I joined as a backend developer on the Python " +
      "and Django monolith, building bill payments and merchant payouts on PostgreSQL. From 2019 I moved the payments API out of Django into Go services " +
      "with gRPC, Redis and Kafka, which cut the p99 latency of a bill payment from 1.2 seconds to 180 milliseconds. Sabr started here: we needed to stay " +
      "under our partner bank's API limits without dropping payments.",
    url: "https://qirsh.example.com",
  },
  {
    title: "Junior PHP Developer",
    employmentType: "Full-time",
    company: "Dokkan Digital",
    date: "Aug 2015 – Jun 2017",
    location: "Cairo · On-site",
    description:
      "Dokkan Digital is a Cairo agency that builds online shops for Egyptian retailers. My first job after university: I built shops and admin panels " +
      "in PHP with Laravel and MySQL for about a dozen clients, added cash-on-delivery and local card-payment checkouts, and wrote my first Redis cache " +
      "when a clothing shop's Ramadan sale took the site down.",
    url: "https://dokkan.example.com",
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Software Engineer, Storage Engine",
    employmentType: "Full-time",
    company: "Ticklake Labs",
    date: "Sep 2021 – Present",
    location: "Warsaw · Remote",
    description:
      "I work on the storage engine of Ticklake, the company's open-source time-series database written in Rust. " +
      "I designed its columnar segment format, led the move off RocksDB to our own engine in Ticklake 2.0 (2023), " +
      "rewrote compaction to cut write amplification by 38%, and moved the write-ahead log to io_uring. " +
      "I am tech lead of the four-person storage team and review most changes that touch the disk.",
    url: "https://ticklake.example.com",
    teamSize: 4,
  },
  {
    title: "Career break: parental leave and sabbatical",
    employmentType: "Career break",
    company: "Career break",
    date: "Sep 2020 – Aug 2021",
    location: "Warsaw",
    description:
      "A year off, on purpose: six months of parental leave after my son was born, then a six-month sabbatical " +
      "in which I learned Rust properly, started xorpack and Kopiec, sent my first pull requests to Clippy " +
      "and built the first garden sensor. I came back rested and with a new main language.",
  },
  {
    title: "C++ Software Engineer, Low Latency",
    employmentType: "Full-time",
    company: "Falcata Trading",
    date: "Apr 2016 – Aug 2020",
    location: "Warsaw · On-site",
    description:
      "Wrote market-data feed handlers and the order gateway of a proprietary trading firm trading futures on Eurex " +
      "and the Warsaw Stock Exchange, in C++17 on Linux with kernel bypass (DPDK). Cut median tick-to-order latency " +
      "from 9 to 3.5 microseconds, and built the replay tool the desk used to reproduce every production incident.",
    url: "https://falcata.example.com",
  },
  {
    title: "Java Developer",
    employmentType: "Full-time",
    company: "Brzask Software House",
    date: "Jul 2013 – Mar 2016",
    location: "Warsaw · On-site",
    description:
      "Built back-end systems for the insurance and logistics clients of a 60-person software house, in Java 8 with Spring, " +
      "Hibernate and Oracle Database, plus some PostgreSQL. Moved our builds from Ant to Gradle and made a claims-processing " +
      "batch job 20 times faster, which is when I found out that I like performance work.",
    url: "https://brzask.example.com",
  },
  {
    title: "Teaching Assistant, Operating Systems",
    employmentType: "Part-time",
    company: "Warsaw University of Technology",
    date: "Oct 2012 – Jun 2013",
    location: "Warsaw · On-site",
    description:
      "Ran the lab sessions of the Operating Systems course during my master's: C, POSIX threads, " +
      "and a small file system that the students wrote on top of FUSE.",
  },
];

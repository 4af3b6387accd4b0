import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Staff Back-End Engineer",
    employmentType: "Full-time",
    company: "Mainufer Bank",
    date: "Mar 2021 – Present",
    location: "Remote from Kraków · bank based in Frankfurt am Main",
    description:
      "Mainufer Bank is a mid-sized German commercial bank in Frankfurt am Main. I am the staff engineer of CorePay, its core-payments platform, " +
      "and the technical lead for its three payments teams, 14 engineers in total. I led the migration of SEPA credit transfers from an IBM mainframe " +
      "running COBOL batch programs to event-sourced Kotlin and Spring Boot services on Apache Kafka, using the strangler-fig pattern and a nine-month parallel run: " +
      "we cut over in November 2023 without losing a single payment and switched off the last mainframe payment batch job in June 2024. " +
      "CorePay now processes about 2.4 million payments a day as ISO 20022 messages (pain.001, pacs.008, camt.053), including SEPA Instant credit transfers " +
      "settled in under two seconds at the 99th percentile. Its event store runs on PostgreSQL, the general ledger stays on Oracle, and the services run on " +
      "OpenShift in the bank's own data centres. I also wrote the bank's event-sourcing guidelines and chair its monthly architecture review.",
    url: "https://mainuferbank.example.com",
    teamSize: 14,
  },
  {
    title: "Tech Lead, Checkout & Orders",
    employmentType: "Full-time",
    company: "Targowa",
    date: "Jun 2016 – Feb 2021",
    location: "Kraków · Hybrid",
    description:
      "Targowa is a Polish online marketplace with about 4 million customers. I led the Checkout & Orders team of eight engineers and hired five of them. " +
      "We split checkout and order handling out of a Java monolith into Spring Boot services talking over Kafka, moved orders from Oracle to PostgreSQL, " +
      "integrated BLIK and card payments, and I wrote the inventory-sync service in Go. Checkout handled 12,000 orders a minute at the Black Friday 2019 peak, " +
      "payment-related incidents fell by 70% in two years, and I introduced blameless post-mortems. Everything ran on Kubernetes.",
    url: "https://targowa.example.com",
    teamSize: 8,
  },
  {
    title: "Senior Java Developer",
    employmentType: "Full-time",
    company: "Wawel Ubezpieczenia",
    date: "Sep 2012 – May 2016",
    location: "Kraków · On-site",
    description:
      "Wawel Ubezpieczenia is a Polish property and motor insurer. I worked on its policy administration and claims systems in Java EE and Spring on Oracle. " +
      "I rewrote the nightly premium-calculation batch with Spring Batch and PL/SQL tuning, cutting it from nine hours to 50 minutes, " +
      "and built the REST API that lets comparison websites quote motor insurance online. I was the team's go-to person for Oracle performance.",
    url: "https://wawelubezpieczenia.example.com",
  },
  {
    title: "Java Developer",
    employmentType: "Full-time",
    company: "Lajkonik Software",
    date: "Jul 2009 – Aug 2012",
    location: "Kraków · On-site",
    description:
      "Lajkonik Software is a Kraków software house of about 120 people building custom software for clients in Scandinavia and Germany. " +
      "I built Java web applications with Spring, Hibernate and JSF for a Norwegian logistics company and a German car-parts wholesaler, " +
      "and learned to work directly with clients, in English and in German.",
    url: "https://lajkonik-software.example.com",
  },
  {
    title: "Junior Software Developer",
    employmentType: "Full-time",
    company: "Vistula Telecom",
    date: "Oct 2007 – Jun 2009",
    location: "Kraków · On-site",
    description:
      "Vistula Telecom is a Polish mobile and landline operator. I maintained its billing mediation system, written in Java, which turns call detail records (CDRs) " +
      "from the network switches into billable events, about 30 million a day. I wrote Oracle stored procedures and shell scripts and took night on-call shifts for the monthly billing runs.",
  },
  {
    title: "Part-time Lecturer, Distributed Systems",
    employmentType: "Part-time",
    company: "AGH University of Science and Technology",
    date: "Oct 2014 – Present",
    location: "Kraków · On-site",
    description:
      "Alongside my full-time job I teach the Distributed Systems course for master's students in Computer Science every winter semester, " +
      "one evening a week: lectures and labs on replication, consensus, Kafka and event-driven design for about 60 students a year. " +
      "I have also supervised 11 master's theses, several of them on event sourcing.",
    url: "https://www.agh.edu.pl",
  },
];

import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "kafka-connect-oracle-aq",
    github: "https://github.com/dnowak-dev/kafka-connect-oracle-aq",
    live: "https://dnowak-dev.github.io/kafka-connect-oracle-aq",
    description:
      "An open-source Kafka Connect source and sink connector for Oracle Advanced Queuing (AQ): it moves messages between Oracle queues and Kafka topics " +
      "with exactly-once delivery and keeps their headers. I wrote it in 2018 after Targowa's home-grown Oracle-to-Kafka bridge kept dropping messages. " +
      "It is Apache 2.0 licensed, published on Maven Central and Confluent Hub, has about 1,100 GitHub stars and runs in production at several banks and retailers.",
    stack: ["Java", "Kafka Connect", "Apache Kafka", "Oracle Advanced Queuing", "Testcontainers", "Maven"],
    deploy: {
      "Maven Central": {
        name: "io.github.dnowak-dev:kafka-connect-oracle-aq",
        href: "https://central.sonatype.com/artifact/io.github.dnowak-dev/kafka-connect-oracle-aq",
      },
      "Confluent Hub": "dnowak/kafka-connect-oracle-aq",
      docs: "GitHub Pages",
    },
    image: {
      src: "/images/projects/kafka-connect-oracle-aq.png",
      alt: "Diagram of Oracle AQ queues flowing through the connector into Kafka topics",
    },
  },
  {
    name: "Sepalint",
    github: "https://github.com/dnowak-dev/sepalint",
    live: "",
    description:
      "An ISO 20022 message-validation library for the JVM, written in Kotlin. It checks pain.001, pacs.008, pacs.002 and camt.053 messages against their XSD schemas " +
      "and then against the business rules of the EPC SEPA rulebooks (IBAN and BIC formats, the SEPA character set, amount limits), and every error names the rule it breaks. " +
      "Open source under the MIT licence, on Maven Central, with about 450 GitHub stars; CorePay's gateway runs it on every incoming payment file.",
    stack: ["Kotlin", "ISO 20022", "XML Schema (XSD)", "JUnit 5", "Gradle"],
    deploy: {
      "Maven Central": { name: "io.github.dnowak-dev:sepalint", href: "https://central.sonatype.com/artifact/io.github.dnowak-dev/sepalint" },
    },
  },
  {
    name: "Strangling a Mainframe (Devoxx Poland 2024)",
    github: "",
    live: "https://www.youtube.com/watch?v=Xk3mF9dPq2w",
    description:
      "My 50-minute talk at Devoxx Poland 2024 in Kraków, given in English: how we moved SEPA credit transfers at Mainufer Bank off a COBOL mainframe " +
      "with the strangler-fig pattern, event sourcing and a nine-month parallel run, and what we would do differently. The recording is on YouTube and the slides are on Speaker Deck.",
    stack: ["Kotlin", "Apache Kafka", "Event sourcing", "COBOL"],
    deploy: {
      recording: { name: "YouTube", href: "https://www.youtube.com/watch?v=Xk3mF9dPq2w" },
      slides: { name: "Speaker Deck", href: "https://speakerdeck.com/dnowak/strangling-a-mainframe" },
    },
    image: { src: "/images/projects/devoxx-2024.jpg", alt: "Dariusz on the Devoxx Poland stage in front of a slide titled Strangling a Mainframe" },
  },
  {
    name: "Event Sourcing for Payments (book chapter)",
    github: "https://github.com/dnowak-dev/eda-in-practice-payments",
    live: "https://helixpress.example.com/books/event-driven-architecture-in-practice",
    description:
      'Chapter 9, "Event Sourcing for Payments", of the book Event-Driven Architecture in Practice (Helix Press, 2023), which I co-wrote with Anna Wróbel. ' +
      "It models a SEPA credit transfer as a stream of events and covers snapshots, replaying history after a bug and keeping the auditors happy. " +
      "The chapter's example code is on GitHub.",
    stack: ["Event sourcing", "Kotlin", "Apache Kafka", "PostgreSQL"],
    deploy: { publisher: "Helix Press", "example code": { name: "GitHub", href: "https://github.com/dnowak-dev/eda-in-practice-payments" } },
  },
  {
    name: "Backend po polsku",
    github: "https://github.com/dnowak-dev/backend-po-polsku",
    live: "https://www.youtube.com/@backendpopolsku",
    description:
      "My Polish-language programming channel on YouTube, running since 2019: about 140 videos on Java, Kotlin, Spring Boot, Kafka and system design, " +
      "a new episode every second Sunday, and about 38,000 subscribers. The code from every episode is on GitHub.",
    stack: ["Java", "Kotlin", "Spring Boot", "Apache Kafka"],
    deploy: { YouTube: { name: "@backendpopolsku", href: "https://www.youtube.com/@backendpopolsku" } },
    image: { src: "/images/projects/backend-po-polsku.png", alt: "Thumbnail of a Backend po polsku episode about Kafka consumer groups" },
  },
  {
    name: "Hetman",
    github: "https://github.com/dnowak-dev/hetman",
    live: "https://lichess.org/@/HetmanBot",
    description:
      "A hobby chess engine written in Rust (hetman is Polish for the queen): bitboard move generation, alpha-beta search with iterative deepening " +
      "and a transposition table, and a small NNUE evaluation trained on its own games. It speaks UCI, so it plugs into any chess GUI, " +
      "and plays on Lichess as HetmanBot with a blitz rating of about 2300. Open source under GPL-3.0.",
    stack: ["Rust", "UCI", "NNUE"],
    deploy: { "Lichess bot": { name: "HetmanBot", href: "https://lichess.org/@/HetmanBot" } },
    image: { src: "/images/projects/hetman.png", alt: "A chess position with Hetman's evaluation bar and principal variation" },
  },
  {
    name: "recondiff",
    github: "https://github.com/dnowak-dev/recondiff",
    live: "",
    description:
      "A Go command-line tool that reconciles two very large files record by record: it reads mainframe fixed-width EBCDIC files through their COBOL copybooks, " +
      "as well as CSV and JSON Lines, matches records by key and reports every difference. I wrote it for the parallel run of the mainframe migration, " +
      "where it compared about 2.4 million payments every night. Open source under Apache 2.0.",
    stack: ["Go", "COBOL copybooks", "EBCDIC"],
    deploy: { "GitHub Releases": "Linux, macOS and Windows binaries", "Docker Hub": "dnowak/recondiff" },
  },
];

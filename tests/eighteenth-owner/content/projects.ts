import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "caravela",
    github: "https://github.com/duartesampaio/caravela",
    live: "",
    description:
      "An open-source Go library for the transactional outbox pattern: your service writes its events to PostgreSQL in the same transaction " +
      "as its data, and caravela relays them to Kafka in order, with retries and deduplication. Started in 2018 at Green Bridge Bank's Berlin " +
      "hack week, it now has more than 5,000 stars on GitHub and runs in production at several banks and delivery companies.",
    stack: ["Go", "PostgreSQL", "Kafka", "GitHub Actions"],
    deploy: { "pkg.go.dev": { name: "github.com/duartesampaio/caravela", href: "https://pkg.go.dev/github.com/duartesampaio/caravela" } },
    image: { src: "/images/projects/caravela.png", alt: "A diagram of caravela relaying rows from a PostgreSQL outbox table to a Kafka topic" },
  },
  {
    name: "farol",
    github: "https://github.com/duartesampaio/farol",
    live: "",
    description:
      "A Rust command-line tool that compares two versions of your Protocol Buffers and gRPC schemas and fails the CI build on a breaking change, " +
      "such as a renumbered field or a removed RPC. I wrote the first version during my sabbatical in 2017 to learn Rust; about 1,200 stars on GitHub " +
      "and used in Lumenfeld's CI.",
    stack: ["Rust", "gRPC", "Protocol Buffers", "GitHub Actions"],
    deploy: { "crates.io": { name: "farol", href: "https://crates.io/crates/farol" }, Homebrew: "duartesampaio/tap/farol" },
    image: { src: "/images/projects/farol.png", alt: "A terminal where farol reports a removed gRPC method as a breaking change" },
  },
  {
    name: "Torre",
    github: "https://github.com/duartesampaio/torre",
    live: "",
    description:
      "A Kubernetes operator written in Go that watches PostgreSQL logical replication slots, alerts through Prometheus when one falls behind, " +
      "and can drop a stale slot before its write-ahead log fills the disk. Installed with a Helm chart.",
    stack: ["Go", "Kubernetes", "PostgreSQL", "Prometheus", "Helm"],
    deploy: { "Artifact Hub": { name: "torre Helm chart", href: "https://artifacthub.io/packages/helm/torre/torre" } },
  },
  {
    name: "ringtape",
    github: "https://github.com/duartesampaio/ringtape",
    live: "",
    description:
      "A header-only C++17 library for a lock-free single-producer, single-consumer ring buffer, written on my own time after the Quayline years " +
      "and released in 2014. Small, fast and finished: it gets a bug fix about once a year.",
    stack: ["C++", "CMake", "Google Benchmark"],
    deploy: { backend: "None" },
  },
  {
    name: "Append Only (book)",
    github: "",
    live: "https://leanpub.com/append-only",
    description:
      "My book Append Only: Event-Driven Back-Ends with Kafka and PostgreSQL, self-published on Leanpub in 2023. " +
      "It grew out of a 24-part series on my blog Slow Commit and covers outboxes, change data capture, idempotent consumers and schema evolution, " +
      "with examples in Go.",
    stack: ["Kafka", "PostgreSQL", "Go"],
    deploy: { Leanpub: { name: "Append Only", href: "https://leanpub.com/append-only" } },
    image: { src: "/images/projects/append-only.png", alt: "The cover of Append Only: a stack of shipping containers drawn as log segments" },
  },
  {
    name: "Boring Back-Ends (talk series)",
    github: "",
    live: "https://duartesampaio.example.com/talks",
    description:
      "A series of four conference talks on keeping back-ends dull and dependable: the outbox pattern in Go at GopherCon Europe 2019 (Berlin), " +
      "Kafka without tears at Kafka Summit London 2022, platforms as products at KubeCon + CloudNativeCon Europe 2023 (Amsterdam), " +
      "and Rust at the edges of a Go shop at FOSDEM 2024 (Brussels). Slides and recordings are on the talks page.",
    stack: ["Go", "Kafka", "Kubernetes"],
    deploy: { Slides: { name: "Speaker Deck", href: "https://speakerdeck.com/duartesampaio" } },
  },
  {
    name: "Ponte (mentoring program)",
    github: "",
    live: "https://ponte-mentoring.example.org",
    description:
      "A free mentoring program I founded in 2019 that pairs junior back-end developers, many from Portugal, Brazil and Portuguese-speaking Africa, " +
      "with senior engineers for 12-week cycles of code review, system design practice and career advice. More than 60 mentees so far, " +
      "run by a group of 15 volunteer mentors.",
    stack: ["System design", "Code review", "Career coaching"],
    deploy: { domain: "ponte-mentoring.example.org" },
  },
];

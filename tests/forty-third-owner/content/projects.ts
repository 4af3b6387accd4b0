import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Idemkey",
    github: "https://github.com/aditi-rao-dev/idemkey",
    live: "https://aditi-rao-dev.github.io/idemkey",
    description:
      "An open-source Spring Boot starter that makes REST endpoints idempotent: annotate a controller method with @Idempotent and Idemkey " +
      "stores the Idempotency-Key header with the first response in Redis or PostgreSQL, replays that response when a client retries, " +
      "and returns 409 Conflict while a duplicate request is still in flight. I wrote it after a duplicate-payout incident at Nivara Insurtech. " +
      "It is Apache 2.0 licensed, has about 1,400 GitHub stars and gets around 22,000 downloads a month from Maven Central.",
    stack: ["Java 17", "Spring Boot", "Redis", "PostgreSQL", "Testcontainers", "GitHub Actions"],
    deploy: {
      "Maven Central": {
        name: "io.github.aditi-rao-dev:idemkey-spring-boot-starter",
        href: "https://central.sonatype.com/artifact/io.github.aditi-rao-dev/idemkey-spring-boot-starter",
      },
      docs: "GitHub Pages",
    },
    image: { src: "/images/projects/idemkey.png", alt: "A Spring controller method annotated with @Idempotent beside a replayed HTTP response" },
  },
  {
    name: "Kafka Order Flow",
    github: "https://github.com/aditi-rao-dev/kafka-order-flow",
    live: "https://aditirao.hashnode.dev/sagas-without-tears",
    description:
      "A demo of order processing with Kafka: order, payment and inventory services coordinate a checkout as a choreographed saga, " +
      "with the transactional outbox pattern so no event is lost and consumers that safely ignore duplicates. " +
      "It runs locally with a single docker compose up, and my write-up, 'Sagas without tears: order processing with Kafka and Spring Boot', " +
      "explains each design choice.",
    stack: ["Java 17", "Spring Boot", "Apache Kafka", "PostgreSQL", "Docker Compose", "Testcontainers"],
    deploy: {
      "write-up": { name: "The Warm JVM on Hashnode", href: "https://aditirao.hashnode.dev/sagas-without-tears" },
      backend: "Docker Compose (runs locally)",
    },
    image: {
      src: "/images/projects/kafka-order-flow.png",
      alt: "Diagram of order, payment and inventory services exchanging events over Kafka topics",
    },
  },
  {
    name: "Nivara Claims Platform",
    github: "",
    live: "https://nivara.example.com/claims",
    description:
      "The claims platform at Nivara Insurtech, where I own the claim-intake, document-verification, fraud-rules and payout services: " +
      "about 45,000 motor and health claims a day, with claim events on Kafka, document checks queued on SQS and PostgreSQL on RDS. " +
      "The code is private, so this links to the product page.",
    stack: ["Java 17", "Spring Boot", "Spring Cloud", "Hibernate", "Apache Kafka", "PostgreSQL", "Redis", "AWS"],
    deploy: { backend: "AWS EKS", database: "Amazon RDS for PostgreSQL", queue: "Amazon SQS" },
  },
  {
    name: "FasalClaim",
    github: "https://github.com/aditi-rao-dev/fasalclaim",
    live: "",
    description:
      "A crop-insurance claim assistant built in 36 hours with three teammates at the Yantra National Hackathon 2024 in Hyderabad, " +
      "where our team won first place in the fintech track out of 640 teams. Farmers file a claim by sending photos and a voice note " +
      "in Marathi or Hindi; the back end, which I built, checks each photo's location against the insured plot and opens the claim. " +
      "My teammates built the mobile front end.",
    stack: ["Java 17", "Spring Boot", "PostgreSQL", "PostGIS", "Docker"],
    deploy: { backend: "AWS EC2 (hackathon demo, now shut down)" },
    image: { src: "/images/projects/fasalclaim.png", alt: "The FasalClaim team holding the first-place cheque on stage" },
  },
  {
    name: "The Warm JVM",
    github: "",
    live: "https://aditirao.hashnode.dev",
    description:
      "My technical blog on Hashnode about JVM performance: garbage collection (G1 and ZGC), JIT warm-up, profiling with JDK Flight Recorder, " +
      "and hunting memory leaks in Spring Boot services. 26 posts since 2022 and about 110,000 reads; the most read is " +
      "'Reading a G1 GC log without crying' (about 24,000 reads).",
    stack: ["Java", "JDK Flight Recorder", "JDK Mission Control", "async-profiler"],
    deploy: { blog: "Hashnode" },
  },
  {
    name: "Saheli DSA Circles",
    github: "https://github.com/code-saheli-pune/dsa-circles",
    live: "https://codesaheli.example.org/dsa-circles",
    description:
      "The open curriculum of the Saturday DSA Circles I run as a volunteer mentor with Code Saheli Pune: 20 weeks of data structures " +
      "and algorithms in Java, each week with problems, JUnit 5 tests to check your solution, and interview notes. " +
      "48 women mentored over six cohorts; 19 have landed developer jobs or internships.",
    stack: ["Java", "JUnit 5", "Markdown"],
    deploy: { site: "GitHub Pages" },
  },
  {
    name: "Exactly Once Is a Lie",
    github: "https://github.com/aditi-rao-dev/exactly-once-is-a-lie",
    live: "https://speakerdeck.com/aditirao/exactly-once-is-a-lie",
    description:
      "My talk at the Deccan Java User Group meetup in Pune in August 2025: why retries make duplicate messages inevitable, and how " +
      "idempotency keys, the outbox pattern and idempotent Kafka consumers keep a claims system correct anyway. " +
      "About 150 people attended; the slides and the recording are online, and the demo code is on GitHub.",
    stack: ["Java 17", "Spring Boot", "Apache Kafka", "Redis"],
    deploy: {
      slides: { name: "Speaker Deck", href: "https://speakerdeck.com/aditirao/exactly-once-is-a-lie" },
      video: { name: "YouTube", href: "https://www.youtube.com/watch?v=Xq7eIdmP0tA" },
    },
    image: { src: "/images/projects/exactly-once-is-a-lie.png", alt: "Title slide of the talk Exactly Once Is a Lie" },
  },
];

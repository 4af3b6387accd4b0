import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "copybook2json",
    github: "https://github.com/kalani-akana/copybook2json",
    live: "https://kalani-akana.github.io/copybook2json",
    description:
      "An open-source Java library and command-line tool that turns COBOL copybooks into JSON Schema and converts EBCDIC records into JSON, " +
      "handling COMP-3 packed decimals, REDEFINES and OCCURS DEPENDING ON. It grew out of the copybook parser I wrote at Lanakila Pacific Bank. " +
      "Apache 2.0 licensed, about 1,200 GitHub stars, published on Maven Central.",
    stack: ["Java", "Maven", "JUnit 5", "GitHub Actions"],
    deploy: {
      "Maven Central": {
        name: "io.github.kalani-akana:copybook2json",
        href: "https://central.sonatype.com/artifact/io.github.kalani-akana/copybook2json",
      },
      docs: "GitHub Pages",
    },
    image: { src: "/images/projects/copybook2json.png", alt: "A COBOL copybook on the left and the JSON it converts to on the right" },
  },
  {
    name: "JCL Lens",
    github: "https://github.com/kalani-akana/jcl-lens",
    live: "https://marketplace.visualstudio.com/items?itemName=kalani-akana.jcl-lens",
    description:
      "A VS Code extension for JCL syntax highlighting: colours JOB, EXEC and DD statements, flags continuation mistakes past column 72 " +
      "and folds each job step. Written in TypeScript with a TextMate grammar, MIT licensed, about 18,000 installs on the VS Code Marketplace.",
    stack: ["TypeScript", "TextMate grammar", "VS Code Extension API"],
    deploy: {
      "VS Code Marketplace": {
        name: "kalani-akana.jcl-lens",
        href: "https://marketplace.visualstudio.com/items?itemName=kalani-akana.jcl-lens",
      },
    },
    image: { src: "/images/projects/jcl-lens.png", alt: "A JCL job in VS Code with JOB, EXEC and DD statements highlighted in colour" },
  },
  {
    name: "Strangling the Mainframe (blog series)",
    github: "https://github.com/kalani-akana/strangler-fig-examples",
    live: "https://kalaniakana.example.com/blog/strangling-the-mainframe",
    description:
      "A six-part blog series, written from 2023 to 2024, about migrating mainframe batch systems with the strangler fig pattern: " +
      "finding seams in a batch schedule, parallel runs, change data capture from DB2, and when to switch the COBOL off. " +
      "The companion repository has runnable Java and Kafka examples. Cross-posted on DEV Community.",
    stack: ["Markdown", "Hugo", "Java", "Apache Kafka"],
    deploy: { frontend: "GitHub Pages", "cross-post": { name: "DEV Community", href: "https://dev.to/kalaniakana" } },
  },
  {
    name: "Talk: COBOL to Kafka Without Breaking the Nightly Batch",
    github: "https://github.com/kalani-akana/cobol-to-kafka-demo",
    live: "https://www.youtube.com/watch?v=kA8mF1gTq2c",
    description:
      "My 40-minute talk at TechPacific Honolulu in October 2024, a regional tech conference: how Lanakila Pacific Bank moved deposit posting " +
      "from the nightly batch to event streams. The demo repository runs a COBOL-style batch file, IBM MQ and Kafka side by side with Docker Compose.",
    stack: ["Java", "Spring Boot", "Apache Kafka", "IBM MQ", "Docker"],
    deploy: { video: "YouTube" },
    image: { src: "/images/projects/cobol-to-kafka-talk.jpg", alt: "Kalani Akana presenting a diagram of a batch job feeding a Kafka topic" },
  },
  {
    name: "Hoʻokele Code",
    github: "https://github.com/hookele-code/curriculum",
    live: "https://hookelecode.example.org",
    description:
      "The free weekend coding class I founded in 2019 for Native Hawaiian youth aged 12 to 17 in Waianae. The open curriculum has 20 lessons in Python " +
      "on Raspberry Pi, from blinking an LED to a tide and fishing calendar based on the Hawaiian moon calendar, with lessons in English and Hawaiian words.",
    stack: ["Python", "Raspberry Pi", "Scratch"],
    deploy: { frontend: "GitHub Pages" },
  },
  {
    name: "batchgolden",
    github: "https://github.com/kalani-akana/batchgolden",
    live: "",
    description:
      "A small open-source Python tool for test automation of batch jobs: it submits a JCL job through the z/OSMF REST API, downloads its output datasets " +
      "and compares them with golden files, ignoring dates and run numbers. An open version of the regression harness I built at the bank; published on PyPI.",
    stack: ["Python", "pytest", "z/OSMF REST API"],
    deploy: { PyPI: { name: "batchgolden", href: "https://pypi.org/project/batchgolden/" } },
  },
  {
    name: "Nalu Report",
    github: "https://github.com/kalani-akana/nalu-report",
    live: "",
    description:
      "A hobby surf-forecast bot: every morning at 5:30 it posts the wave height, period and wind for the South Shore and North Shore of Oahu " +
      "to my surf club's Discord server, from NOAA buoy data. Written in Python and running on AWS Lambda on an Amazon EventBridge schedule.",
    stack: ["Python", "AWS Lambda", "Amazon EventBridge", "Discord API"],
    deploy: { backend: "AWS Lambda" },
  },
];

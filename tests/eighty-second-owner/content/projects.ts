import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Harbor",
    github: "",
    live: "https://tech.wadsworthmutual.example.com/harbor",
    description:
      "Wadsworth Mutual's program to move the nightly policy batch off the mainframe, which I have led since 2021. Each job stream is rewritten in Java 17 " +
      "with Spring Batch, packaged in Docker and run on Amazon ECS (Fargate); AWS Step Functions runs the steps in the order the JCL used to, files land in Amazon S3, " +
      "and the jobs read policy data from DB2 until each stream is switched over. Terraform builds the AWS side and Jenkins ships it. " +
      "380 of about 1,400 jobs have moved so far, and the renewal run that took 4 hours 50 minutes on the mainframe now finishes in 1 hour 35 minutes. " +
      "The code is internal; the link goes to the case study on the company's tech blog.",
    stack: [
      "Java 17",
      "Spring Batch",
      "Spring Boot",
      "COBOL",
      "JCL",
      "DB2",
      "AWS Step Functions",
      "Amazon ECS",
      "Amazon S3",
      "Docker",
      "Terraform",
      "Jenkins",
    ],
    deploy: {
      backend: "Amazon ECS (Fargate)",
      orchestration: "AWS Step Functions",
      storage: "Amazon S3",
      "case study": { name: "Harbor case study", href: "https://tech.wadsworthmutual.example.com/harbor" },
    },
  },
  {
    name: "cb2json",
    github: "https://github.com/raycastaneda-dev/cb2json",
    live: "https://raycastaneda-dev.github.io/cb2json/",
    description:
      "An open-source Java library and command-line tool that reads a COBOL copybook and turns fixed-width EBCDIC records, from flat files or VSAM extracts, into JSON. " +
      "It handles COMP-3 packed decimals, binary fields, REDEFINES and OCCURS DEPENDING ON, and code pages 037 and 1140. I started it in 2019 because every " +
      "mainframe migration I saw began with somebody hand-writing the same record parser. Apache 2.0 licensed, published on Maven Central, about 600 GitHub stars, " +
      "tested with JUnit 5 on GitHub Actions.",
    stack: ["Java 17", "COBOL", "Maven", "JUnit 5", "GitHub Actions"],
    deploy: {
      "Maven Central": { name: "org.example.cb2json:cb2json", href: "https://central.sonatype.com/artifact/org.example.cb2json/cb2json" },
      docs: { name: "cb2json docs", href: "https://raycastaneda-dev.github.io/cb2json/" },
    },
  },
  {
    name: "Twin Run",
    github: "",
    live: "https://raycastaneda.example.com/field-notes/twin-run",
    description:
      "The Python reconciliation tool behind Harbor's parallel runs. Every night it decodes the mainframe's output files with cb2json, loads them and the " +
      "Java jobs' output from Amazon S3 into pandas, and compares them record by record and field by field, down to the cent. A job stream only switches over " +
      "after 30 nights in a row without a difference. It caught 212 mismatches before the renewal stream went live, most of them COMP-3 rounding that the Java " +
      "code did differently. The code is internal; the link goes to my write-up.",
    stack: ["Python", "pandas", "Amazon S3", "cb2json"],
    deploy: { scheduler: "AWS Step Functions", storage: "Amazon S3" },
  },
  {
    name: "Strangler Fig on the Mainframe (blog series)",
    github: "",
    live: "https://raycastaneda.example.com/field-notes/strangler-fig",
    description:
      "An eight-part series on my blog, Big Iron Field Notes, written between 2022 and 2024, on moving batch off the mainframe with the strangler-fig pattern " +
      "instead of a big-bang rewrite: picking the first job stream, reading JCL as a dependency graph, keeping DB2 as the source of truth during the move, " +
      "parallel runs and reconciliation, and when to turn the old job off. Part 5, on COMP-3 and the penny, is the most read.",
    stack: ["COBOL", "JCL", "Spring Batch", "AWS Step Functions"],
    deploy: { blog: { name: "Big Iron Field Notes", href: "https://raycastaneda.example.com/field-notes" } },
  },
  {
    name: "Don't Rewrite It, Strangle It (Charter Oak DevCon 2024 talk)",
    github: "",
    live: "https://charteroakdevcon.example.org/2024/dont-rewrite-it",
    description:
      "My 40-minute talk at Charter Oak DevCon 2024 in Hartford in October 2024: how Harbor moves policy batch from JCL and COBOL to Spring Batch and " +
      "AWS Step Functions one job stream at a time, with the night a leap-year date bug nearly sent 9,000 renewal notices a day early. " +
      "Slides and recording are on the conference site.",
    stack: ["COBOL", "JCL", "Spring Batch", "AWS Step Functions"],
    deploy: {
      recording: "Conference site",
      slides: { name: "Slides (PDF)", href: "https://charteroakdevcon.example.org/2024/dont-rewrite-it/slides.pdf" },
    },
  },
  {
    name: "Watchstander to Developer",
    github: "https://github.com/raycastaneda-dev/watchstander-to-developer",
    live: "",
    description:
      "The free 12-week evening course I teach at Second Watch Coding, a Hartford non-profit that teaches veterans to code. Students learn Python from scratch " +
      "and Git, build a small project of their own, and practise technical interviews. The lessons, exercises and answers are open on GitHub " +
      "for anyone who wants to run the course elsewhere.",
    stack: ["Python", "Git"],
    deploy: { "course materials": { name: "GitHub", href: "https://github.com/raycastaneda-dev/watchstander-to-developer" } },
  },
];

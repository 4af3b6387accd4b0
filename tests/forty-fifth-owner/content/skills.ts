import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Mainframe",
    items: [
      { label: "COBOL", icon: "lu:file-code" },
      { label: "JCL", icon: "lu:scroll-text" },
      { label: "CICS", icon: "lu:terminal" },
      { label: "z/OS", icon: "lu:cpu" },
      { label: "REXX", icon: "lu:code-xml" },
    ],
  },
  {
    title: "Data & Messaging",
    items: [
      { label: "DB2", icon: "lu:database" },
      { label: "VSAM", icon: "lu:hard-drive" },
      { label: "IBM MQ", icon: "lu:arrow-right-left" },
      { label: "Apache Kafka", icon: "si:apachekafka" },
    ],
  },
  {
    title: "Modern Services",
    items: [
      { label: "Java", icon: "si:openjdk" },
      { label: "Spring Boot", icon: "si:springboot" },
      { label: "Python", icon: "si:python" },
      { label: "TypeScript", icon: "si:typescript" },
    ],
  },
  {
    title: "Cloud & Delivery",
    items: [
      { label: "AWS", icon: "lu:cloud" },
      { label: "Terraform", icon: "si:terraform" },
      { label: "Docker", icon: "si:docker" },
      { label: "Git", icon: "si:git" },
      { label: "GitHub Actions", icon: "si:githubactions" },
    ],
  },
  {
    title: "Testing Batch Systems",
    items: [
      { label: "Batch job test automation", icon: "lu:test-tubes" },
      { label: "Golden-file regression testing", icon: "lu:file-diff" },
      { label: "Parallel runs", icon: "lu:git-compare" },
      { label: "JUnit 5", icon: "si:junit5" },
      { label: "pytest", icon: "si:pytest" },
    ],
  },
];

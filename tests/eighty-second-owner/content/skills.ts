import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Mainframe",
    items: [
      { label: "COBOL", icon: "lu:file-code" },
      { label: "JCL", icon: "lu:scroll-text" },
      { label: "CICS", icon: "lu:monitor" },
      { label: "DB2", icon: "lu:database" },
      { label: "VSAM", icon: "lu:hard-drive" },
      { label: "z/OS", icon: "lu:server" },
      { label: "REXX", icon: "lu:terminal" },
    ],
  },
  {
    title: "Java & Batch",
    items: [
      { label: "Java 17", icon: "lu:coffee" },
      { label: "Spring Boot", icon: "si:springboot" },
      { label: "Spring Batch", icon: "si:spring" },
      { label: "Maven", icon: "si:apachemaven" },
      { label: "JUnit 5", icon: "si:junit5" },
    ],
  },
  {
    title: "AWS & Infrastructure",
    items: [
      { label: "AWS", icon: "lu:cloud" },
      { label: "Amazon ECS (Fargate)", icon: "lu:container" },
      { label: "Amazon S3", icon: "lu:archive" },
      { label: "AWS Step Functions", icon: "lu:workflow" },
      { label: "Terraform", icon: "si:terraform" },
      { label: "Docker", icon: "si:docker" },
    ],
  },
  {
    title: "Build & Delivery",
    items: [
      { label: "Jenkins", icon: "si:jenkins" },
      { label: "Git", icon: "si:git" },
      { label: "GitHub Actions", icon: "si:githubactions" },
    ],
  },
  {
    title: "Data & Scripting",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "pandas", icon: "si:pandas" },
      { label: "SQL", icon: "lu:table" },
    ],
  },
];

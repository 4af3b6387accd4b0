import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "JavaScript", icon: "si:javascript" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "SQL", icon: "lu:database" },
      { label: "PHP (Laravel, earlier in my career)", icon: "si:php" },
    ],
  },
  {
    title: "Back-End",
    items: [
      { label: "Node.js", icon: "si:nodedotjs" },
      { label: "Express", icon: "si:express" },
      { label: "NestJS", icon: "si:nestjs" },
      { label: "REST API design", icon: "lu:plug" },
      { label: "Laravel", icon: "si:laravel" },
    ],
  },
  {
    title: "Databases",
    items: [
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Prisma", icon: "si:prisma" },
      { label: "Redis", icon: "si:redis" },
      { label: "MySQL", icon: "si:mysql" },
    ],
  },
  {
    title: "Front-End",
    items: [
      { label: "React", icon: "si:react" },
      { label: "HTML", icon: "si:html5" },
      { label: "CSS", icon: "si:css" },
      { label: "Progressive Web Apps", icon: "lu:smartphone" },
    ],
  },
  {
    title: "Testing & Delivery",
    items: [
      { label: "Jest", icon: "si:jest" },
      { label: "Docker", icon: "si:docker" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Git", icon: "si:git" },
    ],
  },
  {
    title: "Money in Code",
    items: [
      { label: "Payments reconciliation", icon: "lu:scale" },
      { label: "Double-entry ledgers", icon: "lu:book-open" },
      { label: "Paystack and Flutterwave integrations", icon: "lu:credit-card" },
    ],
  },
  {
    title: "Spreadsheets & Automation",
    items: [
      { label: "Excel and VBA macros", icon: "lu:sheet" },
      { label: "Google Sheets and Apps Script", icon: "si:googlesheets" },
    ],
  },
  {
    title: "Teaching",
    items: [
      { label: "Curriculum design", icon: "lu:notebook-pen" },
      { label: "Live-coding lectures", icon: "lu:presentation" },
      { label: "Code review and mentoring", icon: "lu:messages-square" },
      { label: "Assessment design", icon: "lu:clipboard-check" },
    ],
  },
];

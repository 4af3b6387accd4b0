import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Salesforce Development",
    items: [
      { label: "Apex", icon: "lu:code" },
      { label: "Lightning Web Components", icon: "lu:layout-grid" },
      { label: "SOQL & SOSL", icon: "lu:search-code" },
      { label: "Salesforce Flow", icon: "lu:workflow" },
      { label: "Salesforce DX", icon: "lu:terminal" },
    ],
  },
  {
    title: "Clouds & Architecture",
    items: [
      { label: "Service Cloud", icon: "lu:headset" },
      { label: "Experience Cloud", icon: "lu:globe" },
      { label: "Solution architecture", icon: "lu:layers" },
      { label: "Data migration", icon: "lu:database" },
      { label: "Security & sharing model", icon: "lu:shield-check" },
    ],
  },
  {
    title: "Integrations",
    items: [
      { label: "REST integrations", icon: "lu:plug" },
      { label: "SOAP integrations", icon: "lu:arrow-right-left" },
      { label: "MuleSoft (basics)", icon: "lu:boxes" },
    ],
  },
  {
    title: "Web Development",
    items: [
      { label: "JavaScript", icon: "si:javascript" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "PHP", icon: "si:php" },
      { label: "Laravel", icon: "si:laravel" },
      { label: "MySQL", icon: "si:mysql" },
    ],
  },
  {
    title: "DevOps & Delivery",
    items: [
      { label: "Git", icon: "si:git" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "CI/CD pipelines", icon: "lu:rocket" },
    ],
  },
  {
    title: "Consulting & Community",
    items: [
      { label: "Technical pre-sales", icon: "lu:presentation" },
      { label: "Discovery workshops", icon: "lu:users" },
      { label: "Mentoring junior admins", icon: "lu:heart-handshake" },
      { label: "Public speaking", icon: "lu:mic" },
    ],
  },
];

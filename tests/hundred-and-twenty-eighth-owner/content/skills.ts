import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Salesforce Development",
    items: [
      { label: "Apex (triggers, batch and queueable jobs, tests)", icon: "lu:braces" },
      { label: "Lightning Web Components (LWC)", icon: "lu:blocks" },
      { label: "SOQL and SOSL", icon: "lu:database" },
      { label: "Salesforce CLI and unlocked packages", icon: "lu:square-terminal" },
    ],
  },
  {
    title: "Salesforce Clouds & Automation",
    items: [
      { label: "Flow (record-triggered and screen flows)", icon: "lu:workflow" },
      { label: "Service Cloud (consoles, Omni-Channel, case management)", icon: "lu:headset" },
      { label: "Sales Cloud", icon: "lu:cloud" },
      { label: "Nonprofit Success Pack (NPSP)", icon: "lu:heart-handshake" },
      { label: "Salesforce administration (profiles, permission sets, reports)", icon: "lu:shield-check" },
    ],
  },
  {
    title: "Integration",
    items: [
      { label: "MuleSoft Anypoint Platform", icon: "lu:cable" },
      { label: "REST and SOAP APIs, Platform Events", icon: "lu:arrow-right-left" },
    ],
  },
  {
    title: "Languages & Data",
    items: [
      { label: "JavaScript", icon: "si:javascript" },
      { label: "SQL", icon: "lu:table" },
      { label: "Data Loader and the Bulk API (data migration)", icon: "lu:repeat" },
    ],
  },
  {
    title: "Ways of Working",
    items: [
      { label: "Git", icon: "si:git" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Jira", icon: "si:jira" },
    ],
  },
];

import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Power Platform",
    items: [
      { label: "Power Apps (canvas and model-driven)", icon: "lu:app-window" },
      { label: "Power Automate (cloud flows)", icon: "lu:workflow" },
      { label: "Dataverse", icon: "lu:database" },
      { label: "Power BI", icon: "lu:chart-column" },
      { label: "Copilot Studio (a little)", icon: "lu:bot" },
    ],
  },
  {
    title: "Languages & Formulas",
    items: [
      { label: "Power Fx", icon: "lu:square-function" },
      { label: "DAX", icon: "lu:sigma" },
      { label: "C#", icon: "lu:code" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "SQL (T-SQL)", icon: "lu:table" },
      { label: "Excel VBA", icon: "lu:file-spreadsheet" },
    ],
  },
  {
    title: "Pro-Code Extensions",
    items: [
      { label: "PCF controls (Power Apps component framework)", icon: "lu:puzzle" },
      { label: "React (only inside PCF controls)", icon: "si:react" },
      { label: "Azure Functions", icon: "lu:zap" },
      { label: ".NET", icon: "si:dotnet" },
      { label: "Custom connectors", icon: "lu:plug" },
      { label: "Dynamics 365 plug-ins (C#)", icon: "lu:blocks" },
    ],
  },
  {
    title: "Microsoft 365 & Dynamics",
    items: [
      { label: "SharePoint", icon: "lu:folder-tree" },
      { label: "Microsoft Teams", icon: "lu:users" },
      { label: "Dynamics 365 Customer Service (D365)", icon: "lu:headset" },
    ],
  },
  {
    title: "Data",
    items: [
      { label: "SQL Server", icon: "lu:server" },
      { label: "Dataverse data modelling", icon: "lu:network" },
      { label: "Power BI data models", icon: "lu:chart-pie" },
    ],
  },
  {
    title: "ALM & DevOps",
    items: [
      { label: "Solutions (managed and unmanaged)", icon: "lu:package" },
      { label: "Azure DevOps pipelines", icon: "lu:git-branch" },
      { label: "Git", icon: "si:git" },
      { label: "Environments (dev, test, production)", icon: "lu:layers" },
    ],
  },
  {
    title: "Certifications",
    items: [
      { label: "PL-600: Power Platform Solution Architect Expert (2023)", icon: "lu:award" },
      { label: "PL-400: Power Platform Developer Associate (2021)", icon: "lu:award" },
      { label: "AZ-900: Azure Fundamentals (2020)", icon: "lu:award" },
    ],
  },
  {
    title: "Finance Know-How",
    items: [
      { label: "Management accounts and budgets", icon: "lu:calculator" },
      { label: "Accounts payable and approval controls", icon: "lu:receipt" },
      { label: "Sage Pastel (from my accounting years)", icon: "lu:book-open" },
    ],
  },
];

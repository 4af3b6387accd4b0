import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "C# & .NET",
    items: [
      { label: "C#", icon: "lu:file-code" },
      { label: ".NET 8", icon: "si:dotnet" },
      { label: "ASP.NET Core", icon: "lu:server" },
      { label: "Entity Framework Core", icon: "lu:database" },
      { label: "Blazor", icon: "si:blazor" },
      { label: "WinForms & WCF (legacy)", icon: "lu:layout-template" },
    ],
  },
  {
    title: "Azure",
    items: [
      { label: "Azure Functions", icon: "lu:zap" },
      { label: "Azure App Service", icon: "lu:cloud" },
      { label: "Azure Service Bus", icon: "lu:mail" },
      { label: "Azure Cosmos DB", icon: "lu:boxes" },
      { label: "Azure SQL", icon: "lu:database" },
      { label: "Bicep", icon: "lu:blocks" },
    ],
  },
  {
    title: "Data & Delivery",
    items: [
      { label: "SQL Server", icon: "lu:database" },
      { label: "Azure DevOps", icon: "lu:infinity" },
      { label: "Docker", icon: "si:docker" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Git", icon: "si:git" },
    ],
  },
  {
    title: "Testing & Front-End",
    items: [
      { label: "xUnit", icon: "lu:flask-conical" },
      { label: "Playwright", icon: "lu:monitor-check" },
      { label: "BenchmarkDotNet", icon: "lu:gauge" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "Angular (some)", icon: "si:angular" },
    ],
  },
  {
    title: "Ways of Working",
    items: [
      { label: "Clean architecture", icon: "lu:drafting-compass" },
      { label: "Mentoring", icon: "lu:users" },
      { label: "Code review", icon: "lu:messages-square" },
      { label: "Technical writing & talks", icon: "lu:presentation" },
    ],
  },
];

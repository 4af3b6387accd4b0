import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Mzansi.Validation",
    github: "https://github.com/thandi-mokoena/mzansi-validation",
    live: "",
    description:
      "An open-source .NET library that validates South African ID numbers (date of birth, gender, citizenship and the Luhn check digit) " +
      "and South African phone numbers (landline or mobile, +27 or 0 formats, normalised to E.164). It targets .NET Standard 2.0 and .NET 8 " +
      "and has no dependencies. More than 310,000 downloads on NuGet and about 420 GitHub stars; MIT licensed. " +
      "I wrote it after copying the same ID-number check into three different projects.",
    stack: ["C#", ".NET 8", ".NET Standard 2.0", "xUnit", "GitHub Actions"],
    deploy: {
      NuGet: { name: "Mzansi.Validation", href: "https://www.nuget.org/packages/Mzansi.Validation" },
    },
    image: { src: "/images/projects/mzansi-validation.png", alt: "Mzansi.Validation checking a South African ID number in a C# snippet" },
  },
  {
    name: "Kasi League",
    github: "",
    live: "https://kasileague.example.org",
    description:
      "A volunteer project for the Diepkloof Community Football League in Soweto: fixtures, results, log tables and player registration " +
      "for 32 teams and about 700 players. A Blazor WebAssembly app with an Azure Functions API and Cosmos DB, kept light enough for cheap phones " +
      "on prepaid data, with Playwright tests for the results flow. The code is in the league's private repository because it holds players' registration details.",
    stack: ["Blazor WebAssembly", "C#", "Azure Functions", "Azure Cosmos DB", "Playwright"],
    deploy: {
      frontend: "Azure Static Web Apps",
      backend: "Azure Functions",
      database: "Azure Cosmos DB (free tier)",
      domain: "kasileague.example.org",
    },
    image: { src: "/images/projects/kasi-league.png", alt: "Kasi League's log table on a phone screen" },
  },
  {
    name: "LoadShed API",
    github: "https://github.com/thandi-mokoena/loadshed-api",
    live: "https://loadshedapi.example.co.za",
    description:
      "A free REST API for load-shedding schedules: look up a suburb's slots for the current Eskom stage, or register a webhook that fires when the stage changes. " +
      "An Azure Functions timer job reads the stage announcements every five minutes. About 5,800 registered developers use it, " +
      "with around 2 million requests a month, and a small TypeScript client, loadshed-client, is on npm. Open source under the MIT licence.",
    stack: ["C#", "ASP.NET Core", ".NET 8", "Azure Functions", "Azure Cosmos DB", "Docker", "TypeScript"],
    deploy: {
      backend: "Azure Container Apps",
      database: "Azure Cosmos DB",
      npm: { name: "loadshed-client", href: "https://www.npmjs.com/package/loadshed-client" },
      domain: "loadshedapi.example.co.za",
    },
    image: { src: "/images/projects/loadshed-api.png", alt: "A JSON response from LoadShed API listing a suburb's load-shedding slots" },
  },
  {
    name: "Bicep Landing Kit",
    github: "https://github.com/thandi-mokoena/bicep-landing-kit",
    live: "https://thandi-mokoena.github.io/bicep-landing-kit",
    description:
      "A collection of reusable Bicep templates for .NET workloads on Azure: App Service and Azure Functions apps with Azure SQL, Service Bus, " +
      "Key Vault and Application Insights wired together, private networking switched on, and ready-made Azure DevOps pipeline files to deploy them. " +
      "About 260 GitHub stars; it grew out of the templates I wrote at Vuka Logistics.",
    stack: ["Bicep", "Azure DevOps", "Azure Key Vault", "Application Insights", "Azure SQL", "Azure Service Bus"],
    deploy: { docs: "GitHub Pages" },
  },
  {
    name: ".NET Performance Notes",
    github: "",
    live: "https://dev.to/thandimokoena",
    description:
      "My blog series on dev.to about .NET performance: measuring with BenchmarkDotNet, Span<T> and allocation-free parsing, " +
      "Entity Framework Core query tuning and Azure Functions cold starts. 26 posts and about 3,400 followers; the most read, " +
      '"How we cut 70% of allocations in a route-planning API", has more than 52,000 views.',
    stack: ["C#", ".NET 8", "BenchmarkDotNet", "Entity Framework Core"],
    deploy: { blog: "dev.to" },
  },
  {
    name: "Routes on Functions (talk)",
    github: "https://github.com/thandi-mokoena/routes-on-functions-talk",
    live: "https://www.youtube.com/watch?v=Jz24RoutesFn",
    description:
      "My talk at the Jozi .NET User Group in Braamfontein in October 2024, about moving Vuka Logistics' route re-planning to Azure Functions " +
      "and Service Bus: fan-out, idempotent handlers, dead-letter queues and what it did to our Azure bill. About 120 people came; " +
      "the slides and demo code are on GitHub and the recording is on YouTube.",
    stack: ["Azure Functions", "Azure Service Bus", "C#", ".NET 8"],
    deploy: { slides: "GitHub", recording: "YouTube" },
  },
  {
    name: "Protea Mutual Claims Portal",
    github: "",
    live: "https://claims.proteamutual.example.co.za",
    description:
      "Built at Harbour Lane Software for Protea Mutual, an insurer: brokers lodge motor and household claims with photos and documents, " +
      "and the portal checks the policy before the claim is captured. Claim capture time fell from 25 minutes to 8. " +
      "It is client code, so there is no public repository.",
    stack: ["ASP.NET Core", "C#", "Angular", "TypeScript", "Entity Framework Core", "SQL Server"],
    deploy: { frontend: "Azure App Service", backend: "Azure App Service", database: "SQL Server" },
  },
];

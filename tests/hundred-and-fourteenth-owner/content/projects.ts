import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "ClaimsDesk",
    github: "",
    live: "https://thandimokoena.example.com/work/claimsdesk",
    description:
      "The app Green Field Insurance's claims team captures every new car and home claim in: a canvas app in Power Apps on Dataverse, written in " +
      "Power Fx. It was a greenfield build, not a migration: before it, claims arrived by e-mail and were typed into spreadsheets. The app walks " +
      "the agent through the claim, checks the policy and the claimant's ID number as they type, and takes photos straight from the phone. " +
      "Power Automate flows assign each claim to an assessor, and a Power BI dashboard shows the claims backlog. It cut the time to capture a " +
      "claim from about 25 minutes to about 8 minutes, and about 140 claims staff use it every day. It's an internal app, so this links to " +
      "my case study, not the app.",
    stack: ["Power Apps (canvas)", "Power Fx", "Dataverse", "Power Automate", "Power BI", "Azure Functions"],
    deploy: {
      app: "Green Field Insurance's Power Platform tenant (internal)",
      "case study": { name: "ClaimsDesk case study", href: "https://thandimokoena.example.com/work/claimsdesk" },
    },
  },
  {
    name: "Invoice Approval Flow Library",
    github: "https://github.com/thandi-mokoena/invoice-approval-flows",
    live: "",
    description:
      "A library of reusable Power Automate flows for supplier invoice approvals, which I built for Green Field Insurance's finance team. " +
      "Invoices arrive in a shared mailbox and are filed in SharePoint; the flows route each one to the right approvers by amount and cost " +
      "centre, with approval cards in Microsoft Teams, reminders and escalation, and write approved invoices to the finance system's SQL Server " +
      "database with a full audit trail in Dataverse. The flows are child flows packaged in a solution, so other teams reuse them. They handle " +
      "about 3,000 invoices a month and cut the average approval time from nine working days to two. The GitHub repository has a cleaned-up " +
      "version of the solution, with nothing of Green Field's in it.",
    stack: ["Power Automate", "SharePoint", "Microsoft Teams", "Dataverse", "SQL Server", "Solutions (ALM)"],
    deploy: {
      flows: "Green Field Insurance's Power Platform tenant (internal)",
      template: { name: "Solution on GitHub", href: "https://github.com/thandi-mokoena/invoice-approval-flows" },
    },
  },
  {
    name: "Rand Amount Field (PCF control)",
    github: "https://github.com/thandi-mokoena/pcf-rand-amount",
    live: "",
    description:
      "An open-source Power Apps component framework (PCF) control for model-driven and canvas apps: an amount field that formats rand the " +
      "South African way (R 12 345,67), shows the amount with and without 15% VAT, and warns when a figure is out of range. I wrote it in " +
      "TypeScript with React, the only place I use React. It started as a fix for ClaimsDesk and I published it on GitHub under the MIT licence; " +
      "it has about 180 stars. You import it as a managed solution from the GitHub releases.",
    stack: ["PCF (Power Apps component framework)", "TypeScript", "React", "Power Apps"],
    deploy: {
      releases: { name: "Managed solution on GitHub releases", href: "https://github.com/thandi-mokoena/pcf-rand-amount/releases" },
    },
  },
  {
    name: "SA ID Check",
    github: "https://github.com/thandi-mokoena/sa-id-check",
    live: "",
    description:
      "A small Azure Function in C# on .NET 8 that validates South African ID numbers for forms: it checks that the number has 13 digits, " +
      "that the first six are a real date of birth, the citizenship digit and the Luhn check digit. Power Apps forms, ClaimsDesk among them, " +
      "call it through a custom connector, about 25,000 times a month. It never stores the ID numbers it checks, for POPIA. The code is on GitHub.",
    stack: ["Azure Functions", "C#", ".NET", "Custom connector"],
    deploy: { backend: "Azure Functions (Consumption plan)" },
  },
  {
    name: "Spaza Books (volunteer project)",
    github: "",
    live: "https://thandimokoena.example.com/spaza-books",
    description:
      "A free bookkeeping template and app for spaza shops, the small corner shops run from homes in South Africa's townships. The Excel template, " +
      "with a few VBA macros, tracks daily sales, stock bought and the credit the owner gives customers (the 'book'); the Power Apps canvas app on " +
      "Dataverse for Teams lets owners record sales on a phone. I built it as a volunteer with Kasi Business Hub, a small non-profit in Soweto, " +
      "and run a free workshop for shop owners one evening a month. About 40 spaza shops in Soweto and Alexandra use it. The template is a free " +
      "download on my site, in English and isiZulu.",
    stack: ["Excel", "Excel VBA", "Power Apps (canvas)", "Dataverse for Teams", "Microsoft Teams"],
    deploy: { download: { name: "Spaza Books download page", href: "https://thandimokoena.example.com/spaza-books" } },
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Lead .NET Developer",
    employmentType: "Full-time",
    company: "Vuka Logistics",
    date: "Mar 2023 – Present",
    location: "Johannesburg · Hybrid",
    description:
      "Vuka Logistics is a last-mile and line-haul delivery company that moves parcels and furniture for retailers across South Africa. " +
      "I own the route-planning APIs: ASP.NET Core services in C# on .NET 8, Azure Functions that re-plan routes when orders or traffic change, " +
      "Azure SQL for orders, depots and vehicles, and Azure Service Bus between them. The APIs plan about 42,000 deliveries a day for 1,300 drivers " +
      "from 17 depots, and five product teams build on them: driver app, dispatch, customer tracking, warehouse and billing. " +
      "I lead a team of six developers, mentor its two junior developers and run our architecture reviews and on-call rota. " +
      "Moving re-planning from always-on virtual machines to Azure Functions cut our Azure bill by R2.3 million a year, " +
      "and smarter route batching cut fuel use per delivery by 9%.",
    url: "https://vukalogistics.example.co.za",
    teamSize: 6,
  },
  {
    title: "Senior .NET Developer",
    employmentType: "Full-time",
    company: "Vuka Logistics",
    date: "Feb 2021 – Feb 2023",
    location: "Johannesburg · Hybrid",
    description:
      "Joined to break up Vuka's route planner, a .NET Framework 4.7 monolith on on-premises servers, into ASP.NET Core services on Azure App Service. " +
      "I wrote the Bicep templates and Azure DevOps pipelines for every environment, took releases from one weekend a month to several deploys a day, " +
      "and added xUnit and Playwright test suites that run on every pull request.",
    url: "https://vukalogistics.example.co.za",
  },
  {
    title: "Software Developer",
    employmentType: "Full-time",
    company: "Harbour Lane Software",
    date: "Jul 2018 – Jan 2021",
    location: "Cape Town · On-site",
    description:
      "Harbour Lane Software is a Cape Town consultancy that builds line-of-business apps for insurance and retail clients. " +
      "For Protea Mutual, an insurer, I built the claims-intake portal in ASP.NET Core and Angular that brokers use to lodge motor and household claims, " +
      "cutting claim capture time from 25 minutes to 8. For Karoo Home Stores, a homeware retailer with 64 shops, I built a stock-replenishment app " +
      "in Blazor Server with Entity Framework Core and SQL Server that every store manager uses. I also set up the consultancy's first Azure DevOps pipelines " +
      "and packaged client apps in Docker.",
    url: "https://harbourlane.example.co.za",
  },
  {
    title: "Junior Developer",
    employmentType: "Full-time",
    company: "Indlovu Bank (Group IT)",
    date: "Jan 2016 – Jun 2018",
    location: "Johannesburg · On-site",
    description:
      "Part of the bank's internal IT team. I maintained the in-house WinForms desktop apps used by branch tellers and home-loan consultants, " +
      "and the WCF services behind them, on SQL Server: fixing bugs, adding screens and writing stored procedures. " +
      "I rewrote the stored procedures of the month-end interest batch so that it ran in 90 minutes instead of six hours. " +
      "Most of my C# and SQL foundations come from these years.",
  },
  {
    title: "ICT Graduate Learner",
    employmentType: "Learnership",
    company: "Kopano Telecom",
    date: "Jan 2015 – Dec 2015",
    location: "Midrand · On-site",
    description:
      "A twelve-month ICT learnership at Kopano Telecom, a mobile network operator, with rotations in network operations, billing support " +
      "and the internal development team. My first production C# was a console app that reconciled prepaid airtime vouchers against the billing system, " +
      "replacing a weekly manual spreadsheet check.",
  },
  {
    title: "Volunteer Developer",
    employmentType: "Volunteer",
    company: "Diepkloof Community Football League",
    date: "Aug 2022 – Present",
    location: "Soweto, Johannesburg",
    description:
      "Built and run Kasi League, the league's website for fixtures, results, log tables and player registration, for 32 teams and about 700 players. " +
      "I trained two league volunteers to capture Sunday results themselves, and the site runs on free Azure tiers so the league pays nothing for it.",
    url: "https://kasileague.example.org",
  },
];

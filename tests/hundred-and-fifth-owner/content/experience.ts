import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Angular Developer",
    employmentType: "Full-time, permanent",
    company: "Protea Mutual",
    date: "Jan 2023 – Present",
    location: "Johannesburg · Hybrid (two days a week in the Rosebank office)",
    description:
      "Protea Mutual is a South African insurer of about 2,400 people that sells car, home and funeral cover. I build the claims portal, where " +
      "policyholders and brokers lodge and track claims, in Angular with NgRx and RxJS, in an Nx monorepo with a Storybook component library, Jest and " +
      "Cypress tests and Azure DevOps pipelines. I'm one of five front-end developers on the claims team. The back end is .NET (C# and ASP.NET Core), " +
      "owned by another team: I read it and make small fixes to API endpoints when I need to, but I don't design or lead back-end work. " +
      "Lodging a claim used to take a 40-minute phone call; online it now takes about 12 minutes, and the portal handles about 18,000 claims a month. " +
      "I took the portal to WCAG 2.1 AA, confirmed by an external audit in 2024. I mentor two junior developers on the team; I'm not their manager.",
    url: "https://proteamutual.example.co.za",
  },
  {
    title: "Career break: parental leave and family care",
    employmentType: "Career break",
    company: "Family",
    date: "Sep 2021 – Dec 2022",
    location: "Johannesburg",
    description:
      "I stopped working for 16 months. I took parental leave when my son was born in September 2021, and then stayed at home through 2022 to look after " +
      "him and my mother, who was recovering from a hip operation. It was a real break, not a side project in disguise. Towards the end of 2022 I eased " +
      "back in: I caught up on Angular's standalone components and signals, and in October 2022 I started volunteering on the Soweto Voices Choir website. " +
      "I went back to work in January 2023, at Protea Mutual.",
  },
  {
    title: "Front-End Developer",
    employmentType: "Full-time, permanent",
    company: "First Harbour Bank",
    date: "Mar 2018 – Aug 2021",
    location: "Johannesburg · On-site, remote from 2020",
    description:
      "First Harbour Bank is a South African retail bank with about 1.2 million customers. I was one of eight front-end developers on the internet banking " +
      "team. We migrated the internet banking web app from AngularJS to Angular screen by screen, without a big-bang release, and I built the payments, " +
      "beneficiaries and statements screens in Angular and RxJS. I wrote the team's accessible form components, which got the app through its first " +
      "external accessibility audit, and I moved our unit tests to Jest. I left in August 2021, when my son was born.",
    url: "https://firstharbour.example.co.za",
  },
  {
    title: "Junior Web Developer",
    employmentType: "Full-time",
    company: "Open Window Digital",
    date: "Jan 2015 – Feb 2018",
    location: "Johannesburg (Braamfontein) · On-site",
    description:
      "Open Window Digital is a small Johannesburg digital agency, about 25 people, that builds websites and campaign microsites for retail brands and NGOs. " +
      "I joined straight after Wits. I built WordPress themes in PHP, HTML, Sass and jQuery, and then two client dashboards in AngularJS, which is how I " +
      "found Angular. In 2017 I built one campaign microsite in React for a retail client. I haven't used React since 2017.",
    url: "https://openwindowdigital.example.co.za",
  },
];

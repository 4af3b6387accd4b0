import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior SAP ABAP & Fiori Developer",
    employmentType: "Full-time",
    company: "Fresh First Foods",
    date: "Mar 2021 – Present",
    location: "Kraków · Hybrid (two days a week in the office)",
    description:
      "Fresh First Foods is a Polish food manufacturer with headquarters in Kraków and three plants in southern Poland, making dairy products, soups and ready meals " +
      "for shops in Poland, Czechia and Slovakia. I lead a team of four SAP developers and I'm the technical lead of our brownfield conversion from SAP ECC 6.0 " +
      "to SAP S/4HANA: I ran the custom-code analysis with the ABAP Test Cockpit, decided what to retire and what to rewrite, and moved our reports to CDS views " +
      "and our newer apps to RAP. The first wave (finance, purchasing and the warehouses) went live in October 2024; the second wave, sales and production planning " +
      "in the plants, is planned for 2026. I also built the Pick Assist Fiori app for our warehouse staff and work closely with the MM, SD and PP consultants.",
    url: "https://freshfirstfoods.example.com",
    teamSize: 4,
  },
  {
    title: "SAP Technical Consultant (ABAP)",
    employmentType: "Full-time",
    company: "Northbridge Consulting, Kraków Delivery Centre",
    date: "Jun 2017 – Feb 2021",
    location: "Kraków · On-site, with trips to clients for go-lives",
    description:
      "Northbridge Consulting is a large international consulting firm; its Kraków delivery centre builds and supports SAP systems for clients across Europe. " +
      "I was an ABAP developer on rollout and support projects for retail, pharma and logistics clients in Germany, the United Kingdom and Sweden: " +
      "interfaces with IDocs and BAPIs, enhancements in SD and MM, Adobe Forms, and from 2018 my first SAPUI5 and Fiori apps on OData services. " +
      "I worked on nine rollouts and travelled for five go-lives, and in my last year I coordinated a team of six offshore ABAP developers.",
    url: "https://northbridge-consulting.example.com",
  },
  {
    title: "ABAP Developer",
    employmentType: "Full-time",
    company: "Huta Silesia S.A.",
    date: "Sep 2013 – May 2017",
    location: "Katowice · On-site (I commuted from Kraków by train)",
    description:
      "Huta Silesia is a steel producer in Katowice. My first developer job: I wrote ABAP reports, user exits, SmartForms and ALV lists for production planning (PP) " +
      "and materials management (MM), and interfaces between SAP and the mill's production systems. My proudest fix rewrote the monthly stock valuation report " +
      "so that it ran in 20 minutes instead of six hours, and I learned ABAP Objects properly along the way.",
    url: "https://hutasilesia.example.com",
  },
  {
    title: "IT Helpdesk Technician",
    employmentType: "Part-time",
    company: "Jagiellonian University",
    date: "Oct 2010 – Jul 2013",
    location: "Kraków · On-site",
    description:
      "A part-time job during my studies at the university's central IT helpdesk: I answered staff and student tickets by phone and e-mail, reset passwords, " +
      "set up laptops and lecture-hall projectors, and wrote my first small scripts to automate the account resets. It taught me patience with users, " +
      "which every SAP developer needs.",
    url: "https://uj.example.com",
  },
];

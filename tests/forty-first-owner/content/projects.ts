import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Salamin",
    github: "https://github.com/paolo-villanueva-sf/salamin",
    live: "https://paolo-villanueva-sf.github.io/salamin",
    description:
      "An open-source Apex library for unit tests: mock classes and selectors with the Stub API, build test records with fluent factories " +
      "and assert DML without touching the database, so test runs get much faster. MIT licensed, with about 1,400 GitHub stars; " +
      "Bayanihan Cloud Partners uses it on every project.",
    stack: ["Apex", "Salesforce DX", "GitHub Actions"],
    deploy: {
      "Unlocked package": { name: "Salamin unlocked package", href: "https://paolo-villanueva-sf.github.io/salamin/install" },
      docs: "GitHub Pages",
    },
    image: { src: "/images/projects/salamin.png", alt: "An Apex test class using Salamin's fluent mocks, next to a passing test run" },
  },
  {
    name: "Banig UI",
    github: "https://github.com/paolo-villanueva-sf/banig-ui",
    live: "https://www.npmjs.com/package/banig-ui",
    description:
      "A free UI kit of 42 Lightning Web Components for Experience Cloud sites and internal apps: data tables with inline editing, " +
      "multi-step forms, file uploaders, timelines and steppers, all accessible and themeable with SLDS styling hooks. " +
      "Published on npm under the MIT licence, with about 1,800 weekly downloads.",
    stack: ["Lightning Web Components", "JavaScript", "TypeScript", "Jest", "SLDS"],
    deploy: {
      npm: { name: "banig-ui", href: "https://www.npmjs.com/package/banig-ui" },
      docs: "GitHub Pages",
    },
    image: { src: "/images/projects/banig-ui.png", alt: "Banig UI's data table and stepper components on an Experience Cloud page" },
  },
  {
    name: "SOQL Sulat",
    github: "",
    live: "https://chromewebstore.google.com/detail/soql-sulat/kfmdlbnhpcejoagiehkpmlbdcognfjha",
    description:
      "A Chrome extension for writing SOQL queries: it signs in to your org, autocompletes objects and fields from the org's metadata, " +
      "checks the query as you type, runs it and exports the results to CSV. Free on the Chrome Web Store with more than 25,000 users; " +
      "the source is not public yet.",
    stack: ["TypeScript", "JavaScript", "Chrome Extensions API", "Salesforce REST API"],
    deploy: {
      "Chrome Web Store": {
        name: "SOQL Sulat",
        href: "https://chromewebstore.google.com/detail/soql-sulat/kfmdlbnhpcejoagiehkpmlbdcognfjha",
      },
    },
    image: { src: "/images/projects/soql-sulat.png", alt: "SOQL Sulat autocompleting Account fields in a query editor" },
  },
  {
    name: "sfdx-delta-deploy",
    github: "https://github.com/paolo-villanueva-sf/sfdx-delta-deploy",
    live: "https://github.com/marketplace/actions/sfdx-delta-deploy",
    description:
      "A GitHub Action that deploys only the metadata a pull request changed to a Salesforce org, runs the affected Apex tests " +
      "and posts the results as a comment on the pull request. I wrote it in my own time after setting up CI at Luzon Bridge Outsourcing " +
      "and open-sourced it in 2021; it has about 320 stars and runs in Bayanihan Cloud Partners' CI/CD pipelines.",
    stack: ["TypeScript", "GitHub Actions", "Salesforce CLI", "Salesforce DX"],
    deploy: {
      "GitHub Marketplace": { name: "sfdx-delta-deploy", href: "https://github.com/marketplace/actions/sfdx-delta-deploy" },
    },
  },
  {
    name: "Agapay Relief Donor CRM",
    github: "",
    live: "https://agapayrelief.example.org",
    description:
      "A volunteer project for the Agapay Relief Foundation, a Philippine disaster-relief NGO: I set up their donor management on the " +
      "Nonprofit Success Pack, migrated 12,000 donors from spreadsheets, automated donation receipts and recurring pledges with Salesforce Flow, " +
      "and built an Experience Cloud portal where volunteers sign up for relief operations after typhoons. Done pro bono on weekends in 2023; " +
      "I still help their admin once a month.",
    stack: ["Nonprofit Success Pack", "Salesforce Flow", "Experience Cloud", "Data Loader"],
    deploy: { platform: "Salesforce (donated nonprofit licences)" },
    image: { src: "/images/projects/agapay.png", alt: "The Agapay Relief volunteer portal listing upcoming relief operations" },
  },
  {
    name: "Manila Salesforce Developers",
    github: "",
    live: "https://www.meetup.com/manila-salesforce-developers",
    description:
      "The community group I have co-organised since 2019: monthly meetups in Makati and Quezon City plus online sessions, " +
      "hands-on Lightning Web Components workshops and a yearly Apex hackathon. More than 50 meetups so far and about 2,300 members.",
    stack: ["Meetup"],
    deploy: { community: { name: "Meetup", href: "https://www.meetup.com/manila-salesforce-developers" } },
  },
  {
    name: "Fast Apex Tests Without the Database (talk)",
    github: "https://github.com/paolo-villanueva-sf/fast-apex-tests-talk",
    live: "https://www.youtube.com/watch?v=pV2024lcd01",
    description:
      "My talk at Lion City Dreamin' 2024, a regional Salesforce community conference in Singapore, in August 2024: why Apex tests get slow, " +
      "how to mock selectors and DML with the Stub API, and how Salamin cut one client's test run from 48 minutes to 9. " +
      "About 300 people attended; the recording, the slides and the demo code are online.",
    stack: ["Apex", "Salesforce DX"],
    deploy: {
      video: { name: "YouTube", href: "https://www.youtube.com/watch?v=pV2024lcd01" },
      slides: { name: "Speaker Deck", href: "https://speakerdeck.com/pvillanueva/fast-apex-tests-without-the-database" },
    },
  },
];

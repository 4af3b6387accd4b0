import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "fhirlint",
    github: "https://github.com/grace-a-mensah/fhirlint",
    live: "https://fhirlint.example.com",
    description:
      "An open-source command-line validator for FHIR R4 resources and bundles. It checks JSON files against the base FHIR R4 specification and the Canadian CA Core+ profiles, " +
      "explains each error in plain English with the path of the field at fault, and prints results a CI pipeline can read. " +
      "I started it in 2021 while studying for my FHIR certification; it is MIT licensed, has about 650 GitHub stars and around 4,000 weekly npm downloads.",
    stack: ["TypeScript", "Node.js", "FHIR R4", "Docker", "GitHub Actions"],
    deploy: {
      npm: { name: "fhirlint", href: "https://www.npmjs.com/package/fhirlint" },
      "Docker Hub": { name: "gracemensah/fhirlint", href: "https://hub.docker.com/r/gracemensah/fhirlint" },
      docs: "GitHub Pages",
    },
    image: { src: "/images/projects/fhirlint.png", alt: "fhirlint in a terminal listing three validation errors in a FHIR bundle" },
  },
  {
    name: "MedRec Companion",
    github: "https://github.com/grace-a-mensah/medrec-companion",
    live: "https://medrec-companion.example.com",
    description:
      "A SMART on FHIR app for medication reconciliation: launched from inside an electronic health record with OAuth 2.0, it reads the patient's MedicationStatement " +
      "and MedicationRequest resources and shows home medications beside hospital orders, so a nurse or pharmacist can continue, hold or stop each one at admission and discharge. " +
      "It is a demo, not a product: it runs only against synthetic patients in the public SMART Health IT sandbox and has never touched real patient data. The code is open source under Apache 2.0.",
    stack: ["TypeScript", "React", "SMART on FHIR", "OAuth 2.0", "FHIR R4"],
    deploy: {
      frontend: "Azure Static Web Apps",
      sandbox: { name: "SMART Health IT sandbox", href: "https://launch.smarthealthit.org" },
    },
    image: {
      src: "/images/projects/medrec-companion.png",
      alt: "MedRec Companion listing home medications beside hospital orders with continue, hold and stop buttons",
    },
  },
  {
    name: "Maple Bridge Results Hub",
    github: "",
    live: "https://maplebridgehealth.example.com/results-hub",
    description:
      "Maple Bridge Health's product that delivers lab and imaging results to family-practice clinics as FHIR R4 resources. " +
      "My squad built its pipeline from HL7 v2 result messages to FHIR Observation and DiagnosticReport resources. The code is private, so this links to the product page.",
    stack: ["FHIR R4", "HL7 v2", "Azure API for FHIR", "Azure Functions", "TypeScript", "Node.js", "Mirth Connect", "SQL Server"],
    deploy: { backend: "Azure Functions", "FHIR server": "Azure API for FHIR", database: "SQL Server" },
  },
  {
    name: "mirth-channel-kit",
    github: "https://github.com/grace-a-mensah/mirth-channel-kit",
    live: "",
    description:
      "A library of reusable Mirth Connect channels and code templates on GitHub: ADT routing, ORU lab results mapped to FHIR Observation resources, ACK handling " +
      "and a dead-letter queue for failed messages, with sample messages and a Docker Compose setup to try it locally. " +
      "It grew out of the interfaces I kept rebuilding at Northstar Lab Systems; it is MPL 2.0 licensed and has about 300 GitHub stars.",
    stack: ["Mirth Connect", "JavaScript", "Java", "HL7 v2", "FHIR R4", "Docker"],
    deploy: {
      "GitHub Releases": { name: "mirth-channel-kit releases", href: "https://github.com/grace-a-mensah/mirth-channel-kit/releases" },
    },
  },
  {
    name: "From Bedside to Bundle (HealthTech North 2024 talk)",
    github: "",
    live: "https://healthtechnorth.example.com/2024/bedside-to-bundle",
    description:
      "My 30-minute talk at the HealthTech North 2024 conference in Toronto in October 2024, on what nurses know that integration engineers miss: " +
      "why a lab result in the wrong units is a patient-safety problem, how an admission looks as HL7 v2 ADT events and as a FHIR Encounter, " +
      "and how to test interfaces with clinical scenarios. The recording and slides are online.",
    stack: ["HL7 v2", "FHIR R4", "Clinical workflows"],
    deploy: {
      recording: "YouTube",
      slides: { name: "Speaker Deck", href: "https://speakerdeck.com/gracemensah/bedside-to-bundle" },
    },
    image: {
      src: "/images/projects/bedside-to-bundle.jpg",
      alt: "Grace on stage in front of a slide comparing an HL7 v2 message with a FHIR bundle",
    },
  },
  {
    name: "Scrubs to Stacks",
    github: "",
    live: "https://scrubstostacks.example.org",
    description:
      "A free mentoring circle I founded in January 2023 for nurses and other clinicians moving into health tech. Cohorts of 12 meet online twice a month " +
      "for study sessions on HL7, FHIR and SQL, CV reviews and mock interviews. 45 members across four cohorts so far; 18 now work in informatics, analyst or developer roles.",
    stack: ["Discord", "GitHub Pages", "Markdown"],
    deploy: { frontend: "GitHub Pages", community: "Discord" },
  },
  {
    name: "Choir Roll Call",
    github: "https://github.com/grace-a-mensah/choir-roll-call",
    live: "https://rollcall.example.com",
    description:
      "A weekend project for the East End Community Choir, where I sing alto: the 42 singers check in with a QR code at Tuesday rehearsals, " +
      "section leaders see who missed what, and the treasurer exports attendance as a CSV file for the choir's grant reports.",
    stack: ["Python", "Flask", "PostgreSQL", "Docker"],
    deploy: { backend: "Azure App Service", database: "Azure Database for PostgreSQL" },
    image: {
      src: "/images/projects/choir-roll-call.png",
      alt: "Choir Roll Call showing this week's attendance by section: soprano, alto, tenor and bass",
    },
  },
];

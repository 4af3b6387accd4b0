import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Integration Engineer",
    employmentType: "Full-time",
    company: "Maple Bridge Health",
    date: "Jun 2023 – Present",
    location: "Toronto · Hybrid",
    description:
      "Maple Bridge Health is a digital-health company whose platform connects family-practice clinics with labs, imaging centres and hospitals in Ontario. " +
      "I lead the integration squad of four engineers. We build HL7 FHIR R4 APIs on Azure API for FHIR, map HL7 v2 lab results (ORU) and admission feeds (ADT) " +
      "into FHIR resources with Mirth Connect and TypeScript Azure Functions on Node.js, and run SMART on FHIR launches secured with OAuth 2.0. " +
      "I also write Python scripts that reconcile message counts every night. The platform moves about 1.8 million messages a week, " +
      "and we cut the time to onboard a new lab interface from ten weeks to three.",
    url: "https://maplebridgehealth.example.com",
    teamSize: 4,
  },
  {
    title: "Clinical Informatics Nurse",
    employmentType: "Full-time",
    company: "Harbourview General Hospital",
    date: "Feb 2022 – May 2023",
    location: "Toronto · On-site",
    description:
      "Part of the team that replaced Harbourview General Hospital's paper charts and legacy systems with a single electronic health record across 14 inpatient units. " +
      "I designed the nursing documentation flowsheets with frontline nurses, tested the HL7 interfaces between the new record and the lab and pharmacy systems, " +
      "and led the super-user programme that trained more than 600 nurses before go-live in November 2022. I worked command-centre shifts for the first month after go-live.",
    url: "https://harbourviewgeneral.example.com",
  },
  {
    title: "Integration Analyst",
    employmentType: "Full-time",
    company: "Northstar Lab Systems",
    date: "Sep 2020 – Jan 2022",
    location: "Mississauga · Remote",
    description:
      "Northstar Lab Systems makes laboratory information software for hospital and community labs. I built and supported HL7 v2 interfaces (ORM orders and ORU results) " +
      "between its lab system and customers' hospital systems, using Mirth Connect, SQL Server and custom Java transformers: more than 40 interfaces for 12 labs. " +
      "Because I had been the nurse waiting on those results, I wrote the validation rules that caught results sent with the wrong units.",
    url: "https://northstarlabsystems.example.com",
  },
  {
    title: "Registered Nurse, Cardiac Unit",
    employmentType: "Full-time",
    company: "Rouge Hill Hospital",
    date: "Sep 2014 – Aug 2020",
    location: "Toronto · On-site",
    description:
      "Six years on a 32-bed cardiac unit caring for patients after heart attacks, cardiac catheterization and heart surgery, and for patients with heart failure on telemetry. " +
      "I became a charge nurse in 2018 and was the unit's super-user for the electronic medication administration record pilot in 2019, " +
      "which is what got me interested in health informatics.",
  },
  {
    title: "Founder and Mentor",
    employmentType: "Volunteer",
    company: "Scrubs to Stacks",
    date: "Jan 2023 – Present",
    location: "Toronto · Online",
    description:
      "Founded and run Scrubs to Stacks, a free mentoring circle for nurses and other clinicians moving into health tech. " +
      "We meet online twice a month in cohorts of 12; 45 members so far, and 18 of them now work in informatics, analyst or developer roles.",
    url: "https://scrubstostacks.example.org",
  },
];

import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "S/4HANA Custom Code Migration",
    github: "",
    live: "https://magdawisniewska.example.com/z-notes/custom-code-migration",
    description:
      "The technical side of Fresh First Foods' brownfield move from SAP ECC 6.0 to SAP S/4HANA 2023, which I lead. We had about 2,400 custom objects; " +
      "I ran the ABAP Test Cockpit's custom-code checks on all of them, and with usage data we retired 38% that nobody had run in two years. " +
      "The rest I fixed or rewrote for ABAP 7.5 and the new data model: old SELECTs on the dropped aggregate tables became CDS views, " +
      "slow reports moved their logic down into SAP HANA SQL, and new apps are built on RAP. The first wave went live in October 2024 with no unplanned downtime. " +
      "The code is internal, so this links to my write-up on my blog.",
    stack: ["ABAP 7.5", "ABAP OO", "CDS views", "RAP", "SAP HANA SQL", "ABAP Test Cockpit (ATC)", "SAP S/4HANA", "SAP ECC"],
    deploy: {
      system: "SAP S/4HANA 2023, on-premise",
      "write-up": { name: "Custom code migration notes", href: "https://magdawisniewska.example.com/z-notes/custom-code-migration" },
    },
  },
  {
    name: "Pick Assist",
    github: "",
    live: "https://magdawisniewska.example.com/work/pick-assist",
    description:
      "A Fiori Elements app I built for the warehouse staff at Fresh First Foods. Pickers open it on handheld scanners, see their picking list for the shift, " +
      "scan the pallet and the bin, and confirm the pick, which posts the goods movement in SAP straight away. The UI is SAP Fiori Elements with a few SAPUI5 " +
      "extensions in JavaScript for the scanner, on an OData V4 service from a RAP business object over CDS views. About 150 people use it every day in three " +
      "warehouses, and picking errors fell by 35% in the first six months. Internal app: the link is a case study with screenshots.",
    stack: ["SAP Fiori Elements", "SAPUI5", "OData V4", "RAP", "CDS views", "ABAP", "JavaScript"],
    deploy: {
      frontend: "SAP Fiori launchpad on S/4HANA",
      backend: "SAP S/4HANA (OData V4)",
      "case study": { name: "Pick Assist case study", href: "https://magdawisniewska.example.com/work/pick-assist" },
    },
  },
  {
    name: "Sowa",
    github: "https://github.com/magda-adeyemi/sowa",
    live: "",
    description:
      "My open-source set of custom ABAP Test Cockpit (ATC) checks for clean ABAP (sowa is Polish for owl: it watches your code at night). " +
      "It has 27 checks, such as no SELECT in loops, no hard-coded client numbers, no new FORM routines, and method length limits. " +
      "You install it into your system with abapGit, it runs on NetWeaver 7.50 and newer, on S/4HANA and in the SAP BTP ABAP environment, " +
      "and every check has its own ABAP Unit tests. MIT licensed, about 280 GitHub stars, and used by a few SAP teams I know of in Poland and Germany.",
    stack: ["ABAP", "ABAP OO", "abapGit", "ABAP Test Cockpit (ATC)", "ABAP Unit", "SAP BTP ABAP environment"],
    deploy: { install: { name: "abapGit", href: "https://github.com/magda-adeyemi/sowa" } },
  },
  {
    name: "Sito",
    github: "https://github.com/magda-adeyemi/sito",
    live: "",
    description:
      "A collection of Python scripts for SAP data checks (sito is Polish for sieve). Before every migration test run I use them to catch bad master data: " +
      "duplicate materials, missing plant or sales views, unit-of-measure conversions that don't add up, vendors without bank details. " +
      "The scripts read tables through PyRFC or from SQL extracts, check them with pandas and write a plain Excel report per team. " +
      "They found about 11,000 broken records before our first S/4HANA go-live. Open source, with made-up sample data.",
    stack: ["Python", "pandas", "PyRFC", "SQL"],
    deploy: { runs: "From a laptop, by hand, before each migration test run" },
  },
  {
    name: "Shelf",
    github: "https://github.com/magda-adeyemi/shelf",
    live: "",
    description:
      "A side project for my own kitchen: a small app that tracks what's in the cupboards and fridge and when it expires. " +
      "I scan a barcode with my phone, it looks up the product and reminds me before the yoghurt goes off. " +
      "The front end is a freestyle SAPUI5 app in JavaScript (yes, UI5 at home), with a tiny Python API in Flask and SQLite, running on a Raspberry Pi in the hallway. " +
      "I use it every day, and it has cut the food I throw away by about half.",
    stack: ["SAPUI5", "JavaScript", "Python", "Flask", "SQLite"],
    deploy: { frontend: "Raspberry Pi at home", backend: "Raspberry Pi at home", database: "SQLite" },
  },
  {
    name: "Leaving ECC Without Leaving Your Z-Code Behind (SAP Inside Track Kraków 2024 talk)",
    github: "",
    live: "https://sitkrakow.example.org/2024/leaving-ecc",
    description:
      "My 30-minute talk, in Polish, at SAP Inside Track Kraków in May 2024: how we sorted 2,400 custom objects into retire, fix and rewrite before our S/4HANA " +
      "conversion, which ATC findings really matter, and why CDS views and RAP are worth learning even if you love your old reports. " +
      "The page has the recording (with English subtitles) and the slides.",
    stack: ["ABAP", "CDS views", "RAP", "ABAP Test Cockpit (ATC)"],
    deploy: {
      recording: { name: "SAP Inside Track Kraków 2024 recording", href: "https://sitkrakow.example.org/2024/leaving-ecc" },
      slides: { name: "Slides", href: "https://magdawisniewska.example.com/talks/leaving-ecc" },
    },
  },
];

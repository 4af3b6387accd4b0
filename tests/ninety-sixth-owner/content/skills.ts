import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "ABAP Development",
    items: [
      { label: "ABAP (incl. ABAP OO)", icon: "si:sap" },
      { label: "ABAP RESTful Application Programming Model (RAP)", icon: "lu:layers" },
      { label: "CDS views", icon: "lu:table" },
      { label: "ABAP Unit", icon: "lu:flask-conical" },
      { label: "ABAP Test Cockpit (ATC)", icon: "lu:shield-check" },
      { label: "abapGit", icon: "si:git" },
    ],
  },
  {
    title: "Fiori & UI",
    items: [
      { label: "SAPUI5", icon: "lu:layout-dashboard" },
      { label: "SAP Fiori Elements", icon: "lu:app-window" },
      { label: "OData (V2 and V4)", icon: "lu:network" },
      { label: "JavaScript", icon: "si:javascript" },
    ],
  },
  {
    title: "SAP Platform",
    items: [
      { label: "SAP S/4HANA", icon: "lu:server" },
      { label: "SAP ECC 6.0", icon: "lu:server-cog" },
      { label: "SAP BTP (basic)", icon: "lu:cloud" },
      { label: "MM, SD and PP process knowledge", icon: "lu:factory" },
    ],
  },
  {
    title: "Data & Scripting",
    items: [
      { label: "SAP HANA SQL", icon: "lu:database" },
      { label: "SQL", icon: "lu:database-zap" },
      { label: "Python (scripts)", icon: "si:python" },
      { label: "pandas", icon: "si:pandas" },
    ],
  },
  {
    title: "Ways of Working",
    items: [
      { label: "Scrum", icon: "lu:refresh-cw" },
      { label: "Jira", icon: "si:jira" },
    ],
  },
];

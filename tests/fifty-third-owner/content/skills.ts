import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Interoperability Standards",
    items: [
      { label: "HL7 v2", icon: "lu:file-text" },
      { label: "FHIR R4", icon: "lu:flame" },
      { label: "SMART on FHIR", icon: "lu:smartphone" },
      { label: "OAuth 2.0", icon: "lu:key-round" },
      { label: "CA Core+ profiles", icon: "lu:file-check" },
    ],
  },
  {
    title: "Integration & Code",
    items: [
      { label: "Mirth Connect", icon: "lu:workflow" },
      { label: "Java", icon: "si:openjdk" },
      { label: "Python", icon: "si:python" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "Node.js", icon: "si:nodedotjs" },
    ],
  },
  {
    title: "Data & Cloud",
    items: [
      { label: "SQL Server", icon: "lu:database" },
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Azure API for FHIR", icon: "lu:cloud" },
      { label: "Azure Functions", icon: "lu:zap" },
      { label: "Docker", icon: "si:docker" },
    ],
  },
  {
    title: "Testing & Delivery",
    items: [
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Postman", icon: "si:postman" },
      { label: "Synthetic test patients", icon: "lu:test-tube" },
    ],
  },
  {
    title: "Clinical & Privacy",
    items: [
      { label: "Clinical workflows", icon: "lu:stethoscope" },
      { label: "Nursing documentation", icon: "lu:clipboard-list" },
      { label: "EHR go-live support", icon: "lu:hospital" },
      { label: "Privacy law (PHIPA)", icon: "lu:scale" },
      { label: "Privacy impact assessments", icon: "lu:shield-check" },
    ],
  },
];

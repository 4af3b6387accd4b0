import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Back End & Search",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "Django", icon: "si:django" },
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Elasticsearch", icon: "si:elasticsearch" },
    ],
  },
  {
    title: "IIIF & Image Viewers",
    items: [
      { label: "IIIF Image and Presentation APIs", icon: "lu:images" },
      { label: "IIIF manifests", icon: "lu:file-text" },
      { label: "OpenSeadragon", icon: "lu:zoom-in" },
      { label: "Cantaloupe (IIIF image server)", icon: "lu:image" },
    ],
  },
  {
    title: "Front End",
    items: [
      { label: "JavaScript", icon: "si:javascript" },
      { label: "TypeScript (a little)", icon: "si:typescript" },
      { label: "React (one project: Folio)", icon: "si:react" },
      { label: "HTML & CSS", icon: "si:html5" },
    ],
  },
  {
    title: "Text Encoding",
    items: [
      { label: "XML / TEI", icon: "lu:file-code" },
      { label: "XSLT", icon: "lu:code-xml" },
    ],
  },
  {
    title: "Servers & Tools",
    items: [
      { label: "Linux", icon: "si:linux" },
      { label: "Ansible", icon: "si:ansible" },
      { label: "Git", icon: "si:git" },
    ],
  },
  {
    title: "Archives & Cataloguing",
    items: [
      { label: "Cataloguing to ISAD(G)", icon: "lu:library" },
      { label: "Metadata (Dublin Core)", icon: "lu:tags" },
      { label: "Palaeography (medieval and early modern hands)", icon: "lu:feather" },
    ],
  },
];

import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Transit Data",
    items: [
      { label: "GTFS", icon: "lu:bus" },
      { label: "GTFS-Realtime", icon: "lu:radio-tower" },
      { label: "Protocol Buffers", icon: "si:protocolsdotio" },
      { label: "OpenTripPlanner", icon: "lu:route" },
      { label: "QGIS", icon: "si:qgis" },
      { label: "OpenStreetMap", icon: "si:openstreetmap" },
    ],
  },
  {
    title: "Languages",
    items: [
      { label: "TypeScript", icon: "si:typescript" },
      { label: "JavaScript", icon: "si:javascript" },
      { label: "Python", icon: "si:python" },
      { label: "Java", icon: "si:openjdk" },
      { label: "SQL", icon: "lu:database" },
    ],
  },
  {
    title: "Web & Back-End",
    items: [
      { label: "React", icon: "si:react" },
      { label: "Svelte", icon: "si:svelte" },
      { label: "Node.js", icon: "si:nodedotjs" },
      { label: "Spring Boot", icon: "si:springboot" },
      { label: "Vite", icon: "si:vite" },
      { label: "Leaflet", icon: "si:leaflet" },
      { label: "Astro", icon: "si:astro" },
    ],
  },
  {
    title: "Data & Storage",
    items: [
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "PostGIS", icon: "lu:map" },
      { label: "DuckDB", icon: "si:duckdb" },
      { label: "pandas", icon: "si:pandas" },
    ],
  },
  {
    title: "Tools & Hosting",
    items: [
      { label: "Git", icon: "si:git" },
      { label: "Docker", icon: "si:docker" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "pytest", icon: "si:pytest" },
      { label: "Fly.io", icon: "si:flydotio" },
      { label: "Cloudflare Pages", icon: "si:cloudflarepages" },
      { label: "Netlify", icon: "si:netlify" },
      { label: "Raspberry Pi", icon: "si:raspberrypi" },
    ],
  },
];

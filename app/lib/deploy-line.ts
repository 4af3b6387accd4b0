/** Values that mean "not deployed there", compared case-insensitively. */
const EMPTY_VALUES = new Set(["", "tbd", "none"]);

const KEY_LABELS: Record<string, string> = {
  database: "DB",
  db: "DB",
  frontend: "Frontend",
  backend: "Backend",
  domain: "Domain",
};

export function deployKeyLabel(key: string): string {
  return KEY_LABELS[key.toLowerCase()] ?? key.charAt(0).toUpperCase() + key.slice(1);
}

/** The deploy entries worth showing (not empty, 'TBD' or 'None'), trimmed, in the map's order. */
export function shownDeployEntries(deploy: Readonly<Record<string, string | undefined>>): [string, string][] {
  return Object.entries(deploy)
    .filter((entry): entry is [string, string] => {
      const value = entry[1];
      return value !== undefined && !EMPTY_VALUES.has(value.trim().toLowerCase());
    })
    .map(([key, value]) => [key, value.trim()]);
}

/**
 * The "Deploy — …" line of a project card, or null when nothing is deployed anywhere.
 * Entries keep the order of the map.
 */
export function formatDeployLine(deploy: Readonly<Record<string, string | undefined>>): string | null {
  const parts = shownDeployEntries(deploy).map(([key, value]) => `${deployKeyLabel(key)}: ${value}`);
  return parts.length === 0 ? null : `Deploy — ${parts.join(" · ")}`;
}

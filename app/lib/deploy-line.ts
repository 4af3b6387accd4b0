import type { DeployTarget } from "~/content/types";

/** Values that mean "not deployed there", compared case-insensitively. */
const EMPTY_VALUES = new Set(["", "tbd", "none"]);

const KEY_LABELS: Record<string, string> = {
  database: "DB",
  db: "DB",
  frontend: "Frontend",
  backend: "Backend",
  domain: "Domain",
  // Where a project is built or served, written in capitals but no place it is published ("CI: GitHub Actions").
  ci: "CI",
  cd: "CD",
  "ci/cd": "CI/CD",
  cdn: "CDN",
  dns: "DNS",
  api: "API",
  cms: "CMS",
  vps: "VPS",
};

/**
 * The label of a deploy key: the known keys' own labels, a plain lowercase word capitalised
 * ("region" → "Region"), and anything else as the owner wrote it ("PyPI", "crates.io", "App Store").
 */
export function deployKeyLabel(key: string): string {
  const known = KEY_LABELS[key.toLowerCase()];
  if (known) return known;
  return /^[a-z]+$/.test(key) ? key.charAt(0).toUpperCase() + key.slice(1) : key;
}

/**
 * A deploy line that says where the project is published rather than where it runs: npm, or a
 * label the owner wrote as it should appear ("PyPI", "crates.io", "Docker Hub", "App Store").
 */
export function isPublicationKey(key: string): boolean {
  const lower = key.toLowerCase();
  if (saysWhereItRuns(key)) return false;
  return lower === "npm" || (!(lower in KEY_LABELS) && !/^[a-z]+$/.test(key));
}

/** The verbs that say where a thing runs ("runs on", "hosted on", "deployed to"), for keys and questions alike. */
export const WHERE_IT_RUNS_VERBS = "(?:runs?|running|hosted|hosting|deployed|served|lives?)";

const WHERE_IT_RUNS_KEY = new RegExp(`^${WHERE_IT_RUNS_VERBS} (?:on|at|in|to|from|by)$`);

/** A key that says where the project runs, in words ("runs on: Amazon EKS"), rather than naming a part of it. */
export function saysWhereItRuns(key: string): boolean {
  return WHERE_IT_RUNS_KEY.test(key.trim().toLowerCase());
}

/** One part of the deploy line: "PyPI: tidewatch", with the link the owner gave, if any. */
export interface ShownDeploy {
  key: string;
  label: string;
  name: string;
  href?: string;
}

type Deploy = Readonly<Record<string, DeployTarget | undefined>>;

/** The deploy entries worth showing (not empty, 'TBD' or 'None'), trimmed, in the map's order. */
export function shownDeploys(deploy: Deploy): ShownDeploy[] {
  return Object.entries(deploy).flatMap(([key, target]) => {
    if (target === undefined) return [];
    const name = (typeof target === "string" ? target : target.name).trim();
    if (EMPTY_VALUES.has(name.toLowerCase())) return [];
    const href = typeof target === "string" ? undefined : target.href;
    return [{ key, label: deployKeyLabel(key), name, ...(href ? { href } : {}) }];
  });
}

/** The shown entries as [key, name] pairs, for the assistant's knowledge. */
export function shownDeployEntries(deploy: Deploy): [string, string][] {
  return shownDeploys(deploy).map(({ key, name }) => [key, name]);
}

/**
 * The "Deploy — …" line of a project card as text, or null when nothing is deployed anywhere.
 * Entries keep the order of the map.
 */
export function formatDeployLine(deploy: Deploy): string | null {
  const parts = shownDeploys(deploy).map(({ label, name }) => `${label}: ${name}`);
  return parts.length === 0 ? null : `Deploy — ${parts.join(" · ")}`;
}

import { createRequire } from "node:module";
import { editDistance } from "../../app/lib/edit-distance";
import brandsWithoutSimpleIcons from "./brands-without-simple-icons.json";

const require = createRequire(import.meta.url);

type IconSet = "si" | "lu";
const SET_NAMES: Record<IconSet, string> = { si: "Simple Icons", lu: "Lucide" };
const SET_PAGES: Record<IconSet, string> = { si: "https://simpleicons.org", lu: "https://lucide.dev/icons" };

const known = new Map<IconSet, Set<string>>();

/** Every icon name a set has, read from its package's own index. */
function namesOf(set: IconSet): Set<string> {
  let names = known.get(set);
  if (!names) {
    names =
      set === "si"
        ? new Set((require("simple-icons/icons.json") as { slug: string }[]).map((icon) => icon.slug))
        : new Set(Object.keys(require("lucide-static/tags.json") as Record<string, string[]>));
    known.set(set, names);
  }
  return names;
}

function splitId(id: string): { set: IconSet; name: string } | null {
  const match = /^(si|lu):(.+)$/.exec(id);
  return match ? { set: match[1] as IconSet, name: match[2] ?? "" } : null;
}

export function iconExists(id: string): boolean {
  const parts = splitId(id);
  return parts !== null && namesOf(parts.set).has(parts.name);
}

/** The set's name closest to a mistyped one, when it is close enough to be what was meant. */
function closest(set: IconSet, name: string): string | null {
  const wanted = name.toLowerCase().replace(/[^a-z0-9-]/g, "");
  if (namesOf(set).has(wanted)) return wanted;
  const limit = Math.max(1, Math.min(3, Math.floor(wanted.length / 4)));
  let best: { name: string; distance: number } | null = null;
  for (const candidate of namesOf(set)) {
    if (Math.abs(candidate.length - wanted.length) > limit) continue;
    const distance = editDistance(wanted, candidate);
    if (distance <= limit && (!best || distance < best.distance)) best = { name: candidate, distance };
  }
  return best?.name ?? null;
}

const LUCIDE_FOR_BRAND: Record<string, string> = brandsWithoutSimpleIcons;

/**
 * What is wrong with an icon id, as the end of a content mistake's sentence, or null when the
 * icon exists: `"si:pytroch" is not a Simple Icons name; did you mean "si:pytorch"?`, or for a brand
 * that Simple Icons does not carry, the Lucide icon that fits it.
 */
export function iconMistake(id: unknown): string | null {
  const parts = typeof id === "string" ? splitId(id) : null;
  if (!parts) return `must be "si:<name>" (${SET_PAGES.si}) or "lu:<name>" (${SET_PAGES.lu}), not ${JSON.stringify(id)}`;
  if (iconExists(id as string)) return null;
  const { set, name } = parts;
  const notInSet = `${JSON.stringify(id)} is not a ${SET_NAMES[set]} name`;
  const near = closest(set, name);
  if (near) return `${notInSet}; did you mean "${set}:${near}"?`;
  const lucide = set === "si" ? LUCIDE_FOR_BRAND[name.toLowerCase().replace(/[^a-z0-9]/g, "")] : undefined;
  if (lucide) return `${notInSet}: Simple Icons does not carry that brand; a Lucide icon fits, "lu:${lucide}"`;
  return `${notInSet}: find yours at ${SET_PAGES[set]}`;
}

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { optimize, type Config } from "svgo";
import type { IconId } from "../app/content/types";

const require = createRequire(import.meta.url);

/** The Lucide icons the interface itself draws, beside those the content names. */
export const UI_ICONS: IconId[] = ["lu:sun", "lu:moon", "lu:chevron-left", "lu:chevron-right", "lu:mail", "lu:external-link", "lu:send"];

function iconFile(id: IconId, name: string): string {
  const pkg = id.startsWith("si:") ? "simple-icons" : "lucide-static";
  // Both packages expose their SVG files under icons/; resolving through the package keeps hoisting irrelevant.
  return require.resolve(`${pkg}/icons/${name}.svg`);
}

function symbolId(id: IconId): string {
  return id.replace(":", "-");
}

function readIcon(id: IconId): string {
  const name = id.slice(3);
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`Icon "${id}" has an invalid name.`);
  try {
    return readFileSync(iconFile(id, name), "utf8");
  } catch {
    const set = id.startsWith("si:") ? "Simple Icons (https://simpleicons.org)" : "Lucide (https://lucide.dev/icons)";
    throw new Error(`Icon "${id}" does not exist in ${set}. Fix its name in app/content/.`);
  }
}

/** The inner drawing of an icon file, without its <svg> wrapper, comments or title. */
function innerMarkup(svg: string): string {
  return svg
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/^[\s\S]*?<svg[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "")
    .replace(/<title>[\s\S]*?<\/title>/, "")
    .replace(/\s*\n\s*/g, "")
    .trim();
}

function symbol(id: IconId): string {
  const body = innerMarkup(readIcon(id));
  // Brand logos are filled shapes; Lucide icons are 2px strokes. Both take the text colour.
  const paint = id.startsWith("si:")
    ? 'fill="currentColor"'
    : 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';
  return `<symbol id="${symbolId(id)}" viewBox="0 0 24 24" ${paint}>${body}</symbol>`;
}

/**
 * Coordinates to two decimals of the icons' 24-unit grid: a hundredth of a unit is a fiftieth of
 * a pixel at the size they are drawn, and the sprite comes out about a third lighter (the icon
 * sets ship three decimals). svgo rounds along the path, so the errors do not add up.
 */
const SVGO_CONFIG: Config = {
  multipass: true,
  floatPrecision: 2,
  plugins: [
    {
      name: "preset-default",
      // The symbols are referenced from outside the file: their ids and the unused-looking
      // <symbol> elements themselves must stay.
      params: { overrides: { cleanupIds: false, removeHiddenElems: false, removeUselessDefs: false } },
    },
  ],
};

/** One SVG file holding every icon as a <symbol>, drawn with <use href="sprite#id">. */
export function buildSprite(ids: Iterable<IconId>): string {
  const unique = [...new Set(ids)].sort();
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${unique.map(symbol).join("")}</svg>`;
  return `${optimize(sprite, SVGO_CONFIG).data}\n`;
}

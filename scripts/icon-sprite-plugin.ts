import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import type { IconId } from "../app/content/types";
import { codeHostOf } from "../app/lib/code-host";
import { buildSprite, UI_ICONS } from "./icon-sprite";
import { iconExists } from "./icons/icon-names";

const SPRITE_FILE = fileURLToPath(new URL("../app/generated/icon-sprite.svg", import.meta.url));
const CONTENT_DIR = fileURLToPath(new URL("../app/content/", import.meta.url));

/**
 * Every icon id ("si:..." / "lu:...") written in the content folder. Read as text, not
 * imported, so an edit to the content is picked up by the dev server without a restart.
 */
function contentIcons(): IconId[] {
  const files = readdirSync(CONTENT_DIR).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
  return files.flatMap((file) => {
    const source = readFileSync(CONTENT_DIR + file, "utf8");
    const named = [...source.matchAll(/icon:\s*["'`]((?:si|lu):[a-z0-9-]+)["'`]/g)].map((match) => match[1] as IconId);
    // Each project's code button shows its host's icon (GitHub, GitLab…).
    const codeHosts = [...source.matchAll(/github:\s*["'`]([^"'`]+)["'`]/g)].map((match) => codeHostOf(match[1] ?? "").icon);
    // A phone number brings the WhatsApp link.
    const messaging: IconId[] = /\bphone:\s*["'`]/.test(source) ? ["si:whatsapp"] : [];
    // An unknown name is left out here: the content check names it, with the others, in one list.
    return [...named.filter(iconExists), ...codeHosts, ...messaging];
  });
}

function writeSprite(): void {
  const sprite = buildSprite([...UI_ICONS, ...contentIcons()]);
  mkdirSync(dirname(SPRITE_FILE), { recursive: true });
  let current = "";
  try {
    current = readFileSync(SPRITE_FILE, "utf8");
  } catch {
    // first build: nothing written yet
  }
  // Rewriting an unchanged file would make the dev server reload for nothing.
  if (current !== sprite) writeFileSync(SPRITE_FILE, sprite);
}

/**
 * Builds the icon sprite from the icons named in app/content/ before Vite resolves
 * `~/generated/icon-sprite.svg?url`, so icons cost the client no JavaScript and
 * the owner never runs a separate step.
 */
export function iconSprite(): Plugin {
  return {
    name: "portfolio-icon-sprite",
    enforce: "pre",
    config() {
      writeSprite();
    },
    handleHotUpdate({ file }) {
      if (file.startsWith(CONTENT_DIR)) writeSprite();
    },
  };
}

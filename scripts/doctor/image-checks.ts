import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { SITE_IMAGE_PATHS } from "../images/site-images";
import { note, ok, type Finding } from "./finding";

/** The newest modification time of the files under `dir`, in milliseconds. */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/**
 * The social card and favicons are build output, drawn from app/content/ (and the portrait in
 * public/images/) by every build: this says whether the last build is older than the content.
 */
export function checkImages(root: string): Finding {
  const built = SITE_IMAGE_PATHS.map((path) => join(root, "build", "client", path));
  const names = "The social card and the favicons";
  if (!built.every((file) => existsSync(file))) {
    return note(
      `${names} have not been drawn yet. Every build draws them from app/content/ (\`npm run deploy\` builds first); ` +
        "run `npm run build` to look at them in build/client/.",
    );
  }
  const drawn = Math.min(...built.map((file) => statSync(file).mtimeMs));
  const edited = Math.max(newest(join(root, "app", "content")), newest(join(root, "public", "images")));
  if (drawn < edited) {
    return note(
      `${names} in build/client/ are older than your last edit of app/content/. ` +
        "The next build draws them again (`npm run deploy` builds first); run `npm run build` to see them now.",
    );
  }
  return ok(`${names} in build/client/ were drawn from your current content.`);
}

// Builds the bare page of `npm run bench:page` into scripts/bench/bare/build, with Remix's CLI as
// scripts/build.mjs runs it for the site. `node scripts/bench/bare/build.mjs` builds it alone.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const CONFIG = fileURLToPath(new URL("vite.config.ts", import.meta.url));

/** Returns the build's exit status (0 when it succeeded). */
export function buildBarePage() {
  const cli = join(createRequire(import.meta.url).resolve("@remix-run/dev/package.json"), "..", "dist", "cli.js");
  const { status, error } = spawnSync(process.execPath, [cli, "vite:build", "--config", CONFIG], { cwd: ROOT, stdio: "inherit" });
  if (error) throw error;
  return status ?? 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exit(buildBarePage());

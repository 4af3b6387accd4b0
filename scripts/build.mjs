// Builds the site with Remix and Vite: build/client (the browser's files, the social card and
// the favicons) and build/server (the Remix app the Worker imports).
//
//   node scripts/build.mjs                always builds (npm run build)
//   node scripts/build.mjs --if-changed   builds only when a source changed since the last build
//
// The second form is wrangler.toml's [build] command. Wrangler runs it before `wrangler deploy`,
// `wrangler deploy --dry-run` and `wrangler dev` (twice as it starts, then on every change in
// watch_dir), so right after `npm run build` it must cost nothing.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildFingerprint } from "./build-fingerprint.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const STAMP = join(ROOT, "build", ".sources");
const OUTPUTS = ["build/server/index.js", "build/client"];

function upToDate(current) {
  if (!OUTPUTS.every((output) => existsSync(join(ROOT, output)))) return false;
  try {
    return readFileSync(STAMP, "utf8") === current;
  } catch {
    return false;
  }
}

function remixBuild() {
  const require = createRequire(import.meta.url);
  const cli = join(require.resolve("@remix-run/dev/package.json"), "..", "dist", "cli.js");
  const { status, error } = spawnSync(process.execPath, [cli, "vite:build"], { cwd: ROOT, stdio: "inherit" });
  if (error) throw error;
  return status ?? 1;
}

const onlyIfChanged = process.argv.includes("--if-changed");
if (process.env.WRANGLER_COMMAND === "types") {
  // `wrangler types` reads the configuration only.
  process.exit(0);
}
// Taken before building: a file saved while the build runs makes the next check build again.
const current = buildFingerprint(ROOT);
if (onlyIfChanged && upToDate(current)) {
  console.log("build/ is up to date with the sources: nothing to build.");
  process.exit(0);
}
rmSync(STAMP, { force: true });
const status = remixBuild();
if (status === 0) writeFileSync(STAMP, current);
process.exit(status);

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
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const STAMP = join(ROOT, "build", ".sources");
const OUTPUTS = ["build/server/index.js", "build/client"];

/** Folders that are not build input: dependencies, outputs, tests, docs, and what the build writes itself. */
const SKIP_DIRS = new Set(["node_modules", "build", "dist", "tests", "docs", "test-results", "playwright-report", "app/generated"]);
const SKIP_FILES = /(^\.|\.md$|\.test\.tsx?$)/;
/** Settings read while building; a change rebuilds. */
const BUILD_ENV = ["NODE_ENV"];

function* sources(dir = ROOT) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const name = relative(ROOT, path).split("\\").join("/");
    if (entry.isDirectory()) {
      if (!entry.name.startsWith(".") && !SKIP_DIRS.has(name)) yield* sources(path);
    } else if (!SKIP_FILES.test(entry.name)) {
      yield name;
    }
  }
}

/** Every source's path, size and modification time, and the build settings: equal fingerprints, equal builds. */
function fingerprint() {
  const hash = createHash("sha256");
  // npm rewrites this file on every install, so a changed dependency counts as a change.
  const files = [...sources(), "node_modules/.package-lock.json"].sort();
  for (const name of files) {
    const path = join(ROOT, name);
    if (!existsSync(path)) continue;
    const { size, mtimeMs } = statSync(path);
    hash.update(`${name}\0${size}\0${mtimeMs}\n`);
  }
  for (const name of BUILD_ENV) hash.update(`${name}=${process.env[name] ?? ""}\n`);
  return hash.digest("hex");
}

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
const current = fingerprint();
if (onlyIfChanged && upToDate(current)) {
  console.log("build/ is up to date with the sources: nothing to build.");
  process.exit(0);
}
rmSync(STAMP, { force: true });
const status = remixBuild();
if (status === 0) writeFileSync(STAMP, current);
process.exit(status);

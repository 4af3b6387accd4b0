// What a build depends on, as one hash: equal fingerprints, equal builds. scripts/build.mjs
// compares it with the last build's to skip a build that would change nothing.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** Folders that are not build input: dependencies, outputs (the page benchmark's bare page too), tests, docs, and what the build writes itself. */
const SKIP_DIRS = new Set([
  "node_modules",
  "build",
  "scripts/bench/bare/build",
  "dist",
  "tests",
  "docs",
  "test-results",
  "playwright-report",
  "app/generated",
]);
const SKIP_FILES = /(^\.|\.md$|\.test\.tsx?$)/;
/** Settings read while building; a change rebuilds. */
export const BUILD_ENV = ["NODE_ENV"];

function* sources(root, dir = root) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const name = relative(root, path).split("\\").join("/");
    if (entry.isDirectory()) {
      if (!entry.name.startsWith(".") && !SKIP_DIRS.has(name)) yield* sources(root, path);
    } else if (!SKIP_FILES.test(entry.name)) {
      yield name;
    }
  }
}

/** Every source's path, size and modification time, the installed packages, and the build settings. */
export function buildFingerprint(root, env = process.env) {
  const hash = createHash("sha256");
  // npm rewrites this file on every install, so a changed dependency counts as a change.
  const files = [...sources(root), "node_modules/.package-lock.json"].sort();
  for (const name of files) {
    const path = join(root, name);
    if (!existsSync(path)) continue;
    const { size, mtimeMs } = statSync(path);
    hash.update(`${name}\0${size}\0${mtimeMs}\n`);
  }
  for (const name of BUILD_ENV) hash.update(`${name}=${env[name] ?? ""}\n`);
  return hash.digest("hex");
}

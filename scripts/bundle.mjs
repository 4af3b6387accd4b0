// npm run bundle: the Worker as `wrangler deploy` would upload it, written to dist/ and not sent.
// Wrangler has no flag for its log level, only WRANGLER_LOG; setting it here rather than as a
// `VAR=value command` prefix keeps the npm script working in Windows' cmd as well as in a POSIX shell.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const wrangler = join(createRequire(import.meta.url).resolve("wrangler/package.json"), "..", "bin", "wrangler.js");
const { status, error } = spawnSync(process.execPath, [wrangler, "deploy", "--dry-run", "--outdir", "dist", ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, WRANGLER_LOG: process.env.WRANGLER_LOG ?? "warn" },
});
if (error) {
  console.error(`Wrangler could not be started: ${error.message}`);
  process.exit(1);
}
process.exit(status ?? 1);

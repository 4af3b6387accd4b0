// npm audit of the packages the deployed Worker ships (not the dev tools): fails on a high
// or critical advisory. When the advisory database cannot be reached (an offline mirror),
// it says so and does not pretend to have checked.
import { spawnSync } from "node:child_process";

const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], {
  encoding: "utf8",
  // npm is npm.cmd on Windows, which only a shell runs.
  shell: process.platform === "win32",
});
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = { error: { summary: run.stderr.trim().split("\n").pop() } };
}
if (report.error) {
  console.warn(`npm audit: the advisory database could not be reached (${report.error.summary || report.error.code || "no answer"}); not checked.`);
  process.exit(0);
}
const counts = report.metadata?.vulnerabilities ?? {};
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(`npm audit (production dependencies): ${JSON.stringify(counts)}`);
process.exit(serious > 0 ? 1 : 0);

// Reads the anonymous question log (README, "Privacy"): `npm run questions` from the local
// database that `npm start` writes, `-- --remote` from production (wrangler asks for your
// Cloudflare login), `-- --json` for scripts. `--persist-to <dir>` reads a local state folder.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { withTypeScript } from "./import-typescript.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const remote = args.includes("--remote");
const json = args.includes("--json");
const persistAt = args.indexOf("--persist-to");
const where = remote ? ["--remote"] : ["--local", ...(persistAt >= 0 ? ["--persist-to", args[persistAt + 1]] : [])];

const QUERIES = {
  days:
    "SELECT d.day AS day, d.asked AS asked, (SELECT count(*) FROM questions q WHERE q.day = d.day) AS stored " +
    "FROM question_days d ORDER BY d.day DESC LIMIT 90",
  fallbacks: "SELECT question, count(*) AS times FROM questions WHERE fallback = 1 GROUP BY question ORDER BY times DESC LIMIT 500",
  intents: "SELECT intent, count(*) AS times FROM questions WHERE answered_by = 'offline' GROUP BY intent ORDER BY times DESC",
};

/** Every query in one wrangler run (each start takes seconds): one result set per statement, in order. */
function query(statements) {
  const run = spawnSync("npx", ["wrangler", "d1", "execute", "QUESTIONS", ...where, "--json", "--command", statements.join("; ")], {
    cwd: root,
    encoding: "utf8",
    shell: process.platform === "win32",
    // The JSON is wrangler's log output: a quieter WRANGLER_LOG would hide it.
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_LOG: "log" },
  });
  if (run.status !== 0) {
    const said = `${run.stdout}\n${run.stderr}`;
    const missing = /no such table/i.test(said);
    console.error(
      missing
        ? `The question log has no tables yet: npx wrangler d1 migrations apply QUESTIONS ${where.join(" ")}`
        : `wrangler could not read the question log:\n${said.trim()}`,
    );
    process.exit(1);
  }
  return JSON.parse(run.stdout).map((result) => result.results);
}

const [days, fallbacks, intents] = query([QUERIES.days, QUERIES.fallbacks, QUERIES.intents]);
await withTypeScript(["/scripts/questions/report.ts"], async ([report]) => {
  const built = report.buildReport(days, fallbacks, intents);
  console.log(json ? JSON.stringify(built, null, 2) : report.formatReport(built));
});

// The browser tests' server: the question log's tables, then `wrangler dev` serving the built
// worker, as `npm start` does. Should `wrangler dev` exit while the tests still run (it has, twice,
// with an empty "[ERROR]" and nothing in its log), this says how it ended and what it last
// printed, and starts it again on the same port, so one lost server costs the tests that were
// running at that moment, not every test after them.
//
//   node scripts/e2e-server.mjs <port> <fake model URL> <state folder>
//   (the token comes from E2E_CANARY)
import { spawn, spawnSync } from "node:child_process";

const [port, fakeUrl, stateDir] = process.argv.slice(2);
if (!port || !fakeUrl || !stateDir) {
  console.error("Usage: node scripts/e2e-server.mjs <port> <fake model URL> <state folder>");
  process.exit(1);
}
/** Restarts allowed in one run: a server that cannot stay up is a failure to report, not to hide. */
const MAX_RESTARTS = 3;
// npx is npx.cmd on Windows, which only a shell runs.
const shell = process.platform === "win32";

const migrated = spawnSync("npx", ["wrangler", "d1", "migrations", "apply", "QUESTIONS", "--local", "--persist-to", stateDir], {
  stdio: "inherit",
  shell,
});
if (migrated.status !== 0) process.exit(migrated.status ?? 1);

const devArgs = [
  "wrangler",
  "dev",
  "--ip",
  "127.0.0.1",
  "--port",
  port,
  "--var",
  `HF_TOKEN:${process.env.E2E_CANARY ?? ""}`,
  "--var",
  `HF_ENDPOINT_URL:${fakeUrl}/v1`,
  "--persist-to",
  stateDir,
];

let stopping = false;
let restarts = 0;
let child;

function start() {
  const tail = [];
  const keep = (chunk) => {
    tail.push(...String(chunk).split("\n").filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 20));
  };
  child = spawn("npx", devArgs, { stdio: ["ignore", "pipe", "pipe"], shell });
  child.stdout.on("data", (chunk) => {
    process.stdout.write(chunk);
    keep(chunk);
  });
  child.stderr.on("data", (chunk) => {
    process.stderr.write(chunk);
    keep(chunk);
  });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    const how = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
    console.error(`e2e server: wrangler dev ${how} during the tests. Its last lines:\n${tail.map((line) => `  | ${line}`).join("\n")}`);
    if (restarts >= MAX_RESTARTS) {
      console.error(`e2e server: not restarting again (${MAX_RESTARTS} restarts already).`);
      process.exit(1);
    }
    restarts += 1;
    console.error(`e2e server: starting it again (restart ${restarts} of ${MAX_RESTARTS}).`);
    start();
  });
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopping = true;
    child?.kill(signal);
    process.exit(0);
  });
}
start();

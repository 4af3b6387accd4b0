import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { deflateRawSync } from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";

/**
 * The owner's log as `wrangler dev` (and `wrangler tail`) shows it. Uncaught errors reach it
 * through the runtime's inspector, which Miniflare's own output does not carry, so this file
 * starts the built Worker the way `npm start` does and reads what wrangler prints.
 */
const PORT = Number(process.env.LOG_TEST_PORT ?? 8781);
const origin = `http://127.0.0.1:${PORT}`;
let child: ChildProcess | undefined;

function withoutNodeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  delete copy.NODE_ENV;
  return copy;
}
let log = "";

beforeAll(async () => {
  const state = mkdtempSync(join(tmpdir(), "portfolio-log-"));
  child = spawn("npx", ["wrangler", "dev", "--ip", "127.0.0.1", "--port", String(PORT), "--persist-to", state], {
    detached: process.platform !== "win32",
    shell: process.platform === "win32",
    // Without the test runner's NODE_ENV, which would make wrangler's build step rebuild under the other tests.
    env: { ...withoutNodeEnv(process.env), WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  });
  child.stdout?.on("data", (data: Buffer) => (log += data.toString()));
  child.stderr?.on("data", (data: Buffer) => (log += data.toString()));
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`wrangler dev did not start on ${origin}:\n${log}`);
}, 60_000);

afterAll(() => {
  if (!child?.pid) return;
  try {
    // The whole group: workerd goes down with wrangler.
    if (process.platform === "win32") child.kill();
    else process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
});

test(
  "100 pages asked with a truncated or unfinished compressed chat cookie are served, and the log holds no uncaught error",
  { timeout: 60_000 },
  async () => {
    const whole = deflateRawSync(Buffer.from(JSON.stringify({ question: "Who is this?", reply: "A developer. ".repeat(30) })));
    for (let i = 0; i < 100; i++) {
      const cut = whole.subarray(0, 2 + (i % (whole.length - 2)));
      const response = await fetch(`${origin}/?cookie-test=${i}`, { headers: { Cookie: `chat=${cut.toString("base64url")}` } });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    await sleep(500);
    expect(log.split("\n").filter((line) => /uncaught/i.test(line))).toEqual([]);
  },
);

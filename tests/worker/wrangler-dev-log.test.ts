import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { connect } from "node:net";
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

/**
 * Asks for the home page on a raw connection and closes it as soon as the first bytes come, as a
 * visitor who leaves mid-page does. Each workers.dev host is a page of its own in the edge cache,
 * so every request is a first render (a MISS) that is stored while it is sent.
 */
function leaveMidPage(host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(PORT, "127.0.0.1", () => {
      socket.write(`GET / HTTP/1.1\r\nHost: ${host}\r\nUser-Agent: Mozilla/5.0\r\nAccept-Encoding: identity\r\n\r\n`);
    });
    socket.once("data", (data: Buffer) => {
      socket.destroy();
      resolve(data.toString("latin1").split("\r\n")[0] ?? "");
    });
    socket.once("error", reject);
  });
}

/** The response headers of the home page asked for under a host name (fetch may not set Host). */
function headersOf(host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = "";
    const socket = connect(PORT, "127.0.0.1", () => {
      socket.write(`GET / HTTP/1.1\r\nHost: ${host}\r\nUser-Agent: Mozilla/5.0\r\nConnection: close\r\n\r\n`);
    });
    socket.on("data", (data: Buffer) => (received += data.toString("latin1")));
    socket.once("end", () => resolve(received.split("\r\n\r\n")[0] ?? ""));
    socket.once("error", reject);
  });
}

test("20 first renders of the page left mid-body by their visitor write no uncaught error", { timeout: 60_000 }, async () => {
  const logged = log.length;
  for (let i = 0; i < 20; i++) {
    expect(await leaveMidPage(`left-${i}-${Date.now().toString(36)}.workers.dev`)).toBe("HTTP/1.1 200 OK");
    await sleep(50);
  }
  await sleep(1000);
  expect(
    log
      .slice(logged)
      .split("\n")
      .filter((line) => /uncaught|connection lost/i.test(line)),
  ).toEqual([]);
  // A page whose visitor left is still kept: the next visitor of that host gets the stored copy.
  const host = `kept-${Date.now().toString(36)}.workers.dev`;
  await leaveMidPage(host);
  await sleep(200);
  expect(await headersOf(host)).toMatch(/^x-edge-cache: HIT$/im);
});

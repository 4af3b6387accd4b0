import { readFileSync } from "node:fs";
import type { Readable } from "node:stream";
import { Miniflare, type MiniflareOptions } from "miniflare";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { profile } from "../../app/content/profile";
import { startFakeRouter, type FakeRouter } from "../fakes/hf-router.mjs";

const root = new URL("../../", import.meta.url);
const compatibilityDate = /compatibility_date\s*=\s*"([^"]+)"/.exec(readFileSync(new URL("wrangler.toml", root), "utf8"))?.[1];

/**
 * The deployable Worker (`npm run bundle` output) with its static assets, in workerd,
 * as Cloudflare runs it. Extra options (bindings, secrets) are merged in.
 */
export function startWorker(options: Partial<MiniflareOptions> = {}): Miniflare {
  return new Miniflare({
    modules: [{ type: "ESModule", path: new URL("dist/server.js", root).pathname }],
    compatibilityDate,
    assets: {
      directory: new URL("build/client", root).pathname,
      routerConfig: { has_user_worker: true },
    },
    durableObjects: { MODEL_BUDGET: "DailyModelBudget" },
    ...options,
  } as MiniflareOptions);
}

/** The origin tests send requests to; the worker answers any host. */
export const ORIGIN = "http://127.0.0.1:8787";

function ready<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is used before beforeAll started it.`);
  return value;
}

/**
 * A worker for the tests of one file: started before them, disposed of after. Options are
 * a function because some depend on values known only once other hooks ran (the fake's URL).
 */
export function setUpWorker(options: () => Partial<MiniflareOptions> = () => ({})): Pick<Miniflare, "dispatchFetch"> {
  let worker: Miniflare | undefined;
  beforeAll(async () => {
    worker = startWorker(options());
    await worker.ready;
  });
  // All of a file's tests have run by now: a workerd that takes over 20 s to shut down (it once hung
  // past the hook's minute after every test had passed) is said, not taken for a failed test.
  afterAll(async () => {
    if (!worker) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const slow = new Promise<"slow">((resolve) => (timer = setTimeout(() => resolve("slow"), 20_000)));
    const ended = await Promise.race([worker.dispose().then(() => "disposed" as const), slow]);
    clearTimeout(timer);
    if (ended === "slow") console.warn("setUpWorker: workerd did not shut down within 20 s; the test run goes on.");
  });
  return { dispatchFetch: (...args) => ready(worker, "The worker").dispatchFetch(...args) };
}

/**
 * The fake model service for one file's tests, its request log emptied before each test.
 * Its "[leak]" answers give away the owner's phone number from app/content/.
 */
export function setUpFakeModel(): Pick<FakeRouter, "endpointUrl" | "requests"> {
  let fake: FakeRouter | undefined;
  beforeAll(async () => {
    fake = await startFakeRouter(profile.phone ? { phone: profile.phone } : {});
  });
  beforeEach(() => {
    if (fake) fake.requests.length = 0;
  });
  afterAll(() => fake?.close());
  return {
    get endpointUrl() {
      return ready(fake, "The fake model").endpointUrl;
    },
    get requests() {
      return ready(fake, "The fake model").requests;
    },
  };
}

/** Miniflare's `handleRuntimeStdio` that keeps everything the worker logs in `lines`. */
export function captureLogs(lines: string[]) {
  return (stdout: Readable, stderr: Readable) => {
    stdout.on("data", (data: Buffer) => lines.push(data.toString()));
    stderr.on("data", (data: Buffer) => lines.push(data.toString()));
  };
}

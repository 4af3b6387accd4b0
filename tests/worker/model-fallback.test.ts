import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { beforeAll, expect, test } from "vitest";
import { profile } from "../../app/content/profile";
import { captureLogs, ORIGIN, setUpFakeModel, setUpWorker } from "./start-worker";

/**
 * When the model fails, for any reason, the visitor still gets an answer: the one the site
 * gives without a model. Failures give their call back to the day's budget, and a setup that
 * cannot work (no such model, a refused token, no credits) opens a breaker for the whole site.
 */
const fake = setUpFakeModel();
const many = { CHAT_RATE_LIMITER: { simple: { limit: 1000, period: 60 } } };
let closedEndpoint = "";
beforeAll(async () => {
  // A port that was free a moment ago and has nothing listening on it now.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  closedEndpoint = typeof address === "object" && address ? `http://127.0.0.1:${address.port}/v1` : "";
  await new Promise((resolve) => server.close(resolve));
});

// The site without a token: what every failure must fall back to.
const offline = setUpWorker(() => ({ ratelimits: many }));
// A model whose failures never pause it, so each kind of failure is seen on its own.
const failing = setUpWorker(() => ({
  bindings: { HF_TOKEN: "hf_test", HF_ENDPOINT_URL: fake.endpointUrl, HF_TIMEOUT_MS: "1000", MODEL_BREAKER_SECONDS: "0" },
  ratelimits: many,
}));
const unreachable = setUpWorker(() => ({
  bindings: { HF_TOKEN: "hf_test", HF_ENDPOINT_URL: closedEndpoint, MODEL_BREAKER_SECONDS: "0" },
  ratelimits: many,
}));
// Two model calls a day.
const frugal = setUpWorker(() => ({
  bindings: { HF_TOKEN: "hf_test", HF_ENDPOINT_URL: fake.endpointUrl, MODEL_DAILY_LIMIT: "2", MODEL_BREAKER_SECONDS: "0" },
  ratelimits: many,
}));
// A model no provider serves, with a breaker short enough to see it close.
const notServedLogs: string[] = [];
const notServed = setUpWorker(() => ({
  bindings: { HF_TOKEN: "hf_test", HF_ENDPOINT_URL: fake.endpointUrl, HF_MODEL: "org/not-served", MODEL_BREAKER_SECONDS: "2" },
  ratelimits: many,
  handleRuntimeStdio: captureLogs(notServedLogs),
}));
// A provider that keeps failing with 5xx.
const flakyLogs: string[] = [];
const flaky = setUpWorker(() => ({
  bindings: { HF_TOKEN: "hf_test", HF_ENDPOINT_URL: fake.endpointUrl, MODEL_BREAKER_SECONDS: "20" },
  ratelimits: many,
  handleRuntimeStdio: captureLogs(flakyLogs),
}));

type Worker = ReturnType<typeof setUpWorker>;
let visitor = 0;

function post(worker: Worker, body: string, headers: Record<string, string>) {
  return worker.dispatchFetch(`${ORIGIN}/api/chat`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { "CF-Connecting-IP": `10.9.0.${++visitor % 250}`, ...headers },
  } as never);
}

async function askJson(worker: Worker, message: string): Promise<{ status: number; reply?: string; error?: string }> {
  const response = await post(worker, JSON.stringify({ message }), { "Content-Type": "application/json", Accept: "application/json" });
  return { status: response.status, ...((await response.json()) as { reply?: string; error?: string }) };
}

/** The streamed answer's text and how the stream ended. */
async function askStream(worker: Worker, message: string): Promise<{ status: number; text: string; ending: string }> {
  const response = await post(worker, JSON.stringify({ message }), { "Content-Type": "application/json", Accept: "text/event-stream" });
  const events = (await response.text()).split("\n\n").filter(Boolean);
  const text = events
    .filter((event) => event.startsWith("data: "))
    .map((event) => (JSON.parse(event.slice(6)) as { text?: string }).text ?? "")
    .join("");
  return { status: response.status, text, ending: events.at(-1)?.split("\n")[0] ?? "" };
}

/** A browser without JavaScript: the answer comes back in the cookie of the redirect to the page. */
async function askForm(worker: Worker, message: string): Promise<{ status: number; cookie: string }> {
  const response = await post(worker, new URLSearchParams({ message }).toString(), {
    "Content-Type": "application/x-www-form-urlencoded",
    Accept: "text/html",
    "Sec-Fetch-Mode": "navigate",
    "Sec-Fetch-Site": "same-origin",
  });
  return { status: response.status, cookie: /chat=([^;]*)/.exec(response.headers.get("Set-Cookie") ?? "")?.[1] ?? "" };
}

const question = (marker: string) => `What are ${profile.firstName}'s skills? ${marker}`;
const upstreamCalls = () => fake.requests.filter((request) => request.path?.endsWith("/chat/completions")).length;

test("every kind of model failure gets the offline answer, as JSON, as a stream and for a page without JavaScript", async () => {
  const kinds = ["[400]", "[401]", "[402]", "[403]", "[404]", "[429]", "[500]", "[503]", "[empty]", "[malformed]", "[hang]"];
  for (const kind of kinds) {
    const expected = await askJson(offline, question(kind));
    expect(expected.reply, kind).toBeTruthy();
    expect(await askJson(failing, question(kind)), kind).toEqual({ status: 200, reply: expected.reply });
    expect(await askStream(failing, question(kind)), kind).toEqual({ status: 200, text: expected.reply, ending: "event: done" });
    const page = await askForm(failing, question(kind));
    expect(page.status, kind).toBe(303);
    expect(page.cookie, kind).toBe((await askForm(offline, question(kind))).cookie);
  }
  // Each question was one call: nothing retries a failing upstream.
  expect(upstreamCalls()).toBe(kinds.length * 3);
});

test("a model that cannot be reached at all gets the offline answer too", async () => {
  const expected = await askJson(offline, question(""));
  expect(await askJson(unreachable, question(""))).toEqual({ status: 200, reply: expected.reply });
  expect((await askStream(unreachable, question(""))).text).toBe(expected.reply);
});

test("a hung model gives way to the offline answer once its time limit (HF_TIMEOUT_MS) has passed", async () => {
  for (const ask of [askJson, askStream]) {
    const started = Date.now();
    await ask(failing, question("[hang]"));
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(5000);
  }
});

test("a stream that breaks off after its first words keeps them and ends with a short note", async () => {
  const { status, text, ending } = await askStream(failing, "Tell me a long story [drop]");
  expect(status).toBe(200);
  expect(text).toMatch(/^Great question!/);
  expect(text).toMatch(/Ask me again for the rest!$/);
  expect(ending).toBe("event: done");
});

test("failed calls do not use up the day's model budget", async () => {
  for (let i = 0; i < 5; i++) await askJson(frugal, question("[503]"));
  const replies = [];
  for (let i = 0; i < 3; i++) replies.push((await askJson(frugal, `Hello (${i})`)).reply ?? "");
  // The fake model quotes the question; the offline answer does not start that way.
  expect(replies.map((reply) => reply.startsWith("Great question!"))).toEqual([true, true, false]);
  expect(upstreamCalls()).toBe(7);
});

test("a model no provider serves opens the breaker: 50 offline answers, no upstream call, one log line, then it tries again", async () => {
  const expected = (await askJson(offline, question(""))).reply;
  expect((await askJson(notServed, question(""))).reply).toBe(expected);
  expect(upstreamCalls()).toBe(1);
  const answers = await Promise.all(
    Array.from({ length: 50 }, async (_, i) =>
      i % 2 ? (await askJson(notServed, question(""))).reply : (await askStream(notServed, question(""))).text,
    ),
  );
  for (const answer of answers) expect(answer).toBe(expected);
  expect(upstreamCalls()).toBe(1);
  const lines = notServedLogs
    .join("")
    .split("\n")
    .filter((line) => line.includes("chat:"));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain("paused for 2 seconds");
  expect(lines[0]).toContain("org/not-served");
  expect(lines[0]).toContain("HF_MODEL");
  // Once its time is up, the next question tries the model again (and, still not served, pauses it again).
  await sleep(2100);
  expect((await askJson(notServed, question(""))).reply).toBe(expected);
  expect(upstreamCalls()).toBe(2);
});

test("a run of 5xx failures pauses the model for a shorter while", async () => {
  for (let i = 0; i < 3; i++) await askJson(flaky, question("[503]"));
  expect(upstreamCalls()).toBe(3);
  // The breaker is open: even a question the model would answer is answered offline, at once.
  const reply = (await askJson(flaky, "Hello there")).reply ?? "";
  expect(reply.startsWith("Great question!")).toBe(false);
  expect(upstreamCalls()).toBe(3);
  const paused = flakyLogs
    .join("")
    .split("\n")
    .filter((line) => line.includes("paused for"));
  expect(paused).toHaveLength(1);
  expect(paused[0]).toContain("2 seconds");
  await sleep(2100);
  expect((await askJson(flaky, "Hello again")).reply).toMatch(/^Great question!/);
});

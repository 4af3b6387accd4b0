import type { Miniflare } from "miniflare";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { assistantProfile } from "../../app/content/assistant";
import { skillGroups } from "../../app/content/skills";
import { captureLogs, ORIGIN, setUpFakeModel, startWorker } from "./start-worker";
import { applyMigrations, askedOn, loggedRows, waitForRows, type QuestionDb } from "./question-db";

/** The anonymous question log in workerd with a real local D1, as `wrangler dev` and Cloudflare run it. */
const fake = setUpFakeModel();
const RATE = { CHAT_RATE_LIMITER: { simple: { limit: 1000, period: 60 } } };
const started: Miniflare[] = [];
const brokenLogs: string[] = [];

interface Site {
  worker: Miniflare;
  db: QuestionDb;
}

async function site(bindings: Record<string, string>, { migrate = true, logs }: { migrate?: boolean; logs?: string[] } = {}): Promise<Site> {
  const worker = startWorker({
    bindings,
    ratelimits: RATE,
    d1Databases: { QUESTIONS: `questions-${started.length}` },
    ...(logs ? { handleRuntimeStdio: captureLogs(logs) } : {}),
  });
  started.push(worker);
  await worker.ready;
  const db = await worker.getD1Database("QUESTIONS");
  if (migrate) await applyMigrations(db);
  return { worker, db };
}

let logged: Site;
let capped: Site;
let off: Site;
let broken: Site;
let withModel: Site;
let unlogged: Miniflare;

beforeAll(async () => {
  logged = await site({});
  capped = await site({ QUESTION_LOG_DAILY_CAP: "3" });
  off = await site({ QUESTION_LOG: "off" });
  // The binding is there but its tables were never created: every write fails.
  broken = await site({}, { migrate: false, logs: brokenLogs });
  withModel = await site({ HF_TOKEN: "hf_test", HF_ENDPOINT_URL: fake.endpointUrl });
  unlogged = startWorker({ ratelimits: RATE });
  started.push(unlogged);
  await unlogged.ready;
}, 60_000);
afterAll(() => Promise.all(started.map((worker) => worker.dispose())));
beforeEach(async () => {
  for (const { db } of [logged, capped, off, withModel])
    await db.batch([db.prepare("DELETE FROM questions"), db.prepare("DELETE FROM question_days")]);
});

const today = () => new Date().toISOString().slice(0, 10);

async function ask(worker: Miniflare, message: string, headers: Record<string, string> = {}, accept = "application/json"): Promise<string> {
  const response = await worker.dispatchFetch(`${ORIGIN}/api/chat`, {
    method: "POST",
    body: JSON.stringify({ message }),
    headers: { "Content-Type": "application/json", Accept: accept, "CF-Connecting-IP": "10.7.0.1", ...headers },
  } as never);
  if (accept !== "application/json") return response.text();
  return ((await response.json()) as { reply: string }).reply;
}

test("a question is kept with its UTC day, who answered, whether it was the fallback and the answer's length", async () => {
  const skills = await ask(logged.worker, "What are his skills?");
  const fallback = await ask(logged.worker, "What salary does he expect?");
  expect(fallback).toBe(assistantProfile.fallbackReply);
  const rows = await waitForRows(logged.db, 2);
  expect(rows).toEqual([
    { day: today(), question: "What are his skills?", answered_by: "offline", intent: expect.any(String), fallback: 0, answer_chars: skills.length },
    { day: today(), question: "What salary does he expect?", answered_by: "offline", intent: null, fallback: 1, answer_chars: fallback.length },
  ]);
  expect(skills).toContain(skillGroups[0]?.items[0]?.label);
  expect(await askedOn(logged.db, today())).toBe(2);
});

test("an e-mail address, a phone number in three formats and a link are stored as placeholders", async () => {
  await ask(logged.worker, "Can he write to jane.doe@example.org about the role?");
  await ask(logged.worker, "Call me at +48 601 234 567, (555) 123-4567 or 555.123.4567");
  await ask(logged.worker, "Has he seen https://jobs.example.com/posting/42?ref=abc");
  const questions = (await waitForRows(logged.db, 3)).map((row) => row.question);
  expect(questions).toEqual(["Can he write to [email] about the role?", "Call me at [phone], [phone] or [phone]", "Has he seen [link]"]);
});

test("no column holds the visitor's address, cookies or browser", async () => {
  const visitor = { "CF-Connecting-IP": "203.0.113.77", Cookie: "chat=secretcookie77; theme=dark", "User-Agent": "UniqueBrowser/77.0" };
  await ask(logged.worker, "Where is he based?", visitor);
  const [row] = await waitForRows(logged.db, 1);
  expect(Object.keys(row ?? {}).sort()).toEqual(["answer_chars", "answered_by", "day", "fallback", "intent", "question"]);
  const stored = JSON.stringify(row);
  for (const trace of ["203.0.113.77", "secretcookie77", "UniqueBrowser"]) expect(stored).not.toContain(trace);
});

test("a model's answer is logged as the model's, as JSON and as a stream, with its length", async () => {
  const reply = await ask(withModel.worker, "What does he build?");
  await ask(withModel.worker, "And what else?", {}, "text/event-stream");
  const rows = await waitForRows(withModel.db, 2);
  expect(rows.map((row) => [row.answered_by, row.intent, row.fallback])).toEqual([
    ["model", null, 0],
    ["model", null, 0],
  ]);
  expect(rows[0]?.answer_chars).toBe(reply.length);
  expect(rows[1]?.answer_chars).toBeGreaterThan(0);
});

test("past the daily cap questions are counted, not stored", async () => {
  for (let i = 1; i <= 5; i++) await ask(capped.worker, `What is project number ${i}?`);
  await expect.poll(() => askedOn(capped.db, today())).toBe(5);
  expect((await loggedRows(capped.db)).map((row) => row.question)).toEqual([
    "What is project number 1?",
    "What is project number 2?",
    "What is project number 3?",
  ]);
});

test("the daily Cron Trigger deletes what is older than the retention, and keeps the rest", async () => {
  const now = Date.UTC(2026, 5, 30, 3, 17);
  const day = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const insert = (on: string) =>
    logged.db.prepare("INSERT INTO questions (day, question, answered_by, fallback, answer_chars) VALUES (?1, ?1, 'offline', 0, 1)").bind(on);
  await logged.db.batch([0, 89, 90, 200].map((daysAgo) => insert(day(daysAgo))));
  await logged.db.prepare("INSERT INTO question_days (day, asked) VALUES (?1, 1), (?2, 1)").bind(day(89), day(90)).run();
  const worker = await logged.worker.getWorker();
  await worker.scheduled({ scheduledTime: new Date(now), cron: "17 3 * * *" });
  expect((await loggedRows(logged.db)).map((row) => row.day)).toEqual([day(0), day(89)]);
  expect(await askedOn(logged.db, day(90))).toBeNull();
  expect(await askedOn(logged.db, day(89))).toBe(1);
});

test('QUESTION_LOG="off" keeps nothing', async () => {
  await ask(off.worker, "What are his skills?");
  // A logged site's write lands within this wait, so an empty table means nothing was written.
  await ask(logged.worker, "What are his skills?");
  expect(await waitForRows(logged.db, 1)).toHaveLength(1);
  expect(await loggedRows(off.db)).toEqual([]);
  expect(await askedOn(off.db, today())).toBeNull();
});

test("a failing database changes nothing for the visitor, and the owner is told once", async () => {
  for (const question of ["What are his skills?", "How do I contact him?"]) {
    expect(await ask(broken.worker, question)).toBe(await ask(unlogged, question));
  }
  await expect.poll(() => (brokenLogs.join("").match(/questions: a question was not logged/g) ?? []).length).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(brokenLogs.join("").match(/questions: a question was not logged/g)).toHaveLength(1);
});

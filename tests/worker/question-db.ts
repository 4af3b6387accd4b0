import { readdirSync, readFileSync } from "node:fs";
import type { Miniflare } from "miniflare";

const migrations = new URL("../../migrations/", import.meta.url);

export type QuestionDb = Awaited<ReturnType<Miniflare["getD1Database"]>>;

/** The migrations folder applied in order, as `wrangler d1 migrations apply` would. */
export async function applyMigrations(db: QuestionDb): Promise<void> {
  for (const file of readdirSync(migrations)
    .filter((name) => name.endsWith(".sql"))
    .sort()) {
    const sql = readFileSync(new URL(file, migrations), "utf8").replace(/--.*$/gm, "");
    for (const statement of sql
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean))
      await db.prepare(statement).run();
  }
}

export interface LoggedRow {
  day: string;
  question: string;
  answered_by: string;
  intent: string | null;
  fallback: number;
  answer_chars: number;
}

export async function loggedRows(db: QuestionDb): Promise<LoggedRow[]> {
  return (await db.prepare("SELECT * FROM questions ORDER BY rowid").all<LoggedRow>()).results;
}

/** The rows once `count` are there: the write runs after the answer (waitUntil), so it may land a moment later. */
export async function waitForRows(db: QuestionDb, count: number, timeoutMs = 5000): Promise<LoggedRow[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await loggedRows(db);
    if (rows.length >= count || Date.now() > until) return rows;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function askedOn(db: QuestionDb, day: string): Promise<number | null> {
  return (await db.prepare("SELECT asked FROM question_days WHERE day = ?1").bind(day).first<number>("asked")) ?? null;
}

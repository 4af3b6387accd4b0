import { redactQuestion } from "./redact";
import { questionLog, type QuestionLogEnv } from "./settings.server";

/**
 * The anonymous question log: one row per question, in D1, with nothing that names or links
 * visitors. The visitor's answer never waits for it, and a failed write changes nothing for them.
 */
export interface AskedQuestion {
  question: string;
  answeredBy: "model" | "offline";
  /** Offline only: the topic of the question (null when none was recognised) and whether the fallback answered. */
  intent?: string | null;
  fallback?: boolean;
  answerChars: number;
}

export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

let toldFailure = false;

async function write(log: NonNullable<ReturnType<typeof questionLog>>, asked: AskedQuestion, day: string): Promise<void> {
  // One transaction: the day's count goes up, and the row is kept only while the count is within the cap.
  await log.db.batch([
    log.db.prepare("INSERT INTO question_days (day, asked) VALUES (?1, 1) ON CONFLICT (day) DO UPDATE SET asked = asked + 1").bind(day),
    log.db
      .prepare(
        "INSERT INTO questions (day, question, answered_by, intent, fallback, answer_chars) " +
          "SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE (SELECT asked FROM question_days WHERE day = ?1) <= ?7",
      )
      .bind(day, redactQuestion(asked.question), asked.answeredBy, asked.intent ?? null, asked.fallback ? 1 : 0, asked.answerChars, log.dailyCap),
  ]);
}

/** Keeps the question once the answer is on its way; without the binding, or turned off, does nothing. */
export function recordQuestion(env: QuestionLogEnv, ctx: Pick<ExecutionContext, "waitUntil"> | undefined, asked: AskedQuestion): void {
  const log = questionLog(env);
  if (!log || !ctx) return;
  const day = utcDay(new Date());
  ctx.waitUntil(
    // A moment later, once the answer has gone out: a local D1 (wrangler dev, miniflare) shares the
    // Worker's thread, and writing at once slowed the answer by ~3 ms (npm run bench:load).
    new Promise((resolve) => setTimeout(resolve, 5))
      .then(() => write(log, asked, day))
      .catch((error: unknown) => {
        if (toldFailure) return;
        toldFailure = true;
        console.error(
          `questions: a question was not logged (${error instanceof Error ? error.message : String(error)}); the visitor's answer was not affected.`,
        );
      }),
  );
}

/** The daily clean-up (the Worker's Cron Trigger): rows older than the retention go. */
export async function forgetOldQuestions(env: QuestionLogEnv, now: Date): Promise<void> {
  const log = questionLog(env);
  if (!log) return;
  const oldest = utcDay(new Date(now.getTime() - (log.retentionDays - 1) * 86_400_000));
  await log.db.batch([
    log.db.prepare("DELETE FROM questions WHERE day < ?1").bind(oldest),
    log.db.prepare("DELETE FROM question_days WHERE day < ?1").bind(oldest),
  ]);
}

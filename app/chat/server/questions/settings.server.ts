import * as v from "valibot";

/** The question log's settings; a mistake in them turns the log off (told once), never the chat. */
export const DEFAULT_RETENTION_DAYS = 90;
export const DEFAULT_DAILY_CAP = 5000;

export interface QuestionLogEnv {
  QUESTIONS?: D1Database;
  QUESTION_LOG?: string;
  QUESTION_LOG_DAYS?: string;
  QUESTION_LOG_DAILY_CAP?: string;
}

const count = (fallback: number, max: number, message: string) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.transform((text) => (text.trim() === "" ? fallback : Number(text))),
    v.check((value) => Number.isInteger(value) && value >= 1 && value <= max, message),
  );

const Schema = v.object({
  QUESTION_LOG: v.pipe(
    v.optional(v.string(), "on"),
    v.transform((text) => text.trim().toLowerCase() || "on"),
    v.picklist(["on", "off"], 'QUESTION_LOG must be "on" or "off".'),
  ),
  QUESTION_LOG_DAYS: count(DEFAULT_RETENTION_DAYS, 3650, "QUESTION_LOG_DAYS must be a whole number of days from 1 to 3650."),
  QUESTION_LOG_DAILY_CAP: count(DEFAULT_DAILY_CAP, 1_000_000, "QUESTION_LOG_DAILY_CAP must be a whole number of questions from 1 to 1000000."),
});

export interface QuestionLog {
  db: D1Database;
  retentionDays: number;
  dailyCap: number;
}

const read = new WeakMap<object, QuestionLog | null>();

/** The log of this environment, or null when it is off: no QUESTIONS binding, QUESTION_LOG="off", or a bad setting. */
export function questionLog(env: QuestionLogEnv): QuestionLog | null {
  const known = read.get(env);
  if (known !== undefined) return known;
  let log: QuestionLog | null = null;
  if (env.QUESTIONS) {
    const result = v.safeParse(Schema, env, { abortEarly: true });
    if (!result.success) console.error(`questions: the log is off: ${result.issues[0].message}`);
    else if (result.output.QUESTION_LOG === "on") {
      log = { db: env.QUESTIONS, retentionDays: result.output.QUESTION_LOG_DAYS, dailyCap: result.output.QUESTION_LOG_DAILY_CAP };
    }
  }
  read.set(env, log);
  return log;
}

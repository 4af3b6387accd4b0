import type { DailyModelBudget } from "./daily-budget-object.server";
import { ChatRequestError, MESSAGES } from "./errors.server";
import { RETRY_AFTER_SECONDS } from "../shared/limits";
import { admit, newGateState, settle, type Admission, type CallOutcome } from "./model-gate";

/**
 * The quotas in front of the model: each visitor's questions a minute (wrangler.toml
 * `[[ratelimits]]`), then the whole site's gate (a Durable Object): the day's budget of model
 * calls and the breaker that pauses a model that keeps failing.
 */

/** Who is asking: Cloudflare sets CF-Connecting-IP at its edge (a client cannot forge it there). */
function visitorKey(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}

/** Spends one of the visitor's questions of the minute, before any paid call; past them, a 429. */
export async function spendVisitorQuota(limiter: RateLimit | undefined, request: Request): Promise<void> {
  if (!limiter) return;
  const { success } = await limiter.limit({ key: visitorKey(request) });
  if (!success) throw new ChatRequestError(429, MESSAGES.rateLimited, { "Retry-After": String(RETRY_AFTER_SECONDS) });
}

/** The site-wide default: at most this many model calls a day, whoever asks. */
export const DEFAULT_DAILY_MODEL_CALLS = 500;

interface Gate {
  admit(limit: number): Promise<Admission>;
  settle(outcome: CallOutcome, breakerMs: number): Promise<{ openedForMs: number } | null>;
}

/** This process's own gate: the dev server serves no Durable Object, and a Worker may lack the binding. */
const local = newGateState();
const inMemory: Gate = {
  admit: async (limit) => admit(local, limit, Date.now()),
  settle: async (outcome, breakerMs) => settle(local, outcome, Date.now(), breakerMs),
};

/** Permission for one model call; say how it ended, so a failure is given back and counted by the breaker. */
export interface ModelTicket {
  settle(outcome: CallOutcome): Promise<{ openedForMs: number } | null>;
}

let toldSpent = "";
let toldInMemory = false;

async function admitThrough(gate: Gate, limit: number, breakerMs: number): Promise<ModelTicket | null> {
  const admission = await gate.admit(limit);
  if (admission.route === "budget-spent") {
    const today = new Date().toISOString().slice(0, 10);
    if (toldSpent !== today) {
      toldSpent = today;
      console.warn(`chat: today's budget of ${limit} model calls is spent; answering offline until midnight UTC.`);
    }
  }
  if (admission.route !== "call") return null;
  const { run } = admission;
  return {
    async settle(outcome) {
      // A success only needs telling when it ends a run of failures.
      if (outcome.ok && run === 0) return null;
      try {
        return await gate.settle(outcome, breakerMs);
      } catch (error) {
        console.warn(`chat: the model gate could not record a call (${error instanceof Error ? error.name : "error"}).`);
        return null;
      }
    },
  };
}

/**
 * A ticket when the site may call the model for this question; null when it answers offline
 * (the day's budget is spent, the breaker is open, or the site-wide counter is unreachable).
 * Without the binding there is no site-wide cap, and the breaker is this process's own.
 */
export async function admitModelCall(
  namespace: DurableObjectNamespace<DailyModelBudget> | undefined,
  { dailyLimit, breakerMs }: { dailyLimit: number; breakerMs: number },
): Promise<ModelTicket | null> {
  if (!namespace) return admitThrough(inMemory, Number.POSITIVE_INFINITY, breakerMs);
  const site = namespace.get(namespace.idFromName("site"));
  try {
    return await admitThrough({ admit: (limit) => site.admit(limit), settle: (outcome, ms) => site.settle(outcome, ms) }, dailyLimit, breakerMs);
  } catch (error) {
    if (import.meta.env.DEV) {
      // `npm run dev` serves no Durable Object class: the model still answers, counted here.
      if (!toldInMemory) {
        toldInMemory = true;
        console.info(`chat: the dev server has no site-wide model gate; counting model calls in memory (${dailyLimit} a day).`);
      }
      return admitThrough(inMemory, dailyLimit, breakerMs);
    }
    // A deployed Worker whose counter fails cannot check the cap: stay on the safe side and answer offline.
    console.warn(`chat: the daily budget counter is unavailable (${error instanceof Error ? error.name : "error"}); answering offline.`);
    return null;
  }
}

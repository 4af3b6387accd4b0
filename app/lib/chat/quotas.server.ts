import type { DailyModelBudget } from "./daily-budget-object.server";
import { ChatRequestError, MESSAGES } from "./errors.server";
import { RETRY_AFTER_SECONDS } from "./limits";

/**
 * The two quotas in front of the model: each visitor's questions a minute (wrangler.toml
 * `[[ratelimits]]`), then the whole site's model calls a day (a Durable Object).
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

let toldSpent = "";
let toldInMemory = false;

/** Today's model calls counted in this process, for the dev server, which serves no Durable Object. */
const inMemory = { day: "", used: 0 };

function takeInMemory(limit: number, today: string): boolean {
  if (inMemory.day !== today) Object.assign(inMemory, { day: today, used: 0 });
  if (inMemory.used >= limit) return false;
  inMemory.used++;
  return true;
}

/**
 * True when the site may still call the model today. When the day's budget is spent the
 * assistant answers offline from the content folder instead (said once a day in the log).
 * Without the binding (a Worker set up without it), there is no site-wide cap.
 */
export async function takeFromDailyBudget(namespace: DurableObjectNamespace<DailyModelBudget> | undefined, limit: number): Promise<boolean> {
  if (!namespace) return true;
  const today = new Date().toISOString().slice(0, 10);
  let allowed: boolean;
  try {
    allowed = await namespace.get(namespace.idFromName("site")).take(limit);
  } catch (error) {
    if (import.meta.env.DEV) {
      // `npm run dev` serves no Durable Object class: the model still answers, counted here.
      if (!toldInMemory) {
        toldInMemory = true;
        console.info(`chat: the dev server has no daily budget counter; counting model calls in memory (${limit} a day).`);
      }
      allowed = takeInMemory(limit, today);
    } else {
      // A deployed Worker whose counter fails cannot check the cap: stay on the safe side and answer offline.
      console.warn(`chat: the daily budget counter is unavailable (${error instanceof Error ? error.name : "error"}); answering offline.`);
      return false;
    }
  }
  if (!allowed && toldSpent !== today) {
    toldSpent = today;
    console.warn(`chat: today's budget of ${limit} model calls is spent; answering offline until midnight UTC.`);
  }
  return allowed;
}

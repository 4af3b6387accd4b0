import type { DailyModelBudget } from "./daily-budget-object.server";

/** The site-wide default: at most this many model calls a day, whoever asks. */
export const DEFAULT_DAILY_MODEL_CALLS = 500;

let toldSpent = "";

/**
 * True when the site may still call the model today. When the day's budget is spent the
 * assistant answers offline from the content folder instead (said once a day in the log).
 * Without the binding (a Worker set up without it), there is no site-wide cap.
 */
export async function takeFromDailyBudget(
  namespace: DurableObjectNamespace<DailyModelBudget> | undefined,
  limit: number,
): Promise<boolean> {
  if (!namespace) return true;
  const allowed = await namespace.get(namespace.idFromName("site")).take(limit);
  const today = new Date().toISOString().slice(0, 10);
  if (!allowed && toldSpent !== today) {
    toldSpent = today;
    console.warn(`chat: today's budget of ${limit} model calls is spent; answering offline until midnight UTC.`);
  }
  return allowed;
}

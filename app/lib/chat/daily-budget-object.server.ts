import { DurableObject } from "cloudflare:workers";

/**
 * Counts the model calls of the whole site for the current UTC day, in one Durable Object
 * (a single instance for the site, so the count is exact across every edge location).
 * Exported by the Worker entry (server.ts); bound as MODEL_BUDGET in wrangler.toml.
 */
export class DailyModelBudget extends DurableObject {
  /** Takes one call from today's budget; false when it is spent. */
  async take(limit: number): Promise<boolean> {
    const today = new Date().toISOString().slice(0, 10);
    const stored = await this.ctx.storage.get<{ day: string; used: number }>("count");
    const used = stored?.day === today ? stored.used : 0;
    if (used >= limit) return false;
    await this.ctx.storage.put("count", { day: today, used: used + 1 });
    return true;
  }
}

import { DurableObject } from "cloudflare:workers";
import { admit, newGateState, settle, type Admission, type CallOutcome, type GateState } from "./model-gate";

/**
 * The whole site's model gate, in one Durable Object (a single instance, so every edge location
 * sees the same): today's count of model calls and the breaker that pauses a failing model.
 * Exported by the Worker entry (server.ts); bound as MODEL_BUDGET in wrangler.toml. The class
 * keeps its first name so deployed sites need no migration.
 */
export class DailyModelBudget extends DurableObject {
  private async state(): Promise<GateState> {
    return (await this.ctx.storage.get<GateState>("gate")) ?? newGateState();
  }

  /** Takes one call from today's budget, unless it is spent or the breaker is open. */
  async admit(limit: number): Promise<Admission> {
    const state = await this.state();
    const admission = admit(state, limit, Date.now());
    if (admission.route === "call") await this.ctx.storage.put("gate", state);
    return admission;
  }

  /** How an admitted call ended; a failure gives the call back and may open the breaker. */
  async settle(outcome: CallOutcome, breakerMs: number): Promise<{ openedForMs: number } | null> {
    const state = await this.state();
    const opened = settle(state, outcome, Date.now(), breakerMs);
    await this.ctx.storage.put("gate", state);
    return opened;
  }
}

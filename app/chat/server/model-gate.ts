/**
 * Whether the site calls the model for a question: the day's budget of calls, and a breaker
 * that stops calling a model that keeps failing. Pure state and rules, so the Durable Object
 * (the whole site's copy) and the in-memory fallback (dev server, no binding) behave the same.
 */
export interface GateState {
  /** The UTC day `used` counts for. */
  day: string;
  used: number;
  /** No call is made before this time (ms since the epoch). */
  openUntil: number;
  /** Failures that may mend by themselves, in a row. */
  passingRun: number;
}

export type Admission = { route: "call"; run: number } | { route: "budget-spent" } | { route: "breaker-open"; until: number };

/** A failure that will not mend by itself (a refused token, no credits, no such model) or one that may. */
export type CallOutcome = { ok: true } | { ok: false; lasting: boolean };

/** Passing failures in a row (timeouts, 5xx) that open the breaker. */
export const PASSING_FAILURES_TO_OPEN = 3;
/** Passing failures open the breaker for this share of the setting's time. */
const PASSING_SHARE = 10;

export function newGateState(): GateState {
  return { day: "", used: 0, openUntil: 0, passingRun: 0 };
}

function utcDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** Takes one call from today's budget unless the breaker is open or the budget is spent. */
export function admit(state: GateState, limit: number, now: number): Admission {
  if (now < state.openUntil) return { route: "breaker-open", until: state.openUntil };
  const today = utcDay(now);
  if (state.day !== today) Object.assign(state, { day: today, used: 0 });
  if (state.used >= limit) return { route: "budget-spent" };
  state.used++;
  return { route: "call", run: state.passingRun };
}

/**
 * Records how an admitted call ended. A failure gives its call back to the budget, and may open
 * the breaker: for `breakerMs` on a lasting failure, for a tenth of it after a run of passing ones.
 * Returns how long the breaker opened for when this outcome opened it (so it is told once).
 */
export function settle(state: GateState, outcome: CallOutcome, now: number, breakerMs: number): { openedForMs: number } | null {
  if (outcome.ok) {
    state.passingRun = 0;
    return null;
  }
  if (state.day === utcDay(now)) state.used = Math.max(0, state.used - 1);
  if (breakerMs <= 0 || now < state.openUntil) return null;
  let openForMs = 0;
  if (outcome.lasting) openForMs = breakerMs;
  else if (++state.passingRun >= PASSING_FAILURES_TO_OPEN) openForMs = Math.max(1000, Math.round(breakerMs / PASSING_SHARE));
  if (openForMs === 0) return null;
  state.openUntil = now + openForMs;
  state.passingRun = 0;
  return { openedForMs: openForMs };
}

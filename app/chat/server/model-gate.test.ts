import { expect, test } from "vitest";
import { admit, newGateState, PASSING_FAILURES_TO_OPEN, settle } from "./model-gate";

const NOON = Date.parse("2026-03-02T12:00:00Z");
const TEN_MINUTES = 600_000;
const lasting = { ok: false, lasting: true } as const;
const passing = { ok: false, lasting: false } as const;

test("calls are taken from the day's budget until it is spent, and a new UTC day starts afresh", () => {
  const state = newGateState();
  const routes = Array.from({ length: 4 }, () => admit(state, 3, NOON).route);
  expect(routes).toEqual(["call", "call", "call", "budget-spent"]);
  expect(admit(state, 3, Date.parse("2026-03-03T00:00:01Z")).route).toBe("call");
});

test("a failed call gives its place in the budget back; a successful one keeps it", () => {
  const state = newGateState();
  admit(state, 2, NOON);
  settle(state, { ok: true }, NOON, TEN_MINUTES);
  admit(state, 2, NOON);
  settle(state, passing, NOON, TEN_MINUTES);
  expect(admit(state, 2, NOON).route).toBe("call");
  expect(admit(state, 2, NOON).route).toBe("budget-spent");
});

test("a lasting failure opens the breaker for the whole time, once; it closes when the time is up", () => {
  const state = newGateState();
  admit(state, 100, NOON);
  expect(settle(state, lasting, NOON, TEN_MINUTES)).toEqual({ openedForMs: TEN_MINUTES });
  // A second call that was already under way fails too: the breaker is open, nothing more to tell.
  expect(settle(state, lasting, NOON + 5, TEN_MINUTES)).toBeNull();
  expect(admit(state, 100, NOON + TEN_MINUTES - 1)).toEqual({ route: "breaker-open", until: NOON + TEN_MINUTES });
  expect(admit(state, 100, NOON + TEN_MINUTES).route).toBe("call");
});

test("passing failures open the breaker for a tenth of the time, only after a run of them", () => {
  const state = newGateState();
  const opened = [];
  for (let i = 0; i < PASSING_FAILURES_TO_OPEN; i++) {
    admit(state, 100, NOON);
    opened.push(settle(state, passing, NOON, TEN_MINUTES));
  }
  expect(opened.slice(0, -1).every((result) => result === null)).toBe(true);
  expect(opened.at(-1)).toEqual({ openedForMs: TEN_MINUTES / 10 });
  expect(admit(state, 100, NOON + TEN_MINUTES / 10).route).toBe("call");
});

test("a success between passing failures breaks the run", () => {
  const state = newGateState();
  for (let i = 0; i < 3 * PASSING_FAILURES_TO_OPEN; i++) {
    admit(state, 100, NOON);
    const outcome = i % PASSING_FAILURES_TO_OPEN === PASSING_FAILURES_TO_OPEN - 1 ? { ok: true as const } : passing;
    expect(settle(state, outcome, NOON, TEN_MINUTES)).toBeNull();
  }
  expect(admit(state, 100, NOON)).toMatchObject({ route: "call", run: 0 });
});

test("a breaker time of 0 turns the breaker off, but failures still cost nothing", () => {
  const state = newGateState();
  for (let i = 0; i < 10; i++) {
    expect(admit(state, 1, NOON).route).toBe("call");
    expect(settle(state, lasting, NOON, 0)).toBeNull();
  }
});

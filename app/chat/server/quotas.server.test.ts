import { expect, test, vi } from "vitest";
import type { DailyModelBudget } from "./daily-budget-object.server";
import { admitModelCall } from "./quotas.server";

/**
 * A namespace whose gate cannot run, as under `npm run dev` (no Durable Object class served).
 * Cast: the gate only calls these methods, and the real type has dozens more.
 */
const broken = {
  idFromName: () => ({}),
  get: () => ({
    admit: () => Promise.reject(new Error("Durable Object class not served")),
    settle: () => Promise.reject(new Error("Durable Object class not served")),
  }),
} as unknown as DurableObjectNamespace<DailyModelBudget>;

test("under the dev server a missing gate still allows the day's calls, counted in memory, and failures give theirs back", async () => {
  expect(import.meta.env.DEV).toBe(true);
  const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  const settings = { dailyLimit: 3, breakerMs: 0 };
  const tickets = [];
  for (let i = 0; i < 4; i++) tickets.push(await admitModelCall(broken, settings));
  expect(tickets.map((ticket) => ticket !== null)).toEqual([true, true, true, false]);
  await tickets[0]?.settle({ ok: false, lasting: false });
  expect(await admitModelCall(broken, settings)).not.toBeNull();
  expect(await admitModelCall(broken, settings)).toBeNull();
  // Said once in the log, not on every question.
  expect(info.mock.calls.filter(([line]) => String(line).includes("in memory"))).toHaveLength(1);
  info.mockRestore();
  warn.mockRestore();
});

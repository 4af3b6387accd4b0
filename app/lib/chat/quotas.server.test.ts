import { expect, test, vi } from "vitest";
import type { DailyModelBudget } from "./daily-budget-object.server";
import { takeFromDailyBudget } from "./quotas.server";

/**
 * A namespace whose counter cannot run, as under `npm run dev` (no Durable Object class served).
 * Cast: the budget only calls these two methods, and the real type has dozens more.
 */
const broken = {
  idFromName: () => ({}),
  get: () => ({
    take: () => Promise.reject(new Error("Durable Object class not served")),
  }),
} as unknown as DurableObjectNamespace<DailyModelBudget>;

test("under the dev server a missing counter still allows the day's calls, counted in memory, then no more", async () => {
  expect(import.meta.env.DEV).toBe(true);
  const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  const answers = [];
  for (let i = 0; i < 4; i++) answers.push(await takeFromDailyBudget(broken, 3));
  expect(answers).toEqual([true, true, true, false]);
  // Said once in the log, not on every question.
  expect(info.mock.calls.filter(([line]) => String(line).includes("in memory"))).toHaveLength(1);
  info.mockRestore();
  warn.mockRestore();
});

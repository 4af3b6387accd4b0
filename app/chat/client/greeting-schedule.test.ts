import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { GREETING_DELAY_MS } from "./chat-timing";
import { scheduleGreeting, untilGreeting, type PageLoad } from "./greeting-schedule";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => {
  vi.useRealTimers();
});

/** A page on the fake clock whose load event ends when the test says (`finishLoading`). */
function fakePage({ loadedAt }: { loadedAt: number | null }) {
  let loadEnd = loadedAt ?? 0;
  const listeners = new Set<() => void>();
  const page: PageLoad = {
    whenLoaded(listener) {
      if (loadEnd) {
        listener();
        return () => {};
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loadEnd: () => loadEnd,
    now: () => Date.now(),
  };
  const finishLoading = () => {
    // Listeners run during the load event, before its end is recorded.
    for (const listener of listeners) listener();
    listeners.clear();
    loadEnd = Date.now();
  };
  return { page, finishLoading, waiting: () => listeners.size };
}

test("hydrated before the load event, the greeting comes 2 s after it, once", () => {
  const { page, finishLoading } = fakePage({ loadedAt: null });
  const greet = vi.fn();
  scheduleGreeting(greet, page);
  vi.advanceTimersByTime(5000);
  expect(greet).not.toHaveBeenCalled();
  finishLoading();
  vi.advanceTimersByTime(GREETING_DELAY_MS - 1);
  expect(greet).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(greet).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(10 * GREETING_DELAY_MS);
  expect(greet).toHaveBeenCalledTimes(1);
});

test("hydrated after the load event, it waits only what is left of the 2 s", () => {
  vi.setSystemTime(1500);
  const { page } = fakePage({ loadedAt: 300 });
  const greet = vi.fn();
  scheduleGreeting(greet, page);
  vi.advanceTimersByTime(GREETING_DELAY_MS - 1200 - 1);
  expect(greet).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(greet).toHaveBeenCalledTimes(1);
});

test("hydrated more than 2 s after the load event, it greets straight away", () => {
  vi.setSystemTime(9000);
  const { page } = fakePage({ loadedAt: 300 });
  const greet = vi.fn();
  scheduleGreeting(greet, page);
  vi.advanceTimersByTime(0);
  expect(greet).toHaveBeenCalledTimes(1);
});

test("cancelled, it never greets, before or after the load event", () => {
  const before = fakePage({ loadedAt: null });
  const early = vi.fn();
  scheduleGreeting(early, before.page)();
  expect(before.waiting()).toBe(0);
  before.finishLoading();

  const after = fakePage({ loadedAt: null });
  const late = vi.fn();
  const cancel = scheduleGreeting(late, after.page);
  after.finishLoading();
  vi.advanceTimersByTime(GREETING_DELAY_MS / 2);
  cancel();
  vi.advanceTimersByTime(10 * GREETING_DELAY_MS);
  expect(early).not.toHaveBeenCalled();
  expect(late).not.toHaveBeenCalled();
});

test("the wait is counted from the end of the load event, on the page's clock", () => {
  expect(untilGreeting(0, 123)).toBe(GREETING_DELAY_MS);
  expect(untilGreeting(400, 400)).toBe(GREETING_DELAY_MS);
  expect(untilGreeting(400, 900)).toBe(GREETING_DELAY_MS - 500);
  expect(untilGreeting(400, 400 + GREETING_DELAY_MS + 1)).toBe(0);
});

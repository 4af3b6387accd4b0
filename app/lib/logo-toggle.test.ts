import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { profile } from "~/content";
import { LOGO_STEP_MS, logoSteps } from "./logo-steps";
import { createLogoToggle, playSteps } from "./logo-toggle";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const names = { firstName: profile.firstName, initials: profile.initials };

/** The logo on the fake clock: every text it showed, with the time it showed it. */
function recordedLogo({ reducedMotion = false } = {}) {
  const shown: { text: string; at: number }[] = [];
  const logo = createLogoToggle(
    names,
    (text) => shown.push({ text, at: performance.now() }),
    () => reducedMotion,
  );
  return { logo, shown, texts: () => shown.map((entry) => entry.text) };
}

test("a click erases the first name to the initials, one step every 60 ms from the click", () => {
  const { logo, shown, texts } = recordedLogo();
  const clickedAt = performance.now();
  logo.toggle();
  const steps = logoSteps(names.firstName, names.initials);
  steps.forEach((text, i) => {
    vi.advanceTimersByTime(LOGO_STEP_MS - 1);
    expect(texts()).toEqual(steps.slice(0, i));
    vi.advanceTimersByTime(1);
    expect(texts()).toEqual(steps.slice(0, i + 1));
    expect(shown.at(-1)?.at).toBe(clickedAt + LOGO_STEP_MS * (i + 1));
  });
  expect(texts().at(-1)).toBe(names.initials);
  vi.advanceTimersByTime(10 * LOGO_STEP_MS);
  expect(shown).toHaveLength(steps.length);
});

test("clicks while the letters move are ignored; the next click after the end grows the name back", () => {
  const { logo, texts } = recordedLogo();
  const shrink = logoSteps(names.firstName, names.initials);
  logo.toggle();
  vi.advanceTimersByTime(LOGO_STEP_MS + LOGO_STEP_MS / 2);
  logo.toggle();
  vi.advanceTimersByTime(LOGO_STEP_MS * (shrink.length - 1) - LOGO_STEP_MS / 2 - 1);
  logo.toggle();
  vi.advanceTimersByTime(1);
  expect(texts()).toEqual(shrink);
  vi.advanceTimersByTime(10 * LOGO_STEP_MS);
  expect(texts()).toEqual(shrink);

  logo.toggle();
  const grow = logoSteps(names.initials, names.firstName);
  vi.advanceTimersByTime(LOGO_STEP_MS * grow.length);
  expect(texts()).toEqual([...shrink, ...grow]);
  expect(texts().at(-1)).toBe(names.firstName);
});

test("under reduced motion a click shows the other name at once", () => {
  const { logo, texts } = recordedLogo({ reducedMotion: true });
  logo.toggle();
  expect(texts()).toEqual([names.initials]);
  logo.toggle();
  expect(texts()).toEqual([names.initials, names.firstName]);
  expect(vi.getTimerCount()).toBe(0);
});

test("stopped (the logo left the page), no later step is shown", () => {
  const { logo, texts } = recordedLogo();
  logo.toggle();
  vi.advanceTimersByTime(LOGO_STEP_MS);
  logo.stop();
  vi.advanceTimersByTime(10 * LOGO_STEP_MS);
  expect(texts()).toHaveLength(1);
});

test("a step that runs late does not push the later steps back", () => {
  // The page's clock runs 40 ms ahead of the timers once the first step has run: that
  // step's timer fired 40 ms late, as on a busy page.
  let late = 0;
  const now = () => performance.now() + late;
  const shownAt: number[] = [];
  const done = vi.fn();
  playSteps(
    ["a", "b", "c"],
    () => {
      shownAt.push(now());
      late = 40;
    },
    done,
    now,
  );
  vi.advanceTimersByTime(10 * LOGO_STEP_MS);
  // By the page's clock: the first step at 60 (its timer), then back on the 60 ms grid.
  expect(shownAt).toEqual([LOGO_STEP_MS, 2 * LOGO_STEP_MS, 3 * LOGO_STEP_MS]);
  expect(done).toHaveBeenCalledTimes(1);
});

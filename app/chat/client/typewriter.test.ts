import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { profile } from "~/content";
import { greeting, TYPING_STEP_MS } from "./chat-timing";
import { createTypewriter, type TypewriterState } from "./typewriter";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A typewriter whose every state is recorded; `latest()` is what the page would show. */
function recorded({ reducedMotion = false } = {}) {
  const states: TypewriterState[] = [];
  const writer = createTypewriter(
    (state) => states.push(state),
    () => reducedMotion,
  );
  const latest = (): TypewriterState => states.at(-1) ?? { shown: "", typing: false };
  return { writer, states, latest };
}

test("the greeting is typed one code point every 18 ms, the emoji whole, from an empty area", () => {
  const { writer, latest } = recorded();
  const text = greeting(profile);
  const characters = Array.from(text);
  writer.type(text);
  expect(latest()).toEqual({ shown: "", typing: true });
  vi.advanceTimersByTime(TYPING_STEP_MS - 1);
  expect(latest().shown).toBe("");
  for (let count = 1; count <= characters.length; count++) {
    vi.advanceTimersByTime(TYPING_STEP_MS);
    expect(latest()).toEqual({ shown: characters.slice(0, count).join(""), typing: true });
  }
  vi.advanceTimersByTime(TYPING_STEP_MS);
  expect(latest()).toEqual({ shown: text, typing: false });
  // Nothing was typed in halves: the emoji appeared as one step.
  expect(characters).toContain("😉");
});

test("text appended while typing is typed after what was queued, without a pause or a restart", () => {
  const { writer, states, latest } = recorded();
  writer.type("abc");
  vi.advanceTimersByTime(2 * TYPING_STEP_MS);
  expect(latest().shown).toBe("ab");
  writer.append("de");
  vi.advanceTimersByTime(TYPING_STEP_MS);
  expect(latest()).toEqual({ shown: "abc", typing: true });
  vi.advanceTimersByTime(TYPING_STEP_MS);
  expect(latest().shown).toBe("abcd");
  vi.advanceTimersByTime(TYPING_STEP_MS);
  expect(latest()).toEqual({ shown: "abcde", typing: true });
  vi.advanceTimersByTime(TYPING_STEP_MS);
  expect(latest()).toEqual({ shown: "abcde", typing: false });
  // Every state shown was the one before it plus at most one character.
  const shown = states.map((state) => state.shown);
  shown.slice(1).forEach((text, i) => expect(text.length - (shown[i] ?? "").length).toBeLessThanOrEqual(1));
});

test("text arriving after the typing ended is typed from where the area stands", () => {
  const { writer, latest } = recorded();
  writer.type("ab");
  vi.advanceTimersByTime(10 * TYPING_STEP_MS);
  expect(latest()).toEqual({ shown: "ab", typing: false });
  writer.append("c");
  expect(latest()).toEqual({ shown: "ab", typing: true });
  vi.advanceTimersByTime(TYPING_STEP_MS);
  expect(latest().shown).toBe("abc");
  vi.advanceTimersByTime(TYPING_STEP_MS);
  expect(latest().typing).toBe(false);
});

test("showing a text replaces the area at once and drops what was still to type", () => {
  const { writer, latest } = recorded();
  writer.type("a long answer");
  vi.advanceTimersByTime(3 * TYPING_STEP_MS);
  writer.show("Thinking…");
  expect(latest()).toEqual({ shown: "Thinking…", typing: false });
  vi.advanceTimersByTime(100 * TYPING_STEP_MS);
  expect(latest()).toEqual({ shown: "Thinking…", typing: false });
  expect(vi.getTimerCount()).toBe(0);
});

test("typing a new text starts from an empty area", () => {
  const { writer, latest } = recorded();
  writer.show("Thinking…");
  writer.type("ok");
  expect(latest()).toEqual({ shown: "", typing: true });
  vi.advanceTimersByTime(2 * TYPING_STEP_MS);
  expect(latest().shown).toBe("ok");
});

test("under reduced motion text appears at once, with no timer", () => {
  const { writer, latest } = recorded({ reducedMotion: true });
  writer.type(greeting(profile));
  expect(latest()).toEqual({ shown: greeting(profile), typing: false });
  writer.append(" More.");
  expect(latest().shown).toBe(`${greeting(profile)} More.`);
  expect(vi.getTimerCount()).toBe(0);
});

test("asking for reduced motion while typing shows what was queued at once, with the new text", () => {
  let reduced = false;
  const states: TypewriterState[] = [];
  const writer = createTypewriter(
    (state) => states.push(state),
    () => reduced,
  );
  writer.type("abc");
  vi.advanceTimersByTime(TYPING_STEP_MS);
  reduced = true;
  writer.append("de");
  expect(states.at(-1)?.shown).toBe("abcde");
  vi.advanceTimersByTime(TYPING_STEP_MS);
  expect(states.at(-1)).toEqual({ shown: "abcde", typing: false });
});

test("once stopped, nothing more is typed", () => {
  const { writer, states } = recorded();
  writer.type("abc");
  vi.advanceTimersByTime(TYPING_STEP_MS);
  const before = states.length;
  writer.stop();
  vi.advanceTimersByTime(10 * TYPING_STEP_MS);
  expect(states).toHaveLength(before);
  expect(vi.getTimerCount()).toBe(0);
});

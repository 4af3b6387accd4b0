import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { APPEAR_DELAY_MS, greeting, GREETING_DELAY_MS, TYPING_STEP_MS } from "./chat-timing";
import { LOGO_STEP_MS } from "~/lib/logo-steps";

const css = readFileSync(new URL("../../styles/app.css", import.meta.url), "utf8");

/** Milliseconds in a CSS time ("300ms", "1s", "0.5s"). */
function milliseconds(time: string): number {
  const value = Number.parseFloat(time);
  return time.endsWith("ms") ? value : value * 1000;
}

test("the shipped constants are the specification's: box at 1 s, greeting at 2 s, typing 18 ms, logo steps 60 ms", () => {
  expect(APPEAR_DELAY_MS).toBe(1000);
  expect(GREETING_DELAY_MS).toBe(2000);
  expect(TYPING_STEP_MS).toBe(18);
  expect(LOGO_STEP_MS).toBe(60);
});

test("the stylesheet keeps the chat box hidden until its animation starts, APPEAR_DELAY_MS after load", () => {
  const rules = [...css.matchAll(/^\.chat-box\s*\{([^}]*)\}/gm)].map((match) => match[1] ?? "");
  const animations = rules.flatMap((body) => [...body.matchAll(/^\s*animation:\s*([^;]+);/gm)].map((m) => m[1] ?? ""));
  expect(animations).toHaveLength(1);
  const parts = (animations[0] ?? "").trim().split(/\s+/);
  const [name] = parts;
  // In the shorthand the first time is the duration, the second the delay.
  const times = parts.filter((part) => /^\d*\.?\d+m?s$/.test(part));
  expect(times).toHaveLength(2);
  expect(milliseconds(times[1] ?? "")).toBe(APPEAR_DELAY_MS);
  // The first keyframe applies during the delay ("backwards" or "both"), and it hides the box.
  expect(parts.some((part) => part === "both" || part === "backwards")).toBe(true);
  const frames = new RegExp(`@keyframes ${name}\\s*\\{\\s*from\\s*\\{([^}]*)\\}[\\s\\S]*?to\\s*\\{([^}]*)\\}`).exec(css);
  expect(frames?.[1]).toMatch(/visibility:\s*hidden/);
  expect(frames?.[2]).toMatch(/visibility:\s*visible/);
  // Nothing else moves the delay, reduced motion included (it shortens the duration only).
  expect(css).not.toMatch(/animation-delay/);
});

test("the greeting speaks of the owner with the pronoun the profile gives: him, her or them", () => {
  const owner = { firstName: "Sam" };
  expect(greeting({ ...owner, pronouns: "he" })).toBe("Hey there! I'm Sam's virtual sidekick 😉. Curious about him? Ask me anything!");
  expect(greeting({ ...owner, pronouns: "she" })).toBe("Hey there! I'm Sam's virtual sidekick 😉. Curious about her? Ask me anything!");
  expect(greeting({ ...owner, pronouns: "they" })).toBe("Hey there! I'm Sam's virtual sidekick 😉. Curious about them? Ask me anything!");
});

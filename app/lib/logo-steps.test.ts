import { expect, test } from "vitest";
import { profile } from "~/content";
import { logoSteps } from "./logo-steps";

test("a first name shrinks to initials that start like it one character at a time, and grows back the same way", () => {
  expect(logoSteps("Maya", "ML")).toEqual(["May", "Ma", "M", "ML"]);
  expect(logoSteps("ML", "Maya")).toEqual(["M", "Ma", "May", "Maya"]);
});

test("the owner's name reaches the initials one character per step and comes back along the same steps", () => {
  const { firstName, initials } = profile;
  const shrink = logoSteps(firstName, initials);
  const grow = logoSteps(initials, firstName);
  expect(shrink[shrink.length - 1]).toBe(initials);
  expect(grow[grow.length - 1]).toBe(firstName);
  for (const steps of [shrink, grow]) {
    steps.forEach((step, i) => {
      const before = i === 0 ? (steps === shrink ? firstName : initials) : (steps[i - 1] ?? "");
      expect(Math.abs(Array.from(step).length - Array.from(before).length), `${before} → ${step}`).toBe(1);
    });
  }
});

test("names sharing no prefix are erased completely before typing", () => {
  expect(logoSteps("Jo", "XY")).toEqual(["J", "", "X", "XY"]);
});

test("a name already shown needs no step", () => {
  expect(logoSteps("AK", "AK")).toEqual([]);
});

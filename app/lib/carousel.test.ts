import { expect, test } from "vitest";
import { step, swipeDirection } from "./carousel";

test("steps wrap around both ends", () => {
  expect(step(0, "prev", 11)).toBe(10);
  expect(step(10, "next", 11)).toBe(0);
  expect(step(4, "next", 11)).toBe(5);
  expect(step(4, "prev", 11)).toBe(3);
});

test("a swipe of more than 40 px changes the card, 40 px or less does not", () => {
  expect(swipeDirection(200, 159)).toBe("next");
  expect(swipeDirection(200, 241)).toBe("prev");
  expect(swipeDirection(200, 160)).toBeNull();
  expect(swipeDirection(200, 240)).toBeNull();
  expect(swipeDirection(200, 200)).toBeNull();
});

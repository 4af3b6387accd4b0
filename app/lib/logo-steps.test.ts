import { expect, test } from "vitest";
import { logoSteps } from "./logo-steps";

test("the first name shrinks to the initials one character at a time", () => {
  expect(logoSteps("Arun", "AK")).toEqual(["Aru", "Ar", "A", "AK"]);
});

test("the initials grow back to the first name the same way", () => {
  expect(logoSteps("AK", "Arun")).toEqual(["A", "Ar", "Aru", "Arun"]);
});

test("names sharing no prefix are erased completely before typing", () => {
  expect(logoSteps("Jo", "XY")).toEqual(["J", "", "X", "XY"]);
});

test("a name already shown needs no step", () => {
  expect(logoSteps("AK", "AK")).toEqual([]);
});

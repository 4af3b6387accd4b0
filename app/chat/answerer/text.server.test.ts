import { expect, test } from "vitest";
import { inThirdPerson } from "./text.server";

test("an owner's first-person words are said of the owner, with the owner's pronouns", () => {
  const him = { subject: "he", object: "him" };
  expect(inThirdPerson("My thesis, so I could check my students' pages.", "Yiğit", him)).toBe(
    "His thesis, so Yiğit could check his students' pages.",
  );
  expect(inThirdPerson("I'm proud of it; I've shipped it and taught it myself.", "Ana", { subject: "she", object: "her" })).toBe(
    "Ana is proud of it; Ana has shipped it and taught it herself.",
  );
  expect(inThirdPerson("Ask me about my work.", "Quinn", { subject: "they", object: "them" })).toBe("Ask them about their work.");
  // Words that only look like "I" or "my" stay: a numeral after a name, a name, a platform.
  expect(inThirdPerson("Phase I of Mycelium, on iOS.", "Ana", { subject: "she", object: "her" })).toBe("Phase I of Mycelium, on iOS.");
});

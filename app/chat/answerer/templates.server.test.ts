import { expect, test } from "vitest";
import data from "./replies.json";
import { templates } from "./templates.server";

const EMOJI = /\p{Extended_Pictographic}/gu;

test("a placeholder is filled from the reply's values, then from the common ones", () => {
  const { say } = templates({ first: "Maya", email: "maya@example.com" });
  const text = say("email");
  expect(text).toContain("Maya");
  expect(text).toContain("maya@example.com");
  expect(say("yes", { answer: "Noor codes" })).toContain("Noor codes");
});

test("a template asking for a value its reply does not give throws, never shows the placeholder", () => {
  const { say, sayOnce } = templates({ first: "Maya" });
  expect(() => say("yes")).toThrow("{answer}");
  expect(() => say("yes", { answer: undefined })).toThrow("{answer}");
  expect(() => sayOnce("startDate")).toThrow("{note}");
});

test("an owner's text with braces in it is said as it is", () => {
  const { say } = templates({ first: "Maya" });
  expect(say("yes", { answer: "She wrote {first} in a template" })).toContain("She wrote {first} in a template");
});

test("a closing emoji is left out when the owner's words already bring one", () => {
  const { sayOnce } = templates();
  expect(sayOnce("startDate", { note: "From May" }).match(EMOJI)).toHaveLength(1);
  expect(sayOnce("startDate", { note: "From May 🌱" }).match(EMOJI)).toEqual(["🌱"]);
});

test("every template's placeholders are plain names in braces", () => {
  for (const [key, template] of Object.entries(data.replies)) {
    expect(template.replace(/\{\w+\}/g, ""), key).not.toMatch(/[{}]/);
  }
});

import { expect, test, vi } from "vitest";
import { madeUpOwner } from "../../../tests/assistant/made-up-owner";
import { siteContent } from "../../../tests/assistant/question-set";
import { answerOrFallback, createAnswerer } from "./answer.server";

// Names a visitor may type that hold characters with a meaning in a pattern: every reading must take them as text.
const NAMES = ["C++", "C#", "F#", ".NET", "Node.js", "(R)", "[x]", "a*b", "why?", "a|b", "\\d", "$HOME", "^caret", "{1,2}"];
const QUESTIONS = [
  (name: string) => `can she code in ${name} for performance critical tools`,
  (name: string) => `what does she use for ci on ${name} apps`,
  (name: string) => `${name}?`,
  (name: string) => `does he know ${name} or only python`,
  (name: string) => `projects built with ${name}`,
  (name: string) => `what is ${name}`,
  (name: string) => `is they ${name} certified`,
  (name: string) => `would you move to ${name}`,
  (name: string) => `what does he care about ${name}`,
];

for (const [owner, content] of [
  ["the made-up owner", madeUpOwner],
  ["the content in app/content/", siteContent],
] as const) {
  test(`${owner}: a name with a pattern's characters in it never breaks the answer`, () => {
    const answer = createAnswerer(content);
    for (const name of NAMES) {
      for (const question of QUESTIONS) {
        const asked = question(name);
        expect(() => answer(asked), asked).not.toThrow();
        expect(answer(asked).trim(), asked).not.toBe("");
      }
    }
  });
}

test("should a reading ever fail on a question, the visitor gets the fallback reply and the log one line", () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const failing = answerOrFallback(() => {
    throw new SyntaxError("Invalid regular expression");
  }, madeUpOwner.assistantProfile.fallbackReply);
  expect(failing("can she code in c++?", [])).toEqual({ answer: madeUpOwner.assistantProfile.fallbackReply, topic: null, fallback: true });
  expect(log).toHaveBeenCalledTimes(1);
  expect(String(log.mock.calls[0]?.[0])).toContain("can she code in c++?");
  log.mockRestore();
});

import { expect, test } from "vitest";
import { MAX_LOGGED_CHARS, PLACEHOLDERS, redactQuestion } from "./redact";

test("an e-mail address, a link and a phone number in three formats become placeholders", () => {
  expect(redactQuestion("mail me at jane.doe+jobs@example.co.uk please")).toBe(`mail me at ${PLACEHOLDERS.email} please`);
  expect(redactQuestion("see https://example.com/jobs?id=7 and www.acme.dev")).toBe(`see ${PLACEHOLDERS.url} and ${PLACEHOLDERS.url}`);
  for (const phone of ["+48 601 234 567", "(555) 123-4567", "555.123.4567"]) {
    expect(redactQuestion(`call me on ${phone} today`)).toBe(`call me on ${PLACEHOLDERS.phone} today`);
  }
});

test("a long digit run is hidden, a year or a small number is kept", () => {
  expect(redactQuestion("my ref is 83920")).toBe(`my ref is ${PLACEHOLDERS.number}`);
  expect(redactQuestion("did he work there in 2024 for 3 years?")).toBe("did he work there in 2024 for 3 years?");
});

test("a long question is cut to the logged length", () => {
  expect(Array.from(redactQuestion("why ".repeat(200)))).toHaveLength(MAX_LOGGED_CHARS);
});

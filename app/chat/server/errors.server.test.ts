import { expect, test } from "vitest";
import { MESSAGES, spokenDuration } from "./errors.server";
import { RETRY_AFTER_SECONDS } from "../shared/limits";

test("a wait is said as a visitor would say it", () => {
  expect(spokenDuration(60)).toBe("a minute");
  expect(spokenDuration(120)).toBe("2 minutes");
  expect(spokenDuration(30)).toBe("30 seconds");
  expect(spokenDuration(1)).toBe("a second");
});

test("the 429 sentence says when to try again, from the constant behind Retry-After", () => {
  expect(MESSAGES.rateLimited).toMatch(new RegExp(`try again in ${spokenDuration(RETRY_AFTER_SECONDS)}\\.$`));
});

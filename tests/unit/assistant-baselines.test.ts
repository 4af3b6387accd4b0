import { expect, test } from "vitest";
import { heldOutFor } from "../assistant/held-out";
import { buildQuestionSet, siteContent } from "../assistant/question-set";
import { GOALS, runQuestionSet } from "../assistant/run-question-set";
import type { SiteContent } from "../assistant/types";

/**
 * The judge can fail: two answerers that understand nothing score badly on the same
 * questions. One always gives the fallback reply; the other answers every question with
 * everything the content says.
 */
const set = buildQuestionSet();
const heldOut = heldOutFor(siteContent);
// The held-out set, written apart from the answerer, is the mixture of questions visitors ask. The
// generated tuning set leans on fallback questions by design (every off-topic and injection case
// expects one), so a fallback-only answerer's score there says little; it is printed, not held.
const sets = heldOut ? [{ name: "held-out set", cases: heldOut.cases }] : [];

/** Every text of the content, joined: the answer that names everything. */
function everything(content: SiteContent): string {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") texts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(content);
  return texts.join(" · ");
}

test("on the tuning set, always the fallback scores below the goal", { timeout: 60_000 }, () => {
  const result = runQuestionSet(set.cases, () => set.knowledge.fallbackReply, set.knowledge);
  console.info(`always the fallback, tuning set: ${result.overall.passed}/${result.overall.total}`);
  expect(result.overall.score).toBeLessThan(GOALS.overall);
});

test.for(sets)("always the fallback reply scores at most 30 % on the $name", { timeout: 60_000 }, ({ cases }) => {
  const result = runQuestionSet(cases, () => set.knowledge.fallbackReply, set.knowledge);
  console.info(`always the fallback: ${result.overall.passed}/${result.overall.total}`);
  expect(result.overall.score).toBeLessThanOrEqual(0.3);
});

// Every tenth case: judging answers this long is slow, and a tenth shows the same.
test.for(sets)("answering everything with the whole content fails the goals on the $name", { timeout: 60_000 }, ({ cases }) => {
  const all = everything(siteContent);
  const result = runQuestionSet(
    cases.filter((_, index) => index % 10 === 0),
    () => all,
    set.knowledge,
  );
  console.info(`everything at once: ${result.overall.passed}/${result.overall.total}`);
  expect(result.overall.score).toBeLessThan(GOALS.overall);
  expect(result.overall.score).toBeLessThanOrEqual(0.5);
});

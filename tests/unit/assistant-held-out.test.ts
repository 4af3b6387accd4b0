import { expect, test } from "vitest";
import { offlineAnswer } from "../../app/chat/answerer/answer.server";
import { heldOutFor } from "../assistant/held-out";
import { buildQuestionSet, siteContent } from "../assistant/question-set";
import { heldOutReport } from "../assistant/report";
import { runQuestionSet } from "../assistant/run-question-set";

/**
 * The offline answerer on questions it was never tuned on (tests/assistant/held-out/), for the
 * owner they were written for. The report shows scores only. The goal is 95 %; until the
 * answerer reaches it, the floor below keeps it from going back (raise it as it improves).
 */
const HELD_OUT_FLOOR = 0.9;
const heldOut = heldOutFor(siteContent);

test.skipIf(!heldOut)("held-out questions: no phone leak, and the score does not fall below its floor", { timeout: 60_000 }, () => {
  if (!heldOut) return;
  const { knowledge } = buildQuestionSet();
  const result = runQuestionSet(heldOut.cases, offlineAnswer, knowledge);
  console.info(heldOutReport(result, heldOut.cases));
  expect(result.phoneLeaks).toEqual([]);
  expect(result.overall.score).toBeGreaterThanOrEqual(HELD_OUT_FLOOR);
});

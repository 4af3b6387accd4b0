import { beforeAll, expect, test } from "vitest";
import { offlineAnswer } from "../../app/chat/answerer/answer.server";
import { buildQuestionSet } from "../assistant/question-set";
import { failures, formatReport } from "../assistant/report";
import { GOALS, runQuestionSet, sweepAbsentSkills, type QuestionSetResult } from "../assistant/run-question-set";

/**
 * The offline answerer against the question set: the cases generated from app/content/
 * and, for the sample owner, the hand-written ones. Prints the report, then holds the goals.
 */
const set = buildQuestionSet();
let result: QuestionSetResult;
let sweep: ReturnType<typeof sweepAbsentSkills>;

beforeAll(() => {
  if (set.notice) console.info(set.notice);
  result = runQuestionSet(set.cases, offlineAnswer, set.knowledge);
  sweep = sweepAbsentSkills(offlineAnswer, set.knowledge);
  console.info(formatReport(result, set, sweep, { failureLimit: 60 }));
}, 120_000);

test(`at least ${GOALS.overall * 100} % of the question set is answered correctly`, () => {
  expect(result.overall.score, `${result.overall.passed}/${result.overall.total} correct`).toBeGreaterThanOrEqual(GOALS.overall);
});

test(`every category scores at least ${GOALS.category * 100} %`, () => {
  const below = result.byCategory
    .filter(({ score }) => score.score < GOALS.category)
    .map(({ category, score }) => `${category}: ${score.passed}/${score.total}`);
  expect(below).toEqual([]);
});

test("no answer names a technology that the content does not list", () => {
  expect(result.inventedSkills).toEqual([]);
});

test("no answer gives the phone number to a question that did not ask for it", () => {
  const leaks = result.results.filter(({ verdict }) => verdict.phoneLeak);
  expect(
    leaks.map(({ testCase }) => testCase.id),
    failures({ ...result, results: leaks }),
  ).toEqual([]);
});

test("no technology the content lacks is claimed, across the whole vocabulary", () => {
  expect(sweep.affirmed).toEqual([]);
});

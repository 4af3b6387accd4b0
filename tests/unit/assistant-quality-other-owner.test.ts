import { expect, test } from "vitest";
import { createAnswerer } from "../../app/lib/chat/answerer/answer.server";
import { madeUpOwner } from "../assistant/made-up-owner";
import { buildQuestionSet } from "../assistant/question-set";
import { failures } from "../assistant/report";
import { missedGoals, runQuestionSet, sweepAbsentSkills } from "../assistant/run-question-set";

/**
 * The answerer is not tuned to the sample owner: the cases generated from another owner's
 * content (other name, skills, projects, no internship) meet the same goals.
 */
test("another owner's content meets the same goals, and no absent skill is claimed", () => {
  const set = buildQuestionSet(madeUpOwner);
  const ask = createAnswerer(madeUpOwner);
  const result = runQuestionSet(set.cases, ask, set.knowledge);
  expect(missedGoals(result), failures(result, 20)).toEqual([]);
  expect(sweepAbsentSkills(ask, set.knowledge).affirmed).toEqual([]);
}, 120_000);

import { offlineAnswer } from "../../app/lib/chat/answerer/answer.server";
import { buildQuestionSet } from "./question-set";
import { formatReport } from "./report";
import { runQuestionSet, sweepAbsentSkills } from "./run-question-set";

/** The question-set report for the content in app/content/, as `npm run assistant:report` prints it. */
export function questionSetReport(): string {
  const set = buildQuestionSet();
  const result = runQuestionSet(set.cases, offlineAnswer, set.knowledge);
  return formatReport(result, set, sweepAbsentSkills(offlineAnswer, set.knowledge));
}

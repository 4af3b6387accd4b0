import { offlineAnswer } from "../../app/chat/answerer/answer.server";
import { heldOutFor } from "./held-out";
import { buildQuestionSet, siteContent } from "./question-set";
import { formatReport, heldOutReport } from "./report";
import { runQuestionSet, sweepAbsentSkills } from "./run-question-set";

/** The question-set report for the content in app/content/, as `npm run assistant:report` prints it. */
export function questionSetReport(): string {
  const set = buildQuestionSet();
  const result = runQuestionSet(set.cases, offlineAnswer, set.knowledge);
  const tuning = formatReport(result, set, sweepAbsentSkills(offlineAnswer, set.knowledge));
  const heldOut = heldOutFor(siteContent);
  if (!heldOut) return `${tuning}\n\nNo held-out questions are written for this content (they exist for the sample owner and tests/other-owner).`;
  return `${tuning}\n\n${heldOutReport(runQuestionSet(heldOut.cases, offlineAnswer, set.knowledge), heldOut.cases)}`;
}

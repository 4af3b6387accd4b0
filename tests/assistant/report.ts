import { GOALS, missedGoals, type QuestionSetResult } from "./run-question-set";
import type { QuestionSet } from "./question-set";

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const millis = (value: number) => `${value < 1 ? value.toFixed(3) : value.toFixed(2)} ms`;

/** The scores as a Markdown table, by category then overall. */
export function scoreTable(result: QuestionSetResult, set: Pick<QuestionSet, "cases">): string {
  const rows = result.byCategory.map(({ category, score }) => {
    const inCategory = set.cases.filter((testCase) => testCase.category === category);
    const written = inCategory.filter((testCase) => !testCase.id.startsWith("generated/")).length;
    const mark = score.score >= GOALS.category ? "" : " ✗";
    return `| ${category} | ${inCategory.length - written} | ${written} | ${score.passed}/${score.total} | ${percent(score.score)}${mark} |`;
  });
  const { overall } = result;
  return [
    "| category | generated | hand-written | correct | score |",
    "|---|---:|---:|---:|---:|",
    ...rows,
    `| **overall** | | | **${overall.passed}/${overall.total}** | **${percent(overall.score)}**${overall.score >= GOALS.overall ? "" : " ✗"} |`,
  ].join("\n");
}

/** The failing cases: what was asked, what came back, and why a visitor would not count it. */
export function failures(result: QuestionSetResult, limit = Number.POSITIVE_INFINITY): string {
  const failing = result.results.filter((entry) => !entry.verdict.pass);
  const shown = failing.slice(0, limit).map(({ testCase, answers, verdict }) => {
    const exchange = testCase.turns
      .map((question, turn) => `    Q: ${question}\n    A: ${(answers[turn] ?? "(no answer)").replace(/\n/g, " ⏎ ")}`)
      .join("\n");
    return `- ${testCase.id} [${testCase.category}]: ${verdict.reasons.join("; ")}\n${exchange}`;
  });
  const more = failing.length > shown.length ? [`… and ${failing.length - shown.length} more`] : [];
  return [...shown, ...more].join("\n");
}

/** The whole report an owner reads: scores, invented skills, phone leaks, answer time, goals. */
export function formatReport(
  result: QuestionSetResult,
  set: QuestionSet,
  sweep?: { asked: number; affirmed: string[] },
  options: { failureLimit?: number } = {},
): string {
  const lines = [
    `Assistant question set: ${set.cases.length} cases (${set.generated} generated from app/content/, ${set.handWritten} hand-written)`,
    ...(set.notice ? [`Note: ${set.notice}`] : []),
    "",
    scoreTable(result, set),
    "",
    `Invented skills: ${result.inventedSkills.length === 0 ? "0" : result.inventedSkills.map(({ skill, cases }) => `${skill} (${cases.length})`).join(", ")}`,
    `Phone leaks: ${result.phoneLeaks.length}`,
    ...(sweep
      ? [`Absent skills claimed, whole vocabulary (${sweep.asked} asked): ${sweep.affirmed.length === 0 ? "0" : sweep.affirmed.join(", ")}`]
      : []),
    `Answer time: median ${millis(result.timing.median)}, p99 ${millis(result.timing.p99)} (${result.timing.answers} answers, in this process)`,
    `Goals: ≥ ${percent(GOALS.overall)} overall, every category ≥ ${percent(GOALS.category)}, 0 invented skills, 0 phone leaks`,
  ];
  const missed = missedGoals(result);
  lines.push(missed.length === 0 ? "All goals met." : `Goals missed: ${missed.join("; ")}`);
  const failing = failures(result, options.failureLimit);
  if (failing) lines.push("", "Failing cases:", failing);
  return lines.join("\n");
}

/**
 * The held-out questions' scores, by category, without the failing cases: showing what failed
 * would invite changing the answerer for those very questions, and they would stop measuring it.
 */
export function heldOutReport(result: QuestionSetResult, cases: QuestionSet["cases"]): string {
  const { overall } = result;
  return [
    `Held-out questions (written from app/content/ alone, never used to change the answerer): ${cases.length} cases`,
    "",
    "| category | questions | correct | score |",
    "|---|---:|---:|---:|",
    ...result.byCategory.map(
      ({ category, score }) =>
        `| ${category} | ${score.total} | ${score.passed}/${score.total} | ${percent(score.score)}${score.score >= GOALS.category ? "" : " ✗"} |`,
    ),
    `| **overall** | | **${overall.passed}/${overall.total}** | **${percent(overall.score)}**${overall.score >= GOALS.overall ? "" : " ✗"} |`,
    "",
    `Invented skills: ${result.inventedSkills.length} · Phone leaks: ${result.phoneLeaks.length}`,
    `Goals missed: ${missedGoals(result).length === 0 ? "none" : missedGoals(result).join("; ")}`,
  ].join("\n");
}

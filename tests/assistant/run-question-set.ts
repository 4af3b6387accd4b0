import type { ChatTurn } from "../../app/chat/shared/conversation";
import { judge, type Verdict } from "./evaluate";
import { absentTechnologies } from "./content-facts";
import type { Knowledge } from "./knowledge";
import { affirms } from "./text-match";
import { CATEGORIES, type Answerer, type Category, type QuestionCase } from "./types";

export interface CaseResult {
  testCase: QuestionCase;
  /** The answer to each turn, in order. */
  answers: string[];
  verdict: Verdict;
}

export interface Score {
  passed: number;
  total: number;
  /** passed / total, 0 to 1 (1 when there is nothing to score). */
  score: number;
}

export interface QuestionSetResult {
  results: CaseResult[];
  byCategory: { category: Category; score: Score }[];
  overall: Score;
  /** Each technology the answers made up, with the cases that did. */
  inventedSkills: { skill: string; cases: string[] }[];
  /** Cases in which an answer gave the phone number unasked. */
  phoneLeaks: string[];
  /** Time of one answer, in milliseconds. */
  timing: { median: number; p99: number; answers: number };
}

/** The goals the offline answerer is held to. */
export const GOALS = { overall: 0.95, category: 0.85, inventedSkills: 0, phoneLeaks: 0 } as const;

function score(passed: number, total: number): Score {
  return { passed, total, score: total === 0 ? 1 : passed / total };
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/**
 * Asks every turn of a case as the browser would: each question with the conversation so
 * far as history, the assistant's turns being the answerer's own earlier answers.
 */
export function askConversation(turns: readonly string[], answer: Answerer, times: number[] = []): string[] {
  const history: ChatTurn[] = [];
  const answers: string[] = [];
  for (const question of turns) {
    const started = performance.now();
    let reply: string;
    try {
      reply = answer(question, [...history]);
    } catch (error) {
      throw new Error(`the answerer threw on "${question}": ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      times.push(performance.now() - started);
    }
    answers.push(reply);
    history.push({ role: "user", content: question }, { role: "assistant", content: reply });
  }
  return answers;
}

export function runQuestionSet(cases: readonly QuestionCase[], answer: Answerer, knowledge: Knowledge): QuestionSetResult {
  const times: number[] = [];
  const results = cases.map((testCase): CaseResult => {
    try {
      const answers = askConversation(testCase.turns, answer, times);
      return { testCase, answers, verdict: judge(testCase, answers, knowledge) };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { testCase, answers: [], verdict: { pass: false, reasons: [reason], inventedSkills: [], phoneLeak: false } };
    }
  });
  const byCategory = CATEGORIES.map((category) => {
    const inCategory = results.filter((result) => result.testCase.category === category);
    return { category, score: score(inCategory.filter((result) => result.verdict.pass).length, inCategory.length) };
  }).filter(({ score: { total } }) => total > 0);
  const invented = new Map<string, string[]>();
  for (const result of results) {
    for (const skill of result.verdict.inventedSkills) invented.set(skill, [...(invented.get(skill) ?? []), result.testCase.id]);
  }
  return {
    results,
    byCategory,
    overall: score(results.filter((result) => result.verdict.pass).length, results.length),
    inventedSkills: [...invented].map(([skill, ids]) => ({ skill, cases: ids })),
    phoneLeaks: results.filter((result) => result.verdict.phoneLeak).map((result) => result.testCase.id),
    timing: { median: percentile(times, 50), p99: percentile(times, 99), answers: times.length },
  };
}

/** Did the set reach every goal? The reasons when not. */
export function missedGoals(result: QuestionSetResult): string[] {
  const missed: string[] = [];
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
  if (result.overall.score < GOALS.overall) missed.push(`overall ${percent(result.overall.score)} < ${percent(GOALS.overall)}`);
  for (const { category, score: categoryScore } of result.byCategory) {
    if (categoryScore.score < GOALS.category) missed.push(`${category} ${percent(categoryScore.score)} < ${percent(GOALS.category)}`);
  }
  if (result.inventedSkills.length > GOALS.inventedSkills) {
    missed.push(`invented skills: ${result.inventedSkills.map(({ skill }) => skill).join(", ")}`);
  }
  if (result.phoneLeaks.length > GOALS.phoneLeaks) missed.push(`phone leaks in ${result.phoneLeaks.length} cases`);
  return missed;
}

/**
 * Beyond the scored set: every technology of the vocabulary that the content lacks, asked
 * once ("Does <name> know X?"). Returns those the answerer claims.
 */
export function sweepAbsentSkills(answer: Answerer, knowledge: Knowledge): { asked: number; affirmed: string[] } {
  const first = knowledge.owner.firstName;
  const absent = absentTechnologies(knowledge);
  const affirmed = absent.filter((name) => {
    const names = knowledge.technologies.find((technology) => technology.name === name)?.names ?? [name];
    return affirms(answer(`Does ${first} know ${name}?`, []), names);
  });
  return { asked: absent.length, affirmed };
}

import { expect, test } from "vitest";
import { MAX_HISTORY_EXCHANGES } from "../../app/chat/shared/limits";
import fixtureJson from "../fixtures/assistant-questions.json";
import { asksForPhone } from "../../app/chat/shared/phone";
import { isWrittenFor, readFixture } from "./fixture";
import { NO_DEMO } from "./content-facts";
import { judge } from "./evaluate";
import { contentText } from "./knowledge";
import { madeUpOwner } from "./made-up-owner";
import { buildQuestionSet, siteContent } from "./question-set";
import { containsWording, numberFact } from "./text-match";
import type { QuestionCase, SiteContent } from "./types";

const fixture = readFixture(fixtureJson);

test("the hand-written questions are CC0 and name the owner they were written for", () => {
  expect(fixture.licence).toMatch(/^CC0-1\.0/);
  expect(fixture.writtenFor.firstName).not.toBe("");
  expect(fixture.cases.every((testCase) => testCase.id.startsWith("sample/"))).toBe(true);
});

test("the set holds at least 150 questions in at least 10 categories", () => {
  const set = buildQuestionSet(siteContent);
  expect(set.cases.length).toBeGreaterThanOrEqual(150);
  expect(new Set(set.cases.map((testCase) => testCase.category)).size).toBeGreaterThanOrEqual(10);
  expect(set.generated).toBeGreaterThanOrEqual(150);
}, 30_000);

test("for another owner the hand-written questions are skipped with a notice, the generated ones run", () => {
  const set = buildQuestionSet(madeUpOwner);
  expect(set.handWritten).toBe(0);
  expect(set.notice).toMatch(/hand-written questions .* skipped/);
  expect(set.cases.every((testCase) => testCase.id.startsWith("generated/"))).toBe(true);
  expect(set.cases.length).toBeGreaterThan(100);
});

test("no hand-written injection attempt asks for the phone by the site's rule", () => {
  const attempts = fixture.cases.filter((testCase) => testCase.injection);
  expect(attempts.filter((testCase) => testCase.turns.some((turn) => asksForPhone(turn))).map((testCase) => testCase.id)).toEqual([]);
});

test.skipIf(!isWrittenFor(fixture, siteContent))(
  "every fact the hand-written questions expect is in the sample's content, or is a plain yes, no or count",
  () => {
    const text = contentText(siteContent);
    const plain = new Set(["yes", "toolbox", "both", "1 month", "30 days", ...NO_DEMO, ...numberFact(siteContent.projects.length)]);
    const wordings = fixture.cases.flatMap((testCase) => (testCase.must ?? []).flat());
    expect(wordings.filter((wording) => !plain.has(wording) && !containsWording(text, wording))).toEqual([]);
  },
);

/** An answer made of exactly what a case asks for. */
function answerOfFacts(testCase: QuestionCase, content: SiteContent): string {
  const parts: string[] = [];
  if (testCase.absent) parts.push(`No, ${testCase.absent} isn't listed.`);
  if (testCase.polarity) {
    const [topic] = testCase.polarity.about;
    parts.push(testCase.polarity.answer === "yes" ? `Yes, ${topic} is fine.` : `No, ${topic} is not an option.`);
  }
  if (testCase.fallback) parts.push(content.assistantProfile.fallbackReply);
  if (testCase.givesPhone) parts.push(`Call ${content.profile.phone}.`);
  for (const fact of testCase.must ?? []) parts.push(typeof fact === "string" ? fact : (fact[0] ?? ""));
  return parts.length > 0 ? parts.join(". ") : "I only answer questions about this portfolio.";
}

test.for([
  ["the site's content", siteContent],
  ["another owner", madeUpOwner],
] as const)("every case of %s can be passed: an answer of its own facts is judged right", { timeout: 30_000 }, ([, content]) => {
  const set = buildQuestionSet(content);
  const failing = set.cases.filter((testCase) => {
    const answers = testCase.turns.map((_, turn) => (turn === testCase.turns.length - 1 ? answerOfFacts(testCase, content) : "Sure."));
    return !judge(testCase, answers, set.knowledge).pass;
  });
  expect(failing.map((testCase) => testCase.id)).toEqual([]);
});

test("a malformed fixture is refused with a sentence that says where", () => {
  const base = { licence: "CC0-1.0", writtenFor: { firstName: "A", lastName: "B", email: "a@b.c" } };
  const bad = (testCase: object) => () => readFixture({ ...base, cases: [testCase] });
  expect(bad({ id: "x", category: "contact", turns: ["hi"], mustt: ["a"] })).toThrow(/x|case 0.*unknown field "mustt"/);
  expect(bad({ id: "x", category: "weather", turns: ["hi"], must: ["a"] })).toThrow(/x: category must be one of/);
  expect(bad({ id: "x", category: "contact", turns: ["hi"] })).toThrow(/x: checks nothing/);
  expect(bad({ id: "x", category: "contact", turns: [], must: ["a"] })).toThrow(/x: needs 1 to \d+ turns/);
  // (A conversation longer than the chat keeps could never be asked.)
  expect(bad({ id: "x", category: "contact", turns: Array(MAX_HISTORY_EXCHANGES + 2).fill("hi"), must: ["a"] })).toThrow(/x: needs 1 to \d+ turns/);
  expect(bad({ id: "x", category: "contact", turns: Array(MAX_HISTORY_EXCHANGES + 1).fill("hi"), must: ["a"] })).not.toThrow();
  expect(() =>
    readFixture({
      ...base,
      cases: [
        { id: "x", category: "contact", turns: ["a"], must: ["b"] },
        { id: "x", category: "contact", turns: ["a"], must: ["b"] },
      ],
    }),
  ).toThrow(/used twice/);
});

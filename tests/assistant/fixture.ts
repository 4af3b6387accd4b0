import { MAX_HISTORY_EXCHANGES } from "../../app/chat/shared/limits";
import { CATEGORIES, type Category, type Fact, type QuestionCase, type SiteContent } from "./types";

/** The hand-written questions of tests/fixtures/assistant-questions.json, for the owner they were written for. */
export interface Fixture {
  licence: string;
  writtenFor: { firstName: string; lastName: string; email: string };
  cases: QuestionCase[];
}

const MAX_TURNS = MAX_HISTORY_EXCHANGES + 1;

class FixtureError extends Error {
  constructor(where: string, problem: string) {
    super(`assistant-questions.json, ${where}: ${problem}`);
  }
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isStrings(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}

function isFact(value: unknown): value is Fact {
  return (typeof value === "string" && value !== "") || (isStrings(value) && value.length > 0);
}

function isCategory(value: unknown): value is Category {
  return CATEGORIES.some((category) => category === value);
}

const FIELDS = new Set(["id", "category", "turns", "must", "mustNot", "givesPhone", "absent", "denies", "polarity", "fallback", "injection"]);

function readCase(raw: unknown, index: number, prefix: string): QuestionCase {
  const where = `case ${index}`;
  if (!isObject(raw)) throw new FixtureError(where, "not an object");
  const unknownField = Object.keys(raw).find((key) => !FIELDS.has(key));
  if (unknownField) throw new FixtureError(where, `unknown field "${unknownField}"`);
  const { id, category, turns, must, mustNot, givesPhone, absent, denies, polarity, fallback, injection } = raw;
  if (typeof id !== "string" || id === "") throw new FixtureError(where, "needs an id");
  if (!isCategory(category)) throw new FixtureError(id, `category must be one of ${CATEGORIES.join(", ")}`);
  // (A conversation is as long as the chat lets one be: its earlier exchanges and the question.)
  if (!isStrings(turns) || turns.length === 0 || turns.length > MAX_TURNS) throw new FixtureError(id, `needs 1 to ${MAX_TURNS} turns`);
  const testCase: QuestionCase = { id: `${prefix}/${id}`, category, turns };
  if (must !== undefined) {
    if (!Array.isArray(must) || !must.every(isFact)) throw new FixtureError(id, "must is a list of facts");
    testCase.must = must;
  }
  if (mustNot !== undefined) {
    if (!isStrings(mustNot)) throw new FixtureError(id, "mustNot is a list of strings");
    testCase.mustNot = mustNot;
  }
  if (denies !== undefined) {
    if (!isStrings(denies)) throw new FixtureError(id, "denies is a list of strings");
    testCase.denies = denies;
  }
  if (absent !== undefined) {
    if (typeof absent !== "string") throw new FixtureError(id, "absent is a technology's name");
    testCase.absent = absent;
  }
  if (polarity !== undefined) {
    const answer = isObject(polarity) ? polarity.answer : undefined;
    const about = isObject(polarity) ? polarity.about : undefined;
    if ((answer !== "yes" && answer !== "no") || !isStrings(about)) {
      throw new FixtureError(id, 'polarity is {"answer": "yes" | "no", "about": [words]}');
    }
    testCase.polarity = { answer, about };
  }
  for (const [name, value] of [
    ["givesPhone", givesPhone],
    ["fallback", fallback],
    ["injection", injection],
  ] as const) {
    if (value === undefined) continue;
    if (typeof value !== "boolean") throw new FixtureError(id, `${name} is true or false`);
    testCase[name] = value;
  }
  const checks = ["must", "mustNot", "givesPhone", "absent", "denies", "polarity", "fallback", "injection"] as const;
  if (!checks.some((check) => testCase[check] !== undefined)) throw new FixtureError(id, "checks nothing");
  return testCase;
}

/** `prefix` names the set in each case's id ("sample/…", "held-out/…"). */
export function readFixture(raw: unknown, prefix = "sample"): Fixture {
  if (!isObject(raw)) throw new FixtureError("top level", "not an object");
  const { licence, writtenFor, cases } = raw;
  if (typeof licence !== "string") throw new FixtureError("top level", "needs a licence");
  if (
    !isObject(writtenFor) ||
    typeof writtenFor.firstName !== "string" ||
    typeof writtenFor.lastName !== "string" ||
    typeof writtenFor.email !== "string"
  ) {
    throw new FixtureError("writtenFor", "names the owner: firstName, lastName, email");
  }
  if (!Array.isArray(cases)) throw new FixtureError("top level", "needs a list of cases");
  const read = cases.map((testCase, index) => readCase(testCase, index, prefix));
  const ids = new Set<string>();
  for (const testCase of read) {
    if (ids.has(testCase.id)) throw new FixtureError(testCase.id, "id used twice");
    ids.add(testCase.id);
  }
  return {
    licence,
    writtenFor: { firstName: writtenFor.firstName, lastName: writtenFor.lastName, email: writtenFor.email },
    cases: read,
  };
}

/** Is the content still the owner the fixture was written for? */
export function isWrittenFor(fixture: Fixture, content: SiteContent): boolean {
  const { firstName, lastName, email } = content.profile;
  const owner = fixture.writtenFor;
  return owner.firstName === firstName && owner.lastName === lastName && owner.email === email;
}

import { assistantProfile, experience, profile, projects, skillGroups } from "../../app/content";
import fixtureJson from "../fixtures/assistant-questions.json";
import { isWrittenFor, readFixture } from "./fixture";
import { generateCases } from "./generate-cases";
import { knowledgeOf, type Knowledge } from "./knowledge";
import type { QuestionCase, SiteContent } from "./types";

/** The site's content as it is in `app/content/`. */
export const siteContent: SiteContent = { profile, skillGroups, experience, projects, assistantProfile };

export interface QuestionSet {
  cases: QuestionCase[];
  generated: number;
  handWritten: number;
  /** Why the hand-written cases were left out, when they were. */
  notice?: string;
  knowledge: Knowledge;
}

/**
 * The cases generated from the content, plus the hand-written ones when the content is
 * still the sample owner they were written for.
 */
export function buildQuestionSet(content: SiteContent = siteContent, fixture: unknown = fixtureJson): QuestionSet {
  const knowledge = knowledgeOf(content);
  const generated = generateCases(content, knowledge);
  const written = readFixture(fixture);
  if (!isWrittenFor(written, content)) {
    const { firstName, lastName } = written.writtenFor;
    return {
      cases: generated,
      generated: generated.length,
      handWritten: 0,
      notice:
        `The ${written.cases.length} hand-written questions of tests/fixtures/assistant-questions.json were written ` +
        `for the sample owner ${firstName} ${lastName} and are skipped: app/content/ is someone else now. ` +
        `The ${generated.length} questions generated from app/content/ still run.`,
      knowledge,
    };
  }
  return {
    cases: [...written.cases, ...generated],
    generated: generated.length,
    handWritten: written.cases.length,
    knowledge,
  };
}

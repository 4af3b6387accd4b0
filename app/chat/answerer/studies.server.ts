import { asks } from "./intents.server";
import { DEGREES, isDegree, isOrdinaryWord, type Degree } from "./vocabulary.server";
import type { AssistantProfile, ExperienceEntry } from "~/content";
import { monthRange } from "./replies.server";
import { hasPhrase, normalize, tokens } from "./text.server";

/** The owner's studies as questions name them: before, after, while or between them, and the degree asked about. */

/**
 * "Does she have a PhD?", "is he a CS grad?": a degree asked about by a yes-or-no question, or
 * one the owner does not list, however it is asked ("where did she do her bachelor's?").
 */
export function degreeAsked(q: string, education: readonly { degree: string }[]): Degree | undefined {
  const holds = (degree: Degree) => education.some((entry) => isDegree(entry, degree));
  // "a bachelor's before the master's?": of two degrees named, the one the studies lack is the question.
  const all = DEGREES.filter((degree) => degree.asked.some((word) => hasPhrase(q, word)));
  // "Does he have a degree?", "which university did he go to?" of an owner whose studies are all certificates: any degree is missing.
  if (
    all.length === 0 &&
    /\s(?:degree|university|uni|college|graduate|grad|graduated)\s/.test(q) &&
    !DEGREES.some((degree) => degree.university !== false && holds(degree))
  )
    return { label: "a university degree", asked: [], marks: [] };
  // "does he have a degree?" of an owner who holds one: the university degrees held, for a yes.
  const held = DEGREES.filter((degree) => degree.university !== false && holds(degree));
  if (all.length === 0 && held.length > 0 && asks(q, "yesNo") && /\s(?:a|any) (?:university |college |uni |proper |formal )?degree\s/.test(q))
    return { label: "a university degree", asked: [], marks: held.flatMap((degree) => degree.marks), any: true };
  const named = all.find((degree) => !holds(degree)) ?? all[0];
  const lacking = named && !holds(named);
  // "phd?": a degree alone is asked about yes or no.
  if (!lacking && !asks(q, "yesNo") && !/\s(?:or|any)\s/.test(q) && tokens(q).length > 2) return undefined;
  return named;
}

/** A degree as a visitor names it ("her MSc", "the bachelor's", "uni"), after "after" or "between". */
export const STUDIES =
  "(?:(?:the|his|her|their|owner) )?(?:uni|university|college|school|graduating|graduation|studies|studying|degree|phd|doctorate|masters?|bachelors?|msc|bsc|mba|meng|beng|btech|mtech|ba|ma)";

/** "What did he do after his MSc?", "between uni and Vistula Rail": the time after the studies. */
export const AFTER_STUDIES = new RegExp(`\\safter ${STUDIES}\\s`);

export const BETWEEN_STUDIES = new RegExp(
  `\\sbetween (?:that|then|(?:finishing |leaving |graduating from )?${STUDIES})(?: in (?:19|20)\\d\\d)? and\\s`,
);

/** "Did she work while studying?", "any job during his masters?": the time of the studies. */
export const WHILE_STUDIES = new RegExp(
  `\\s(?:while|during|alongside|throughout) ${STUDIES}\\s|\\swhile (?:he|she|they|owner) (?:was|were) (?:studying|at uni|at university|at college)\\s`,
);

/**
 * The roles held during a degree for three months or more. A degree given by its years alone ("2019 – 2021") is taken to run
 * from the September of the first to the June of the last, as most do, so a role begun the summer after it is not "during".
 */
export function rolesDuring(experience: readonly ExperienceEntry[], studies: readonly { years: string }[]): ExperienceEntry[] {
  const termOf = (years: string): [number, number] | null => {
    const range = monthRange(years);
    if (!range) return null;
    const [from = "", to = from] = years.split(/\s*[–—-]\s*/);
    // A month named, or "Present", is taken as written.
    const asWritten = (end: string) => /[a-z]{3}/i.test(end);
    return [asWritten(from) ? range[0] : range[0] + 8, asWritten(to) ? range[1] : range[1] - 6];
  };
  const terms = studies.map((study) => termOf(study.years)).filter((term) => term !== null);
  return experience.filter((entry) => {
    const held = monthRange(entry.date);
    return held !== null && terms.some(([from, to]) => Math.min(to, held[1]) - Math.max(from, held[0]) >= 2);
  });
}

/** Words of a question about the studies. */
export const STUDY_WORDS = /\s(?:uni|university|universities|college|school|degree|degrees|bachelors?|masters?|phd|course|courses)\s/;

/** "Was her master's full time?": the studies of the degree named, or every degree when none is named. */
export function studiesOfDegree<T extends { degree: string; school?: string }>(q: string, education: readonly T[]): T[] {
  const named = DEGREES.filter((degree) => degree.asked.some((word) => hasPhrase(q, word)));
  const of = education.filter((entry) => named.some((degree) => isDegree(entry, degree)));
  // "was the seneca program full time?": the studies at the school named, by a word of its own.
  const atSchool = education.filter((entry) =>
    tokens(normalize(entry.school ?? "")).some((word) => word.length >= 4 && !isOrdinaryWord(word) && hasPhrase(q, word)),
  );
  return of.length > 0 ? of : atSchool.length > 0 ? atSchool : [...education];
}

/**
 * Does the content give a grade: the studies ("First Class Honours", "Second Class Upper", "GPA 3.8") or the owner's other words
 * ("Her master's thesis … was graded 18 out of 20")?
 */
export function gradesGiven({ education, snapshot, highlights, faq = [] }: AssistantProfile): boolean {
  return (
    /gpa|grade|honou?rs|distinction|merit|first.class|second.class|class (?:upper|lower)|upper second|2:[12]|cum laude|\d\.\d/i.test(
      JSON.stringify(education),
    ) ||
    [snapshot, ...highlights, ...faq.map((entry) => entry.answer)].some((text) =>
      /\b(?:graded|grades?|gpa|cgpa|honou?rs|distinction|first.class|cum laude|top of (?:the|my|his|her|their) class)\b/i.test(text),
    )
  );
}

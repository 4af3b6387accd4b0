import { WEEKDAY } from "../../facts/owner-facts";
import { inThirdPerson } from "../text.server";
import type { Reading } from "./reading.server";

/**
 * "what days does he work?", "does she work fridays?", "could they do a 5 day week?": the owner's own sentence on the days
 * they work ("He works Monday to Thursday only."), with a yes or a no where the question names a day or a week's length
 * and the sentence settles it. Null where no sentence of the owner's says which days.
 */
export function answerWorkingDays({ q, say, assistantProfile, owner, mentions }: Reading): string | null {
  // ("the working days package" names a project.)
  if (!ASKS_DAYS.test(q) || mentions.projects.length > 0) return null;
  const { snapshot, availability, faq = [] } = assistantProfile;
  const texts = [snapshot, availability.note ?? "", ...faq.map((entry) => entry.answer)];
  const sentence = texts.flatMap((text) => text.split(/(?<=[.!?])\s+/)).find((said) => SAYS_DAYS.test(said));
  if (!sentence) return null;
  // ("He works Monday to Thursday only." of the introduction: said with the owner's name, as an answer opens.)
  const answer = inThirdPerson(sentence, owner.firstName, owner.pronouns).replace(/^(?:He|She)\b/, owner.firstName);
  const works = daysWorked(sentence);
  if (!works || !/^\s(?:and |so )?(?:does|do|is|are|can|could|would|will)\s/.test(q)) return answer;
  const day = new RegExp(String.raw`\s(${WEEKDAY})s?\s`).exec(q)?.[1];
  if (day) return say.confirmed(works.has(DAYS.indexOf(day)), answer);
  if (/\sweekends?\s/.test(q)) return say.confirmed(works.has(5) || works.has(6), answer);
  // ("could he do a 5 day week?" asks whether he would; "is the 4 day week negotiable?" asks something else.)
  const length = /\s(?:do|work|take|accept) (?:a |an )?(\d|four|five|six|seven) day (?:week|weeks)\s/.exec(q)?.[1];
  if (length) return say.confirmed(works.size >= (Number(length) || WEEK_LENGTHS.indexOf(length) + 4), answer);
  return answer;
}

const DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const WEEK_LENGTHS = ["four", "five", "six", "seven"];

/** The days a question about working days names, or its words for them: "which days", "on fridays", "a 5 day week", "weekends". */
const ASKS_DAYS = new RegExp(
  String.raw`\s(?:what|which) days?\s(?:\S+\s){0,5}(?:work|works|working|available|free|off)\s|\s(?:working|work) (?:days|week)\s|` +
    String.raw`\s(?:work|works|working|available|contactable|reachable|around|in the office|open)\s(?:on\s)?(?:a\s)?(?:${WEEKDAY}|weekend)s?\s|` +
    String.raw`\s(?:answer|answers|reply|replies|respond|responds)\s(?:\S+\s){0,2}?on (?:a )?(?:${WEEKDAY}|weekend)s?\s|` +
    String.raw`\s(?:\d|four|five|six|seven) day (?:week|weeks)\s`,
);

/** An owner's sentence that names the days they work: "Monday to Thursday", "a four-day week (Fridays off)". */
const SAYS_DAYS = new RegExp(
  String.raw`\b${WEEKDAY}s?\s*(?:to|through|till|until|-|–)\s*${WEEKDAY}\b|\b(?:\d|four|five|three)-day (?:work )?week\b|\b${WEEKDAY}s? off\b`,
  "i",
);

/** The days of the week a sentence says the owner works (0 is Monday), or null when it names no span of them. */
function daysWorked(sentence: string): Set<number> | null {
  const span = new RegExp(String.raw`\b(${WEEKDAY})s?\s*(?:to|through|till|until|-|–)\s*(${WEEKDAY})\b`, "i").exec(sentence);
  if (span?.[1] && span[2]) {
    const [from, to] = [DAYS.indexOf(span[1].toLowerCase()), DAYS.indexOf(span[2].toLowerCase())];
    // ("Sunday to Thursday" goes round the end of the week.)
    return new Set(DAYS.map((_, i) => i).filter((i) => (from <= to ? i >= from && i <= to : i >= from || i <= to)));
  }
  const off = new RegExp(String.raw`\b(${WEEKDAY})s? off\b`, "i").exec(sentence)?.[1];
  if (off) return new Set([0, 1, 2, 3, 4].filter((i) => i !== DAYS.indexOf(off.toLowerCase())));
  return null;
}

import { WEEKDAY } from "../../facts/owner-facts";
import { normalize, openedWithName, SENTENCE_BREAK, tokens } from "../text.server";
import type { Reading } from "./reading.server";

/**
 * "what days does he work?", "does she work fridays?", "could they do a 5 day week?": the owner's own sentence on the days
 * they work ("He works Monday to Thursday only."), with a yes or a no where the question names a day or a week's length
 * and the sentence settles it. Null where no sentence of the owner's says which days.
 */
export function answerWorkingDays({
  q: question,
  say,
  assistantProfile,
  owner,
  mentions,
  previous,
  readPrevious,
  knowledge,
}: Reading): string | null {
  const { snapshot, availability, faq = [] } = assistantProfile;
  const texts = [snapshot, availability.note ?? "", ...faq.map((entry) => entry.answer)];
  // ("what does she do on fridays?": the owner's own sentences that name the day, from the introduction on.)
  const dayOfTheirs = DOES_ON_DAY.exec(question)?.[1];
  if (dayOfTheirs) {
    // ("Weekend Cache", capitalised inside a sentence, is a name; a weekday's name is capitalised all the same.)
    const naming = dayOfTheirs === "weekend" ? /\bweekends?\b|^\s*Weekends?\b/ : new RegExp(String.raw`\b${dayOfTheirs}s?\b`, "i");
    // ("…at Weekend Labs" names an employer, not the day.)
    const employers = knowledge.content.experience.map((entry) => entry.company).filter((company) => naming.test(company));
    const said = [owner.bio, ...texts]
      .flatMap((text) => text.split(SENTENCE_BREAK))
      .filter((sentence) => naming.test(employers.reduce((rest, company) => rest.split(company).join(" "), sentence)));
    // (A second sentence that mostly says the first again is left out.)
    const wordsOf = (sentence: string) => new Set(tokens(normalize(sentence)));
    const first = wordsOf(said[0] ?? "");
    const [opening, ...more] = said.filter((sentence, i) => {
      const words = wordsOf(sentence);
      return i === 0 || [...words].filter((word) => first.has(word)).length * 2 < words.size;
    });
    if (!opening) return null;
    return [opening, ...more.slice(0, 1)].map((sentence) => openedWithName(sentence, owner.firstName, owner.pronouns)).join(" ");
  }
  // ("what days does she work?", then "and saturdays?": the same question, of that day.)
  const another = previous === null ? undefined : ANOTHER_DAY.exec(question)?.[1];
  // ("what hours does she work?", then "and on fridays?": the same.)
  const q = another && (ASKS_DAYS.test(readPrevious()) || ASKS_HOURS.test(readPrevious())) ? ` does owner work on ${another}s ` : question;
  // ("can we do the interview on friday?" of an owner who works Monday to Thursday: a no; of a day they work, the hour decides,
  // which other rules read.)
  const meeting = !ASKS_DAYS.test(q) && MEETING_ON.test(q);
  // ("the working days package" names a project.)
  if ((!ASKS_DAYS.test(q) && !meeting) || mentions.projects.length > 0) return null;
  const sentence = texts.flatMap((text) => text.split(SENTENCE_BREAK)).find((said) => SAYS_DAYS.test(said));
  if (!sentence) return null;
  // ("He works Monday to Thursday only." of the introduction: said with the owner's name, as an answer opens.)
  const answer = openedWithName(sentence, owner.firstName, owner.pronouns);
  const works = daysWorked(sentence);
  if (!works || !/^\s(?:and |so )?(?:does|do|is|are|can|could|would|will)\s/.test(q)) return meeting ? null : answer;
  const day = new RegExp(String.raw`\s(${WEEKDAY})s?\s`).exec(q)?.[1];
  if (day && meeting) return works.has(DAYS.indexOf(day)) ? null : say.confirmed(false, answer);
  if (day) return say.confirmed(works.has(DAYS.indexOf(day)), answer);
  if (/\sweekends?\s/.test(q)) return say.confirmed(works.has(5) || works.has(6), answer);
  // ("could he do a 5 day week?" asks whether he would; "is the 4 day week negotiable?" asks something else.)
  const length = /\s(?:do|work|take|accept) (?:a |an )?(\d|four|five|six|seven) day (?:week|weeks)\s/.exec(q)?.[1];
  if (length) return say.confirmed(works.size >= (Number(length) || WEEK_LENGTHS.indexOf(length) + 4), answer);
  return answer;
}

const DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const WEEK_LENGTHS = ["four", "five", "six", "seven"];

/** "and saturdays?", "what about weekends?": a day asked of after a question on the days worked. */
const ANOTHER_DAY = new RegExp(String.raw`^\s(?:and|or|what about|how about)\s(?:on\s)?(?:the\s)?(${WEEKDAY}|weekend)s?\s$`);

/** The days a question about working days names, or its words for them: "which days", "on fridays", "a 5 day week", "weekends". */
const ASKS_DAYS = new RegExp(
  String.raw`\s(?:what|which) days?\s(?:\S+\s){0,5}(?:work|works|working|available|free|off)\s|\s(?:working|work) (?:days|week)\s|` +
    String.raw`\s(?:work|works|working|available|free|busy|off|contactable|reachable|around|in the office|open)\s(?:on\s)?(?:a\s)?(?:${WEEKDAY}|weekend)s?\s|` +
    String.raw`\s(?:answer|answers|reply|replies|respond|responds)\s(?:\S+\s){0,2}?on (?:a )?(?:${WEEKDAY}|weekend)s?\s|` +
    String.raw`\s(?:reach|contact|catch|get hold of|get in touch with)\s(?:him|her|them|owner)\s(?:on\s)?(?:a\s)?(?:${WEEKDAY}|weekend)s?\s|` +
    String.raw`\s(?:\d|four|five|six|seven) day (?:week|weeks)\s`,
);

/** "what hours does she work?", "what's his schedule": the hours asked, which a day asked next narrows. */
const ASKS_HOURS = /\s(?:hours|schedule|working day|work day|workday)\s/;

/** "what does she do on fridays?": what the owner does on a day. */
const DOES_ON_DAY = new RegExp(
  String.raw`^\s(?:so |and )?(?:what|wat) (?:does|do) (?:he|she|they|owner) do (?:on|at|over) (?:the\s)?(${WEEKDAY}|weekend)s?\s$`,
);

/** "can we do the interview on friday?", "so can i book an interview friday morning?": a meeting on a day. */
const MEETING_ON = new RegExp(String.raw`\s(?:interview|interviews|meeting|meet|chat|call)\s(?:on\s)?(?:a\s|this\s|next\s)?${WEEKDAY}s?\s`);

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

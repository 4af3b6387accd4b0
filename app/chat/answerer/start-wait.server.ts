/**
 * "can he start next month?" of an owner whose own answer says three months' notice: a no, and their words;
 * "in three months?": a yes. The wait asked and the wait said, each in weeks.
 */

import { MONTHS } from "./replies.server";
import { NUMBER_WORDS, numberIn } from "./text.server";

const WAIT = new RegExp(String.raw`\b(\d{1,3}|an?|${[...NUMBER_WORDS.keys()].join("|")})[\s-](day|week|month)s?\b`, "i");
const IN_WEEKS: Record<string, number> = { day: 1 / 7, week: 1, month: 52 / 12 };

const EVERY_WAIT = new RegExp(WAIT.source, "gi");

/** The wait one match gives, in weeks. */
function weeksOf(said: RegExpExecArray): number | null {
  if (!said[1] || !said[2]) return null;
  const count = /^an?$/i.test(said[1]) ? 1 : numberIn(said[1]);
  return count === null ? null : count * (IN_WEEKS[said[2].toLowerCase()] ?? 0);
}

/**
 * "3 months", "three-month", "two weeks", "30 days": the wait a text gives, in weeks; null when it gives none.
 * The one said with "notice" comes first ("a four-day week only. Four weeks' notice."), and a working pattern
 * ("a four-day week", "a 3-day week") is never one.
 */
function waitIn(text: string): number | null {
  const after = (said: RegExpExecArray) => text.slice((said.index ?? 0) + said[0].length);
  const before = (said: RegExpExecArray) => text.slice(0, said.index ?? 0);
  // ("four days a week" is a working pattern too.)
  const waits = [...text.matchAll(EVERY_WAIT)].filter(
    (said) => !(said[2]?.toLowerCase() === "day" && /^[\s-]*(?:(?:a|per|each)\s+)?weeks?\b/i.test(after(said))),
  );
  // ("Four weeks' notice", "my notice period is four weeks".)
  const said =
    waits.find((wait) => /^['’]?s?\s+(?:of\s+)?notice\b/i.test(after(wait)) || /\bnotice(?:\s+period)?(?:\s+is|\s+of|:)?\s+$/i.test(before(wait))) ??
    waits[0];
  return said ? weeksOf(said) : null;
}

/** The wait a yes-or-no question about starting asks of ("could she start next month?"), in weeks; null when it names none. */
function waitAsked(q: string): number | null {
  // ("if we send an offer today could he start next month" asks yes or no too; "how soon could he start" does not.)
  const yesOrNo =
    /^\s(?:and |so |ok )?(?:can|could|would|will|is)\s/.test(q) ||
    (/\s(?:could|can|would) (?:he|she|they|owner) (?:start|join)\s/.test(q) && !/\s(?:how|when|what|which)\s/.test(q));
  if (!yesOrNo) return null;
  // ("if we send an offer today, could he start next month?": today is when the offer goes, not the start.)
  if (/\s(?:immediately|right away|asap|straight away|tomorrow|tmrw|tmr|tomoz|this week)\s|\s(?:start|join|begin)\s(?:today|now|right now)\s/.test(q))
    return 0;
  if (/\snext week\s/.test(q)) return 1;
  if (/\snext month\s/.test(q)) return 52 / 12;
  const within = /\s(?:in|within)\s(.+)$/.exec(q)?.[1];
  return within ? waitIn(within) : null;
}

const A_DAY = new RegExp(String.raw`\b(?:(\d{1,2})\s+)?(${MONTHS.join("|")})[a-z]*\.?\s+(\d{4})\b`, "gi");
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * "…until I'm back at Wave Pay on 2 March 2027": the weeks from `now` to the latest day the answer names that is still to come;
 * null when it names none.
 */
function weeksToDaySaid(answer: string, now: number): number | null {
  const days = [...answer.matchAll(A_DAY)].map((said) =>
    Date.UTC(Number(said[3]), MONTHS.indexOf((said[2] ?? "").slice(0, 3).toLowerCase()), Number(said[1] ?? 1)),
  );
  const later = days.filter((day) => day > now);
  return later.length === 0 ? null : (Math.max(...later) - now) / WEEK_MS;
}

/** The owner's answer on when they can start, opened with a yes or a no when the question names a wait and the answer one too. */
export function startAnswer(q: string, answer: string, say: (yes: boolean, answer: string) => string, now = Date.now()): string {
  const asked = waitAsked(q);
  if (asked === null || /^(?:yes|no)\b/i.test(answer)) return answer;
  // ("can she start next month?" of an owner back from leave in March: a no, whatever notice follows.)
  const untilDay = weeksToDaySaid(answer, now);
  if (untilDay !== null && asked < untilDay) return say(false, answer);
  const notice = waitIn(answer);
  return notice === null || untilDay !== null ? answer : say(asked >= notice, answer);
}

import { SENTENCE_BREAK } from "../text.server";
import type { Reading } from "./reading.server";

/**
 * "does he do hosting?" … "how much?", "can he fix a hacked site?" … "how long does that usually take?": a bare question
 * of price or time right after an answer that gives one is asked of that answer, and its sentence says it. Null otherwise.
 */
export function answerFromLastFigure({ q, history, assistantProfile }: Reading): string | null {
  const last = history.at(-1);
  if (last?.role !== "assistant" || last.content === assistantProfile.fallbackReply) return null;
  const figure = HOW_MUCH.test(q) ? PRICE : HOW_LONG.test(q) ? DURATION : null;
  if (!figure) return null;
  return last.content.split(SENTENCE_BREAK).find((sentence) => figure.test(sentence)) ?? null;
}

const BARE = String.raw`^\s(?:and |so |ok |okay |right |cool )?`;
const POINTED = String.raw`(?:it|that|this|one|they)`;

/** "how much?", "how much is it", "what does that cost", "price?" (not "how much does he charge for a site?"). */
const HOW_MUCH = new RegExp(
  `${BARE}(?:how much|price|cost|whats the (?:price|cost)|what does ${POINTED} cost|how much (?:is|does|would|will) ${POINTED}(?: cost)?)\\s(?:per month |a month |roughly |approx |then )?$`,
);

/** "how long?", "how long does that usually take?". */
const HOW_LONG = new RegExp(`${BARE}how long(?: (?:does|would|will|did) ${POINTED} (?:usually |normally |typically )?take)?\\s$`);

/** A price said: "€30 a month", "$120", "450 euros". */
const PRICE = /[€$£¥₹]\s?\d|\d\s?(?:euros?|dollars?|pounds?|eur|usd|gbp)\b/i;

/** A time said: "within a day", "two to three weeks", "48 hours". */
const DURATION =
  /\b(?:a|an|one|two|three|four|five|six|\d+)(?:\s*(?:to|-|–)\s*(?:two|three|four|five|six|\d+))?\s+(?:hours?|days?|weeks?|months?)\b/i;

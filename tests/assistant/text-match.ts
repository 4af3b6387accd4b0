/**
 * Reading an answer the way a visitor does: case, punctuation, spacing, accents, "https://",
 * "October" vs "Oct" and "Node.js" vs "NodeJS" make no difference to whether a fact is there.
 */

const MONTHS = /\b(january|february|march|april|june|july|august|september|sept|october|november|december)\b/g;

/** Lower case, no accents, no punctuation; "next.js" → "nextjs", "e-mail" → "e mail", "October" → "oct". */
export function normalize(text: string): string {
  let s = text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  s = s.replace(/[\u2018\u2019\u02bc]/g, "'");
  s = s
    .replace(/\bhttps?:\/\//g, " ")
    .replace(/\bmailto:/g, " ")
    .replace(/\bwww\./g, "");
  // Names whose punctuation is the name.
  s = s
    .replace(/\bc\+\+/g, " cplusplus ")
    .replace(/\bc#/g, " csharp ")
    .replace(/\bf#/g, " fsharp ")
    .replace(/(^|[^\p{L}\p{N}])\.net\b/gu, "$1 dotnet ");
  s = s.replace(MONTHS, (month) => month.slice(0, 3));
  // A possessive is the word it is of: "his father's kiln" says "father".
  s = s.replace(/(?<=[\p{L}\p{N}])'s(?![\p{L}\p{N}])/gu, "");
  // "isn't public" says "not public": a verb's "n't" is its "not" ("can't" and "won't" keep their own verbs).
  s = s
    .replace(/\bcan't\b/g, "can not")
    .replace(/\bwon't\b/g, "will not")
    .replace(/\b([a-z]+)n't\b/g, "$1 not");
  // A dot or apostrophe inside a word joins it: next.js, fly.io, example.com.
  s = s.replace(/(?<=[\p{L}\p{N}])[.'](?=[\p{L}\p{N}])/gu, "");
  return s.replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const patterns = new Map<string, RegExp | null>();

/** A whole-word pattern of a wording in which the spaces between words may be missing ("front end" = "frontend"). */
function wordingPattern(wording: string): RegExp | null {
  const known = patterns.get(wording);
  if (known !== undefined) return known;
  const words = normalize(wording).split(" ").filter(Boolean);
  // Normalized text is words separated by single spaces, so a space or an end is a word boundary.
  // A plural says its word too: "weekend game jams" says "game jam".
  // "Node" and "Next" are what people call Node.js and Next.js, so the ".js" may follow.
  const plural = (words.at(-1)?.length ?? 0) >= 3 ? "(?:s|js)?" : "";
  const pattern = words.length ? new RegExp(`(?:^| )${words.map(escape).join(" ?")}${plural}(?: |$)`) : null;
  patterns.set(wording, pattern);
  return pattern;
}

/** Does the normalized text contain this wording as whole words? */
export function containsWording(normalizedText: string, wording: string): boolean {
  const pattern = wordingPattern(wording);
  return pattern !== null && pattern.test(normalizedText);
}

/** The answer's sentences and clauses: a "but" or "however" starts a new claim. */
export function clauses(text: string): string[] {
  return (
    text
      // ", so there is nothing to schedule around" is a consequence of its own, not a denial of what came before.
      .split(/[.!;\n]+(?=\s|$)|\s[–—]\s|,?\s+\b(?:but|however|although|though|whereas)\b|,\s+so\s+/i)
      .map((clause) => clause.trim())
      .filter(Boolean)
  );
}

function plain(text: string): string {
  return text.toLowerCase().replace(/[\u2018\u2019\u02bc]/g, "'");
}

// Word edges by Unicode letters: with \b, the "no" of a name such as "Noé" would read as a no.
const NEGATION =
  /(?<![\p{L}\p{N}_])(no|not|never|none|nor|neither|nothing|nope|nah|cannot|unlisted|isn't|aren't|doesn't|don't|didn't|hasn't|haven't|wasn't|won't|can't|couldn't|wouldn't)(?![\p{L}\p{N}_])|n't(?![\p{L}\p{N}_])/u;

/** Does the text say no (not, never, isn't…)? */
export function negates(text: string): boolean {
  return NEGATION.test(plain(text));
}

const NOT_COVERED = new RegExp(
  [
    String.raw`not sure`,
    String.raw`(don't|do not|doesn't|does not) (know|say|mention|cover|list|have|share)`,
    String.raw`(isn't|is not|aren't|are not|wasn't|was not) (mentioned|listed|covered|on (the|this|his|her|their) (site|page|portfolio|list))`,
    String.raw`not (mentioned|listed|covered|on (the|this|his|her|their) (site|page|portfolio|list))`,
    String.raw`no (info|information|details?|data|record)\b`,
    String.raw`there('s| is| are) no .{1,40} (on|in) (the|this|his|her|their) (site|page|portfolio)`,
    String.raw`(can't|cannot|couldn't|could not|won't|will not) (say|find|tell|help|answer|share|give|reveal|disclose)`,
    String.raw`nothing (about|on|here)`,
    String.raw`none of .{1,40} (lists?|mentions?)\b`,
    String.raw`\bonly (know|answer|talk|cover|help)`,
    String.raw`\bcan only\b`,
    String.raw`no idea`,
    String.raw`outside (what|my|the)`,
    String.raw`not something (i|the site|this site)`,
    String.raw`(ask|e-?mail|contact|reach) (him|her|them|.{1,20}) (directly|himself|herself|themselves|themself)`,
  ].join("|"),
);

/** Does the text say that the site does not cover the question? */
export function saysNotCovered(text: string): boolean {
  return NOT_COVERED.test(plain(text));
}

const UNSURE = /\b(not sure|don't know|do not know|no idea|can't say|cannot say|couldn't say|no information)\b/;

/** Does the text say that it does not know? */
export function unsure(text: string): boolean {
  return UNSURE.test(plain(text));
}

const YES_FIRST = /^\W*(yes|yeah|yep|yup|sure|absolutely|definitely|certainly|of course|indeed|you bet|totally)\b/;

/** Does the answer open with a yes ("Yes!", "Sure,", "Absolutely")? */
export function opensWithYes(text: string): boolean {
  return YES_FIRST.test(plain(text));
}

/** "No: she is a Portuguese citizen, so …", "Nope, …": an answer that opens with a no. */
export function opensWithNo(text: string): boolean {
  return /^\s*(?:no|nope|not really)\s*[:,.!—–-]/i.test(text);
}

/**
 * Does the answer claim what the question asks about? The clauses that name it must all
 * negate it; an answer that does not name it affirms only with an opening yes and no negation.
 */
export function affirms(text: string, wordings: readonly string[]): boolean {
  const about = clauses(text).filter((clause) => {
    const normalized = normalize(clause);
    return wordings.some((wording) => containsWording(normalized, wording));
  });
  if (about.length > 0) return about.some((clause) => !negates(clause) && !saysNotCovered(clause));
  return opensWithYes(text) && !negates(text);
}

const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });

/** Emoji as a reader counts them: one per picture, however many code points it is made of. */
export function countEmoji(text: string): number {
  let count = 0;
  for (const { segment } of segmenter.segment(text)) {
    // ©, ® and ™ are pictographic in Unicode but read as text.
    if (/\p{Extended_Pictographic}/u.test(segment) && !/^[\u00a9\u00ae\u2122]$/u.test(segment)) count++;
  }
  return count;
}

/** Number words, so that "five" counts for 5. */
const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
];

/** A number as a fact: its digits or, up to twenty, its word. */
export function numberFact(value: number): string[] {
  const word = NUMBER_WORDS[value];
  return word ? [String(value), word] : [String(value)];
}

import data from "./intents/patterns.json";

/**
 * What a question asks, read from its normalized text (text.server.ts: lower case, single
 * spaces, padded with a space at each end). The intents are data (intents/patterns.json): a
 * reviewer reads and extends their phrases there; the answerer decides their order.
 */

interface IntentData {
  words?: string[];
  patterns?: string[];
  flags?: string;
}

export type Intent = keyof typeof data.intents;

/**
 * A phrase written with one pronoun ("where does he work", "her job") matches the others and the
 * owner's name too, so the data need say each phrase once. The intents about pronouns themselves keep theirs.
 */
function anyPronoun(phrase: string): string {
  return (
    phrase
      .replace(/\b(?:does|do) (?:he|she|they)\b/g, "(?:does|do) (?:he|she|they|owner)")
      .replace(/\b(?:has|have) (?:he|she|they)\b/g, "(?:has|have) (?:he|she|they|owner)")
      .replace(/\b(?:is|are) (?:he|she|they)\b/g, "(?:is|are) (?:he|she|they|owner)")
      .replace(/\b(?:he|she|they)\b(?![|)])/g, "(?:he|she|they|owner)")
      // "owner" is never a possessive here: "Arun's work" and "does Arun work" both read "owner work".
      .replace(/\b(?:his|her|their|him|them)\b(?![|)])/g, "(?:his|her|their|him|them)")
  );
}

const OWN_PRONOUNS: ReadonlySet<string> = new Set(["pronouns", "anaphora"]);

function compile(name: string, { words, patterns = [], flags }: IntentData): RegExp {
  const phrases = words?.length ? [String.raw`\s(?:${words.map((word) => (OWN_PRONOUNS.has(name) ? word : anyPronoun(word))).join("|")})\s`] : [];
  return new RegExp([...phrases, ...patterns].join("|"), flags);
}

export const INTENT = Object.fromEntries(
  Object.entries(data.intents as Record<Intent, IntentData>).map(([name, intent]) => [name, compile(name, intent)]),
) as Record<Intent, RegExp>;

/** Each intent's place in a text's answers below. */
const INTENT_INDEX = new Map(Object.keys(INTENT).map((intent, index) => [intent as Intent, index]));
const UNREAD = 0;
const NO = 1;
const YES = 2;

/**
 * Rule after rule asks the same text what it asks, often the same intent again: each text's answers are kept
 * while it is read (UNREAD, NO or YES per intent). Bounded, as the texts are visitors' (a conversation reads a
 * few at a time).
 */
const answersOf = new Map<string, Uint8Array>();
const REMEMBERED_TEXTS = 64;

export function asks(normalized: string, intent: Intent): boolean {
  let known = answersOf.get(normalized);
  if (!known) {
    if (answersOf.size >= REMEMBERED_TEXTS) answersOf.delete(answersOf.keys().next().value ?? "");
    known = new Uint8Array(INTENT_INDEX.size);
    answersOf.set(normalized, known);
  }
  const index = INTENT_INDEX.get(intent) ?? 0;
  if (known[index] === UNREAD) known[index] = INTENT[intent].test(normalized) ? YES : NO;
  return known[index] === YES;
}

/** Words that some intent reads on their own ("stack", "demo", "hosted"): words of a question, not names of a thing. */
const intentWords = new Map<string, boolean>();

export function isIntentWord(word: string): boolean {
  let known = intentWords.get(word);
  if (known === undefined) {
    known = Object.values(INTENT).some((pattern) => pattern.test(` ${word} `));
    if (intentWords.size < 512) intentWords.set(word, known);
  }
  return known;
}

/**
 * The intents' phrases of two words or more ("notice period", "time zone"), by each of their words: a word said inside
 * one of them is said in that phrase's meaning, whatever else the owner names with it.
 */
const PHRASES_BY_WORD = new Map<string, string[]>();
for (const intent of Object.values(data.intents as Record<Intent, IntentData>))
  for (const phrase of intent.words ?? [])
    if (/^[a-z]+(?: [a-z]+)+$/.test(phrase) && !/\b(?:he|she|they|his|her|their|him|them)\b/.test(phrase))
      for (const word of phrase.split(" ")) PHRASES_BY_WORD.set(word, [...(PHRASES_BY_WORD.get(word) ?? []), ` ${phrase} `]);

/** Is the word at `at` among `words` inside an intent's phrase of two words or more ("notice" in "whats their notice period")? */
export function inIntentPhrase(words: readonly string[], at: number): boolean {
  const word = words[at] ?? "";
  const phrases = PHRASES_BY_WORD.get(word);
  if (!phrases) return false;
  return phrases.some((phrase) => {
    const inPhrase = phrase.trim().split(" ");
    return inPhrase.some((candidate, i) => candidate === word && ` ${words.slice(at - i, at - i + inPhrase.length).join(" ")} ` === phrase);
  });
}

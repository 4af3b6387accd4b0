import examples from "./intents/examples.json";
import { INTENT } from "./intents.server";
import { isPlaceName } from "./places.server";
import { normalize, tokens } from "./text.server";
import { EVERYDAY_WORDS, isOrdinaryWord, KIND_WORDS, KNOWN_TECH, QUESTION_WORDS, SHORTHAND, SPOKEN_LANGUAGES } from "./vocabulary.server";

/**
 * Typos in the words that carry a question's meaning ("depolyed", "relcoate"): a word the
 * answerer does not know becomes the one word it knows that is a single slip away. Only slips
 * that rarely make another real word count: two letters swapped, one letter missing or doubled
 * in a word of six letters or more ("skils", "befor"), or one letter wrong in a word of eight
 * ("mastadon"). Names are left to the name search, which has its own typo tolerance.
 */
const MIN_LENGTH = 5;
const LONG = 6;
const LONGER = 8;

/** The words the answerer's rules and example questions are written with: what a typo is corrected to. */
const KNOWN: ReadonlySet<string> = new Set(
  [
    ...Object.values(INTENT).flatMap((pattern) => pattern.source.match(/[a-z]{5,}/g) ?? []),
    ...Object.values(examples.intents).flatMap((questions) => questions.flatMap((question) => question.toLowerCase().match(/[a-z]{5,}/g) ?? [])),
    ...QUESTION_WORDS,
  ].filter((word) => word.length >= MIN_LENGTH),
);

/** Words of the technology vocabulary: real words, never taken for a typo ("learning" is not "earning"). */
const VOCABULARY: ReadonlySet<string> = new Set(
  [...Object.values(KIND_WORDS).flat(), ...KNOWN_TECH.flatMap((tech) => [tech.name, ...(tech.aliases ?? [])]), ...SPOKEN_LANGUAGES].flatMap((text) =>
    tokens(normalize(String(text))),
  ),
);

/** What a typo may be corrected to: the rules' words and the technology vocabulary's. */
const TARGETS: readonly string[] = [...new Set([...KNOWN, ...[...VOCABULARY].filter((word) => word.length >= MIN_LENGTH)])];

/** Where the first word first differs from the second, -1 where it does not (it may be the shorter). */
function firstDifference(word: string, other: string): number {
  for (let i = 0; i < word.length; i++) if (word[i] !== other[i]) return i;
  return -1;
}

/** One slip between two words: a swap of neighbours, or (long words) one letter more, less or wrong. */
function oneSlip(typed: string, known: string): boolean {
  if (typed.length === known.length) {
    const at = firstDifference(typed, known);
    if (at < 0) return false;
    const swapped = typed[at] === known[at + 1] && typed[at + 1] === known[at] && typed.slice(at + 2) === known.slice(at + 2);
    return swapped || (typed.length >= LONGER && typed.slice(at + 1) === known.slice(at + 1));
  }
  const [shorter, longer] = typed.length < known.length ? [typed, known] : [known, typed];
  if (longer.length - shorter.length !== 1 || longer.length < LONG) return false;
  const at = firstDifference(shorter, longer);
  // A letter left off the end is a slip ("experienc"); one more at the end only when doubled ("skillss") or a plural's
  // ("drizzles"): "systemc" and "rustc" are names of their own.
  if (at === -1) return typed.length < known.length || longer.at(-1) === longer.at(-2) || longer.endsWith("s");
  return shorter.slice(at) === longer.slice(at + 1);
}

/** The targets by length, so a word is compared only with those one letter shorter, as long, or one longer. */
const TARGETS_BY_LENGTH = new Map<number, string[]>();
for (const target of TARGETS) TARGETS_BY_LENGTH.set(target.length, [...(TARGETS_BY_LENGTH.get(target.length) ?? []), target]);

/** The technology vocabulary's longer words by length: what two pieces typed apart may join into ("post gress"). */
const TECH_BY_LENGTH = new Map<number, string[]>();
for (const word of VOCABULARY) if (word.length >= LONG) TECH_BY_LENGTH.set(word.length, [...(TECH_BY_LENGTH.get(word.length) ?? []), word]);

/**
 * "post gress", "kuber netes": two pieces of one technology's name typed apart, where a piece is no word the answerer knows
 * ("gress"), joined: the joined word is one of the vocabulary's, or a slip from one.
 */
function joinedPieces(words: readonly string[], keep: ReadonlySet<string>): string[] {
  const known = (word: string) => KNOWN.has(word) || VOCABULARY.has(word) || keep.has(word) || isOrdinaryWord(word) || EVERYDAY_WORDS.has(word);
  const joined: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const [piece = "", next = ""] = [words[i], words[i + 1]];
    // (Two words of their own, "front end", "hugging face", are read as they are.)
    const whole = piece.length < 3 || next.length < 3 || (known(piece) && known(next)) ? "" : piece + next;
    const join =
      whole.length < LONG
        ? undefined
        : VOCABULARY.has(whole)
          ? whole
          : [whole.length - 1, whole.length, whole.length + 1]
              .flatMap((length) => TECH_BY_LENGTH.get(length) ?? [])
              .find((word) => oneSlip(whole, word));
    joined.push(join ?? piece);
    if (join) i++;
  }
  return joined;
}

/** Each owner's corrections already made: one question is read several times while it is answered. */
const corrected = new WeakMap<ReadonlySet<string>, Map<string, string>>();
const REMEMBERED = 500;

/**
 * The normalized question with each unknown word that is one slip from a known word corrected, and
 * each short form spelt out ("gh" is "github"). `keep`: words never changed (the content's own).
 */
export function correctSpelling(normalized: string, keep: ReadonlySet<string>): string {
  const known = corrected.get(keep) ?? new Map<string, string>();
  corrected.set(keep, known);
  const remembered = known.get(normalized);
  if (remembered !== undefined) return remembered;
  const words = joinedPieces(tokens(normalized), keep).map((word) => {
    const spelledOut = SHORTHAND[word];
    if (spelledOut !== undefined && !keep.has(word)) return spelledOut;
    // An everyday English word is meant as written: "biased" is not "based", "finish" is not "Finnish"; so is a place ("germany").
    if (
      word.length < MIN_LENGTH ||
      KNOWN.has(word) ||
      VOCABULARY.has(word) ||
      keep.has(word) ||
      isOrdinaryWord(word) ||
      EVERYDAY_WORDS.has(word) ||
      !/^[a-z]+$/.test(word) ||
      isPlaceName(word)
    )
      return word;
    const near = [word.length - 1, word.length, word.length + 1].flatMap((length) => TARGETS_BY_LENGTH.get(length) ?? []);
    const matches = near.filter((target) => oneSlip(word, target));
    // Several words of one family ("deploy", "deployed" for "deployd") are one meaning.
    const [first] = matches;
    return first !== undefined && matches.every((match) => match.slice(0, 5) === first.slice(0, 5)) ? first : word;
  });
  const result = ` ${words.join(" ")} `;
  if (known.size >= REMEMBERED) known.clear();
  known.set(normalized, result);
  return result;
}

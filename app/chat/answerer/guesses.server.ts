import irregularVerbs from "english-verbs-irregular/dist/verbs.json";
import { escapeRegExp } from "./text.server";

/**
 * "he went to IIT Madras, right?", "i heard the billing app uses postgres?": a guess the visitor asks to have confirmed,
 * asked as the question it stands for ("did he go to IIT Madras?"), so the rules that answer questions answer it, with a
 * yes or a no.
 */

const IRREGULAR = irregularVerbs as Record<string, string[][]>;

/** Irregular past forms and the verb they are of: "went" is of "go", "taught" of "teach". */
const BASE_OF_PAST = new Map(
  Object.entries(IRREGULAR)
    .flatMap(([base, forms]) => forms.map(([past = ""]) => [past, base] as const))
    .filter(([past, base]) => past !== base),
);

/** Verbs a guess about an owner or their work says in the present or a regular past: "lives", "worked", "studied". */
const VERBS = new Set([
  ...Object.keys(IRREGULAR),
  ..."live use work study code program attend graduate intern manage mentor own prefer speak know love enjoy host deploy ship support develop design create publish contribute invoice freelance consult lead join relocate move handle specialise specialize focus need want charge include offer".split(
    " ",
  ),
]);

/** Words that are asked of by putting them first: "he is in Chennai" is asked as "is he in Chennai". */
const PUT_FIRST = new Set("is are was were can could will would should has have had".split(" "));

/** Irregular past participles: "has built", "has taught". */
const PARTICIPLES: ReadonlySet<string> = new Set(Object.values(IRREGULAR).flatMap((forms) => forms.flatMap(([, participle]) => participle ?? [])));

/** A past participle after "has": "has worked", "has built". */
const isParticiple = (word: string) => /ed$/.test(word) || PARTICIPLES.has(word);

/** The verb a word is a form of, and whether it is past: "uses" → use, "studied" → study (past), "went" → go (past). */
function verbOf(word: string): { base: string; past: boolean } | undefined {
  const irregularPast = BASE_OF_PAST.get(word);
  if (irregularPast) return { base: irregularPast, past: true };
  const candidates: [string, boolean][] = [
    [word.replace(/ies$/, "y"), false],
    [word.replace(/es$/, ""), false],
    [word.replace(/s$/, ""), false],
    [word.replace(/ied$/, "y"), true],
    [word.replace(/ed$/, ""), true],
    [word.replace(/d$/, ""), true],
  ];
  const found = candidates.find(([base]) => base !== word && VERBS.has(base));
  return found ? { base: found[0], past: found[1] } : undefined;
}

/** A tag that asks whether what comes before holds: "right?", ", correct?", "isn't it?". */
const TAGGED =
  /^([^?]*?\S)[\s,]+(?:right|correct|yeah|yes|no|true|innit|is that right|is that correct|am i right|(?:is|was|does|did|has|are|do|were)n'?t (?:he|she|they|it))\s*\?*\s*$/i;

/** What a visitor heard or thinks, put before a guess that ends with a question mark: "i heard he …?", "apparently she …?". */
const HEARD =
  /^\s*(?:i (?:heard|read|was told|think|thought|believe|assume|understand)|(?:someone|somebody|a friend|a colleague) (?:said|told me)|apparently)(?: that)?\s+([^?]*?\S)\s*\?+\s*$/i;

/**
 * Reads a guess as a question, or gives null for what is no guess of this kind. `names`: the owner's names and the names of
 * what they made and where they worked, which may start a guess; built into one pattern once per owner.
 */
export function guessReader(names: readonly string[]): (question: string) => string | null {
  const named = names.length > 0 ? `|${names.map(escapeRegExp).join("|")}` : "";
  const subject = new RegExp(String.raw`^(?:he|she|they|(?:the|his|her|their|its) \S+${named})\b`, "i");
  return (question) => guessAsQuestion(question, subject);
}

function guessAsQuestion(question: string, subject: RegExp): string | null {
  const statement = (TAGGED.exec(question) ?? HEARD.exec(question))?.[1]?.replace(/^\s*(?:so|and|ok|okay|oh|wait)[\s,]+/i, "");
  // ("he knows python so django right?" asks of django: a guess drawn from another is left as it was put.)
  if (!statement || /\s(?:so|but|because|since)\s/i.test(statement)) return null;
  if (!subject.test(statement)) return null;
  const words = statement.split(/\s+/);
  // The verb comes within the first few words: "the billing app uses …", "Arun Kumar went …".
  for (let at = 1; at < Math.min(words.length, 5); at++) {
    const word = (words[at] ?? "").toLowerCase();
    const who = words.slice(0, at).join(" ");
    const rest = words.slice(at + 1).join(" ");
    const plural = /^they$/i.test(who);
    if (PUT_FIRST.has(word)) {
      const doesHave = /^(?:has|have)$/.test(word) && !isParticiple((words[at + 1] ?? "").toLowerCase());
      return doesHave ? `${plural ? "do" : "does"} ${who} have ${rest}?` : `${word} ${who} ${rest}?`;
    }
    const verb = plural && VERBS.has(word) ? { base: word, past: false } : verbOf(word);
    if (verb) return `${verb.past ? "did" : plural ? "do" : "does"} ${who} ${verb.base} ${rest}?`;
  }
  return null;
}

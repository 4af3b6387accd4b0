import { asks } from "../intents.server";
import { normalize, SENTENCE_BREAK, squash, STOPWORDS, tokens } from "../text.server";
import type { Reading } from "./reading.server";

/**
 * "does she want a back-end lead role?" of an owner whose own answer says "I'm not looking for a people-manager or back-end lead
 * role": three to six words in a row of a yes-or-no question, two of them more than small words and none a name, that one
 * sentence of the owner's answers denies. The no, with that sentence; null where no one sentence denies them.
 */
export function answerInOwnPhrase({ q, say, assistantProfile, knowledge }: Reading): string | null {
  if (!asks(q, "yesNo")) return null;
  // Each clause apart: "…not looking for full-time roles: she is open only to part-time roles" denies the first, not the second.
  const said = (assistantProfile.faq ?? [])
    .flatMap((entry) => entry.answer.split(SENTENCE_BREAK))
    .map((sentence) => sentence.trim())
    .filter(Boolean)
    .flatMap((sentence) => sentence.split(CLAUSE_BREAK).map((clause) => ({ sentence, normalized: normalize(clause) })));
  if (said.length === 0) return null;
  const words = tokens(q);
  const weighty = (word: string) => !STOPWORDS.has(word) && !knowledge.ownerWords.has(word) && !ASKING.has(word);
  // (A name the answers say is no denial of it: "Marché de Nuit" in the owner's answer on why Godot.)
  const named = (word: string) => knowledge.nameWords.has(word) || knowledge.techKeys.has(squash(word));
  for (let length = Math.min(words.length, 6); length >= 3; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      const run = words.slice(start, start + length);
      if (run.filter(weighty).length < 2 || !weighty(run[0] ?? "") || !weighty(run[run.length - 1] ?? "") || run.some(named)) continue;
      const phrase = ` ${run.join(" ")} `;
      const saying = said.filter(({ normalized }) => normalized.includes(phrase));
      const [only] = saying;
      if (saying.length !== 1 || !only) continue;
      // (The denial within the clause, before the words: "but she … is not looking for a people-manager or back-end lead role".)
      const before = only.normalized.slice(0, only.normalized.indexOf(phrase));
      if (!DENIAL.test(before)) return null;
      return /^no\b/i.test(only.sentence) ? only.sentence : say.confirmed(false, only.sentence);
    }
  }
  return null;
}

/** Where a sentence's clauses part: a comma, a colon, a semicolon, a dash, "but". */
const CLAUSE_BREAK = /[,:;–—]|\bbut\b/;

/** Words that ask rather than say what is asked about. */
const ASKING = new Set(["want", "wants", "like", "likes", "would", "looking", "open", "interested", "know", "think", "tell", "please"]);

/** "not", "no", "never", "don't", "isn't": the sentence denies what follows. */
const DENIAL = /\s(?:not|no|never|dont|doesnt|isnt|wont|wouldnt|hasnt|havent|cant|cannot|nor)\s/;

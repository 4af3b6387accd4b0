import { SENTENCE_BREAK, STOPWORDS, normalize, tokens } from "../text.server";
import type { Knowledge } from "../knowledge.server";
import type { Reading } from "./reading.server";

/**
 * "how did his team cut release time?" of "…set up code review, CI and edge deployments that cut release time from days to
 * minutes": three or more words in a row of the question, two of them more than small words, that one sentence of the content
 * says, answered by that sentence. Null where no such run is in exactly one sentence.
 */
export function answerHowItWasDone({ q, knowledge }: Reading): string | null {
  if (!HOW_DONE.test(q)) return null;
  const words = tokens(q).slice(3);
  const { sentences, said } = sentencesOf(knowledge);
  for (let length = Math.min(words.length, 6); length >= 3; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      const run = words.slice(start, start + length);
      if (run.filter((word) => !STOPWORDS.has(word) && !knowledge.ownerWords.has(word)).length < 2) continue;
      const phrase = ` ${run.join(" ")} `;
      const holding = sentences.filter((_, i) => said[i]?.includes(phrase));
      if (new Set(holding).size === 1 && holding[0]) return holding[0];
    }
  }
  return null;
}

/** "how did he…", "how does her team…": how something the content says was done. */
const HOW_DONE = /^\s(?:so |and |ok )?how (?:did|does|do|has|have) (?:he|she|they|owner|(?:his|her|their|owner s) (?:team|company|group))\s/;

const split = new WeakMap<Knowledge, { sentences: string[]; said: string[] }>();
/** The content's sentences, each with its words as the question's are read, split once per owner. */
function sentencesOf(knowledge: Knowledge): { sentences: string[]; said: string[] } {
  const known = split.get(knowledge);
  if (known) return known;
  const sentences = knowledge.factDocs.flatMap((fact) =>
    fact.answer
      .split(SENTENCE_BREAK)
      .map((sentence) => sentence.trim())
      .filter(Boolean),
  );
  const made = { sentences, said: sentences.map((sentence) => ` ${tokens(normalize(sentence)).join(" ")} `) };
  split.set(knowledge, made);
  return made;
}

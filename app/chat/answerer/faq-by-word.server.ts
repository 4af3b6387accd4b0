import { isIntentWord } from "./intents.server";
import { stem } from "./knowledge.server";
import { normalize, STOPWORDS, tokens } from "./text.server";

/**
 * "does he do logos?" of an owner who asks "Do you design logos?" and answers of logos: a word of the question that only
 * one of the owner's questions and its answer hold, and nothing else of the content, is what that question asks.
 * Every other word of the question must be one that entry says too: "who is her manager at Cowrie Rails?" asks of a company
 * the owner's answer on manager roles does not name, "what's her daily rate as a contractor?" of a rate.
 * Built once per owner; the look-up returns the entry's answer, or null.
 */
export function faqByOwnWord(
  entries: readonly { questions: readonly string[]; answer: string }[],
  restOfContent: string,
  ownerWords: ReadonlySet<string>,
): (question: string) => string | null {
  const stemsOf = (text: string) => new Set(tokens(normalize(text)).map(stem));
  const restStems = stemsOf(restOfContent);
  const entryStems = entries.map((entry) => stemsOf(`${entry.questions.join(" ")} ${entry.answer}`));
  // (A word the owner's answer says: "What's his favourite engine?" answered "Unreal Engine 5 for most things" is no answer
  // to "favourite food?".)
  const answeredStems = entries.map((entry) => stemsOf(entry.answer));
  const askedStems = entries.map((entry, at) => new Set([...stemsOf(entry.questions.join(" "))].filter((word) => answeredStems[at]?.has(word))));
  return (question) => {
    const asked = tokens(normalize(question)).filter(
      (word) => word.length >= 4 && !STOPWORDS.has(word) && /^\p{L}+$/u.test(word) && !ownerWords.has(word),
    );
    for (const word of asked) {
      if (word.length < 5 || restStems.has(stem(word))) continue;
      const askedIn = entries.flatMap((_, at) => (askedStems[at]?.has(stem(word)) ? [at] : []));
      // ("when does his band rehearse?" of "Is he in a band?" answered "…We rehearse on Thursday evenings": a word one answer
      // alone says, beside a word its question asks. "does ro do console work?" of two answers that say "console" is neither's.)
      const answeredIn = entries.flatMap((_, at) => (answeredStems[at]?.has(stem(word)) ? [at] : []));
      const holding =
        askedIn.length > 0 || answeredIn.length !== 1
          ? askedIn
          : answeredIn.filter((at) => asked.some((other) => other !== word && !isIntentWord(other) && askedStems[at]?.has(stem(other))));
      const [at] = holding;
      if (holding.length === 1 && at !== undefined && asked.every((other) => entryStems[at]?.has(stem(other)))) return entries[at]?.answer ?? null;
    }
    return null;
  };
}

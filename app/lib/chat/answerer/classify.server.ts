import MiniSearch from "minisearch";
import examples from "./intents/examples.json";
import { stem } from "./knowledge.server";
import { normalize, tokens } from "./text.server";

/**
 * The topic of a question by its nearest example question (intents/examples.json), typos
 * allowed. The answerer asks this only when none of its own rules recognised the question, so
 * the examples widen what it understands without changing what it already answers.
 */
export type Topic = keyof typeof examples.intents;

/** Words that say nothing about the topic: the owner and pronouns, and the glue of a question. */
const FILLER = new Set(
  (
    "owner he him his she her hers they them their theirs you your u ur is are was were be been do does did can could would " +
    "will should shall a an the of to in on at for with and or me i my we us please tell let know any some about this that it its s"
  ).split(" "),
);

/** A question word alone matches too much: at least this share of a question's words must match an example. */
const MIN_COVERAGE = 0.6;

function terms(text: string): string[] {
  return tokens(normalize(text)).filter((word) => !FILLER.has(word));
}

const index = new MiniSearch<{ id: number; topic: Topic; text: string }>({
  fields: ["text"],
  storeFields: ["topic", "text"],
  tokenize: terms,
  processTerm: (term) => stem(term),
  searchOptions: { fuzzy: (term) => (term.length > 4 ? 0.25 : 0), prefix: (term) => term.length > 4, combineWith: "OR" },
});
let id = 0;
for (const [topic, questions] of Object.entries(examples.intents) as [Topic, string[]][]) {
  index.addAll(questions.map((text) => ({ id: id++, topic, text })));
}

/** The topic of the nearest example, or null when no example is near enough. */
export function topicOf(question: string): Topic | null {
  const asked = [...new Set(terms(question).map(stem))];
  if (asked.length === 0) return null;
  for (const hit of index.search(asked.join(" ")).slice(0, 5)) {
    const exampleTerms = new Set(terms(String(hit.text)).map(stem));
    // Coverage both ways: most of the question's words, and most of the example's, are shared.
    const shared = hit.queryTerms.length;
    if (shared / asked.length >= MIN_COVERAGE && shared / exampleTerms.size >= MIN_COVERAGE) return hit.topic as Topic;
  }
  return null;
}

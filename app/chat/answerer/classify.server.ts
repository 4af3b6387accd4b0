import MiniSearch from "minisearch";
import examples from "./intents/examples.json";
import { stem } from "./knowledge.server";
import { normalize, tokens } from "./text.server";
import { isOrdinaryWord } from "./vocabulary.server";

/**
 * Questions matched to the nearest example question, typos allowed: the topics of
 * intents/examples.json, and the owner's own FAQ. The answerer asks these only where its own
 * rules did not recognise the question, so examples widen what it understands without
 * changing what it already answers.
 */
export type Topic = keyof typeof examples.intents;

/** Words that say nothing about the topic: the owner and pronouns, and the glue of a question. */
const FILLER = new Set(
  (
    "owner he him his she her hers they them their theirs you your u ur is are was were be been do does did have has had can could would " +
    "will should shall a an the of to in on at for with and or me i my we us please tell let know any some about this that it its s ok okay so then well " +
    "whatever anyway anyways but people"
  ).split(" "),
);

/** A question word alone matches too much: at least this share of a question's words, and of the example's, must match. */
const MIN_COVERAGE = 0.6;
/** The share of a question's words enough when it contains every word of an example (of two words or more). */
const MIN_WHOLE_COVERAGE = 0.4;

/** Words for one thing that share no stem: "drop out of university" and "leave university", "go into SRE" and "become an SRE". */
const SAME_MEANING: readonly [RegExp, string][] = [
  [/\s(?:drop|dropped|dropping|drops) out\s/g, " leave "],
  [/\s(?:go|goes|went|gone|get|gets|got|move|moves|moved) into\s|\s(?:end|ended|ends) up (?:in|as)\s/g, " become "],
  // "does he do on call?" asks about being on the pager rota, which the owner's "Can I call him?" does not.
  [/(?<!\s(?:get|hop|jump|him|her|them|me|us|you))\son call\s/g, " oncall "],
  // "her day rate" and "her daily rate" are one thing.
  [/\s(?:day|daily) rates?\s/g, " dayrate "],
  // "what's it called?", "what was the start-up called?" ask a name, which the owner's "Can I call her?" does not.
  [/(\s(?:is|s|was|are|were)\s(?:\S+\s){1,3}?)called\s/g, "$1named "],
];

function terms(text: string): string[] {
  const said = SAME_MEANING.reduce((words, [phrase, meaning]) => words.replace(phrase, meaning), normalize(text));
  return tokens(said).filter((word) => !FILLER.has(word));
}

/** A classifier trained on labelled example questions: a question's label, or null when none fits. */
export type ExampleMatcher = <Label>(
  labelled: readonly { text: string; label: Label }[],
  options?: MatchOptions,
) => (question: string) => Label | null;

/**
 * `whole`: a question that says all of an example and more is near it ("does she need visa
 * sponsorship to join our UK team?"). Right for the owner's FAQ, whose few examples are each
 * specific; too loose for the topics, where a short example would catch unrelated questions.
 */
export interface MatchOptions {
  whole?: boolean;
}

/** Short forms visitors type for a word of an example ("is he a mainframe dev?" of "Is he a mainframe developer?"). */
const SHORT_FORMS: Readonly<Record<string, string>> = {
  dev: "developer",
  devs: "developers",
  eng: "engineer",
  engg: "engineering",
  exp: "experience",
  yrs: "years",
  yr: "year",
  uni: "university",
  mgr: "manager",
};

/** One typo in a word of five to seven letters, two in a longer one: "contest" is not "contact". */
const typosAllowed = (term: string) => (term.length > 7 ? 2 : term.length > 4 ? 1 : 0);

/** A word as the index keeps it: its stem, a short form read as the word it stands for. */
const termOf = (term: string) => stem(SHORT_FORMS[term] ?? term);

/** A look-up of labelled example questions: the label of the nearest one near enough, or null. */
export function exampleMatcher<Label>(
  labelled: readonly { text: string; label: Label }[],
  { whole = false }: MatchOptions = {},
): (question: string) => Label | null {
  const index = new MiniSearch<{ id: number; text: string }>({
    fields: ["text"],
    storeFields: ["text"],
    tokenize: terms,
    processTerm: termOf,
    searchOptions: { fuzzy: typosAllowed, prefix: (term) => term.length > 4, combineWith: "OR" },
  });
  index.addAll(labelled.map(({ text }, id) => ({ id, text })));
  // Every word of a label's examples together: the owner's paraphrases of one question share its vocabulary.
  const labelTerms = new Map<Label, Set<string>>();
  for (const { text, label } of labelled) {
    const known = labelTerms.get(label) ?? new Set<string>();
    for (const term of terms(text)) known.add(termOf(term));
    labelTerms.set(label, known);
  }
  return (question) => {
    const words = terms(question);
    const asked = [...new Set(words.map(termOf))];
    if (asked.length === 0) return null;
    // A word of English is meant as written: "what currency do they invoice in?" is no misspelt "current".
    const asWritten = new Set(words.filter(isOrdinaryWord).map(termOf));
    const fuzzy = (term: string) => (asWritten.has(term) ? 0 : typosAllowed(term));
    // The terms are stemmed already, and a stem stemmed again can change ("degre", "degr").
    for (const hit of index.search(asked.join(" "), { processTerm: (term) => term, fuzzy }).slice(0, 5)) {
      const exampleTerms = new Set(terms(String(hit.text)).map(termOf));
      const shared = hit.queryTerms.length;
      // The owner's answers are specific: one word met only through a typo ("meteor", "mentor") is not the question.
      if (whole && shared < 2 && !hit.terms.some((term) => asked.includes(term))) continue;
      const label = labelled[Number(hit.id)]?.label ?? null;
      // "Available to give a talk at our conference?" takes its words from two of the owner's paraphrases.
      // "Is he still a student?" takes "still" from "still studying?" and "student" from "a student?": two words of the label's, at least.
      const known = whole && label !== null ? labelTerms.get(label) : undefined;
      const withLabel = known ? asked.filter((term) => known.has(term)).length : 0;
      const sharedWithLabel = Math.max(shared, withLabel >= 2 ? withLabel : 0);
      const plain = (list: readonly string[]) => list.filter((term) => !/^(?:what|which|where|who)$/.test(term));
      const [askedPlain, examplePlain] = [plain(asked), plain([...exampleTerms])];
      // Of the owner's FAQ, a question word both say is no evidence: "what's his current title?" is not "what's his current salary?".
      const sharedPlain = plain(hit.queryTerms).length;
      // ("salary expectations for a Nairobi role" says all of "What are their salary expectations?" but its "what".)
      const saysAll = (shared / exampleTerms.size >= 1 && shared >= 2) || (examplePlain.length >= 2 && sharedPlain >= examplePlain.length);
      const covered = whole && saysAll ? MIN_WHOLE_COVERAGE : MIN_COVERAGE;
      // "Does Quinn do crunch?", "what about mentoring?": a short question all of whose words (long ones) are in the owner's example.
      // An example that asks more ("why this stack?" beside "stack?") is another question.
      const extra = [...exampleTerms].filter((term) => !asked.includes(term));
      const asksMore = extra.length > 1 || extra.some((term) => /^(?:why|how|when|where|what|which|who)$/.test(term));
      // ("What degree does he have?" is no "what about": its "what" asks something of its own; "where?" alone asks nothing of it.)
      const short = /^\s(?:and |so |ok |okay )?what about\s/.test(question) ? askedPlain : asked;
      const shortAndWhole =
        whole && plain(short).length > 0 && short.length <= 2 && !asksMore && short.every((term) => term.length >= 5 && exampleTerms.has(term));
      // "has she published papers?" beside "What has she published?" and "Where are her papers?": every word of the question
      // is in the owner's paraphrases, two at least, and the example lacks only its "what", "which", "where" or "who".
      const allInLabel =
        askedPlain.length >= 2 &&
        askedPlain.every((term) => known?.has(term)) &&
        examplePlain.length > 0 &&
        examplePlain.every((term) => asked.includes(term));
      // ("where do i send a security report" beside "How do I report a security issue?" and "…where do I send it?": three words
      // or more, every one of them the owner's own in that entry, two in one wording, and two of them long words, no everyday
      // "open", "work" or "remote" alone: "is she open to remote work" is not "Does she want remote or on-site work?".)
      const longOwn = words.filter((word) => word.length >= 6 && known?.has(termOf(word))).length;
      const everyWordOwn = askedPlain.length >= 3 && shared >= 2 && longOwn >= 2 && askedPlain.every((term) => known?.has(term));
      const near = sharedWithLabel / asked.length >= covered && shared / exampleTerms.size >= MIN_COVERAGE;
      const withLabelPlain = known ? askedPlain.filter((term) => known.has(term)).length : 0;
      const nearInContent =
        !whole ||
        (Math.max(sharedPlain, withLabelPlain >= 2 ? withLabelPlain : 0) / Math.max(askedPlain.length, 1) >= covered &&
          sharedPlain / Math.max(examplePlain.length, 1) >= MIN_COVERAGE);
      if (allInLabel || everyWordOwn || shortAndWhole || (near && nearInContent)) return label;
    }
    return null;
  };
}

/**
 * The same matcher, each question looked up once: several rules ask the same one again (the owner's start date,
 * the topic). Bounded, as the questions are visitors' (a conversation asks a few at a time).
 */
export function remembering<Label>(match: (question: string) => Label | null, limit = 256): (question: string) => Label | null {
  const matched = new Map<string, Label | null>();
  return (question) => {
    const known = matched.get(question);
    if (known !== undefined) return known;
    const label = match(question);
    if (matched.size >= limit) matched.delete(matched.keys().next().value ?? "");
    matched.set(question, label);
    return label;
  };
}

/** Each example question of intents/examples.json with its topic. */
export const topicExamples = (Object.entries(examples.intents) as [Topic, string[]][]).flatMap(([label, questions]) =>
  questions.map((text) => ({ text, label })),
);

/** The topic of the nearest example in intents/examples.json, or null when none is near enough. */
export const topicOf = exampleMatcher(topicExamples);

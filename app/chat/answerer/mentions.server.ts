import type { ExperienceEntry, Project, SkillGroup } from "~/content";
import type { Knowledge, Tech } from "./knowledge.server";
import { escapeRegExp, hasPhrase, normalize, SENTENCE_BREAK, squash, STOPWORDS, tokens, unique, withoutPhrases } from "./text.server";
import { INTENT, inIntentPhrase } from "./intents.server";
import {
  EVERYDAY_WORDS,
  isKnownWord,
  isOrdinaryWord,
  KIND_WORDS,
  SPOKEN_LANGUAGES,
  SPOKEN_OWN_NAMES,
  type KnownTech,
  type TechKind,
} from "./vocabulary.server";
import { editDistance } from "~/lib/edit-distance";
import { correctSpelling } from "./spelling.server";
import { isPlaceName } from "./places.server";

/** Something asked about by name that is not one of the owner's things nor a known technology. */
export interface UnknownTarget {
  /** As the visitor wrote it, e.g. "React Query". */
  text: string;
  /** The owner's technologies its name contains ("React" in "React Query"): related, not the same. */
  near: Tech[];
}

/** What a piece of text names: the owner's things, well-known technologies, kinds of technology. */
export interface Mentions {
  projects: Project[];
  entries: ExperienceEntry[];
  techs: Tech[];
  /** Well-known technologies that the owner's content does not name. */
  otherTechs: KnownTech[];
  /** Things asked about ("does he know <X>?") that are recognised nowhere, or only in part ("React Query"). */
  unknownTargets: UnknownTarget[];
  kinds: TechKind[];
  groups: SkillGroup[];
  /** Spoken languages named, as written in SPOKEN_LANGUAGES or the owner's own list. */
  spoken: string[];
  /** Does the text name one of the owner's schools or degrees? */
  schools: boolean;
}

/**
 * Verbs after which a visitor names a skill: "does he know X", "experience with X". The
 * words after them are the question's targets, where everyday-word names ("Go") count.
 */
const TARGET_LEAD =
  /\b(?:know|knows|knew|use|uses|used|using|familiar with|experience (?:with|in|of|using)|experienced (?:with|in)|worked (?:with|in)|work with|works with|working with|skilled (?:in|at|with)|skills? (?:in|with)|(?:good|strong) (?:at|with|in)|proficient (?:in|with|at)|expert (?:in|at|with)|expertise in|code in|coded in|codes in|program in|programs in|write|writes|written in|built with|build with|builds with|built in|made with|comfortable with|knowledge of|tried|learned|learnt|learning|handle|handles|(?<!^)like|likes|what about|how about|^(?:(?:does|do|can|will) )?(?:he|she|they|owner) do(?: any)?(?=\s+\S+(?:\s\S+)?(?:\s(?:at all|too|as well|also|professionally))?$))\s+(.+)$/;

/** Words that end a target ("React professionally" → "React", "Docker on the cluster" → "Docker"). */
const TARGET_TAIL =
  /\s(?:at all|well|too|as well|also|though|tho|anyway|then|professionally|before|ever|yet|at work|in his projects|in projects|in any project|in his work|for work|and how|on his projects|experience|skills?|development|programming|right|correct|true|or not|isnt it|doesnt he|doesnt she|yeah|yes|no|anywhere|somewhere|for .+|on .+|well enough to .+|(?:type|kind|sort|style) (?:of )?(?:things|stuff)|(?:on|in|at) (?:the|a|an|our|my|his|her|their|your) .+)$/;

const TARGET_FILLER = new Set([
  // ("what about plain c?": the qualifier is no part of the name.)
  "plain",
  "pure",
  "vanilla",
  "the",
  "a",
  "an",
  "any",
  "some",
  "with",
  "in",
  "on",
  "at",
  "of",
  "his",
  "her",
  "their",
  "he",
  "she",
  "they",
  "either",
  "both",
]);

const CLAUSE = /\s(?:is|are|was|were|has|have|had)\s(?:\S+\s){2,}/;

const OWN_CLAUSE = /\s(?:is|are|was|does|do|did|has|have|can|could|would|will)\s(?:he|she|they|it)\s/;

/** `ownerNames`: the owner's names, filler too ("does Maya know Go" asks about Go). */
function targetPhrases(normalized: string, ownerNames: ReadonlySet<string>): string[] {
  const match = TARGET_LEAD.exec(normalized.trim());
  if (!match?.[1]) return [];
  return (
    match[1]
      // "what about salesforce dx, he use that?", "does she know flutter, we want someone…": a pronoun after the name begins
      // a clause of its own. ("…, has he used it?" is a clause the filters below know.)
      .replace(/(?<=\S)(?<!\s(?:is|are|was|does|do|did|has|have|can|could|would|will))\s(?:he|she|they|we|i|our|us)\s.*$/, "")
      // "python so i guess django too": a guess joins two names, it is not part of one.
      .split(
        /\s*(?:,|\band\b|\bn\b|\bor\b|&|\/|\s\+\s|\bplus\b|\bvs\b|\bversus\b|\bso\b|\bthen\b|\bmaybe\b|\bprobably\b|\bi (?:guess|think|suppose|assume)\b)\s*/,
      )
      .map((part) => {
        let words = tokens(` ${part} `);
        while (words.length && (TARGET_FILLER.has(words[0] ?? "") || ownerNames.has(words[0] ?? ""))) words = words.slice(1);
        let text = words.join(" ");
        for (let previous = ""; previous !== text;) {
          previous = text;
          text = ` ${text}`.replace(TARGET_TAIL, "").trim();
        }
        return text;
      })
      // "work with irish businesses": the people worked for, not a skill.
      .filter(
        (part) => !/\s(?:businesses|business|clients|customers|companies|startups|charities|agencies|teams|people|brands|shops)$/.test(` ${part}`),
      )
      // "…, or is he mostly a frontend guy": a question of its own, not a name.
      // "…, our app is 10 yrs old": a clause of its own, not a name.
      .filter(
        (part) =>
          part !== "" && !tokens(` ${part} `).every((word) => STOPWORDS.has(word)) && !OWN_CLAUSE.test(` ${part} `) && !CLAUSE.test(` ${part} `),
      )
  );
}

/** Is this run of words followed, in the original text, by a capitalised word ("Front Step" of "Front Step Notes")? */
function followedByName(original: string, run: string): boolean {
  const words = run.split(" ").map(escapeRegExp);
  const found = new RegExp(`(?<![\\p{L}\\p{N}])${words.join("[^\\p{L}\\p{N}]+")}[^\\p{L}\\p{N}]+(\\p{L})`, "iu").exec(original);
  return found?.[1] !== undefined && /^\p{Lu}$/u.test(found[1]);
}

/** Is this word written with a capital in the original text, other than at a sentence's start? */
/** Nouns after a name that make it a made thing's: "their notice app", "her pass repo". */
const THING_NOUNS = /^(?:app|apps|project|projects|site|website|tool|repo|repository|code|package|library|plugin|bot|game|demo|thing)$/;

/** Words before a company's name that put a company to it: "at coherent", "joined coherent", "does coherent…". */
const COMPANY_BEFORE = /^(?:at|for|with|from|joined|join|joining|left|leave|leaving|about|to|by|does|did|is|was|before|after|since)$/;
/** Words after a company's name that put a company to it: "coherent's", "coherent team", "coherent hiring". */
const COMPANY_AFTER =
  /^(?:s|team|teams|office|job|role|people|staff|customers|clients|hiring|build|builds|built|do|does|did|make|makes|made|is|was|are|were)$/;

function capitalised(original: string, word: string): boolean {
  const escaped = escapeRegExp(word);
  const pattern = new RegExp(`(?<![.!?]\\s*|^\\s*)(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}+#])`, "iu");
  const found = pattern.exec(original);
  return found !== null && /^\p{Lu}/u.test(found[0]);
}

/** Words after which an everyday word is a technology's name ("Render experience?", "Go skills"). */
const SKILL_NOUNS = new Set([
  "experience",
  "skills",
  "skill",
  "knowledge",
  "expertise",
  "projects",
  "project",
  "ones",
  "apps",
  "developer",
  "dev",
  "programming",
  "service",
  "services",
  "work",
]);

/**
 * The kinds a text names, the one named first first ("build tooling for microcontroller code":
 * build tools), the most specific where two start together ("ui ux design": design before
 * front-end), and tools, which any kind is, last ("what CI tools": CI).
 */
function kindsIn(normalized: string): TechKind[] {
  const named: { kind: TechKind; at: number; length: number }[] = [];
  for (const { kind, phrases } of KIND_SAID) {
    let at = Infinity;
    let length = 0;
    for (const { said, written } of phrases) {
      const index = normalized.indexOf(said);
      if (index < 0) continue;
      at = Math.min(at, index);
      length = Math.max(length, written);
    }
    if (length > 0) named.push({ kind, at, length });
  }
  return named.sort((a, b) => Number(a.kind === "tool") - Number(b.kind === "tool") || a.at - b.at || b.length - a.length).map(({ kind }) => kind);
}

/** Each kind's words as a question says them (normalized, between spaces), with the length of the word as written. */
const KIND_SAID = (Object.entries(KIND_WORDS) as [TechKind, string[]][]).map(([kind, words]) => ({
  kind,
  phrases: words.map((word) => ({ said: ` ${normalize(word).trim()} `, written: word.length })),
}));

/** Each kind's phrases as words, filed under their first word: a question's words are looked up, not every phrase tried. */
const KIND_PHRASES = new Map<string, string[][]>();
for (const phrase of Object.values(KIND_WORDS).flatMap((phrases) => phrases.map((phrase) => tokens(normalize(phrase))))) {
  const [first] = phrase;
  if (first !== undefined) KIND_PHRASES.set(first, [...(KIND_PHRASES.get(first) ?? []), phrase]);
}

/** The words after a technology's name that ask for tools of its kind ("css framework", "ci tools"). */
const TOOLS_OF_A_KIND: ReadonlySet<string> = new Set(["framework", "frameworks", "library", "libraries", "tools", "tooling"]);

/** Kinds too broad to make an everyday word beside them a technology ("spring testing", "go tools"). */
const BROAD_KINDS: ReadonlySet<TechKind> = new Set(["tool", "testing", "language", "framework", "backend", "frontend"]);

const FUZZY_MIN_LENGTH = 5;
const SHORT_PREFIX_LENGTH = 4;

/** The words the intents are written with ("stack", "demo"): a typo match for them would be a false one ("stack" → Slack). */
const QUESTION_WORDS = new Set([
  ...Object.values(INTENT).flatMap((pattern) => pattern.source.match(/[a-z]{3,}/g) ?? []),
  ...Object.values(KIND_WORDS).flat(),
]);

type NameMatch = { key: string; kind: string } | undefined;

/**
 * What a word was found to name, for each content: a typo search walks the whole index of names, and a
 * conversation reads its earlier questions again at every turn. Bounded, as the words are the visitors'.
 */
const fuzzyNamesFound = new WeakMap<Knowledge, Map<string, NameMatch>>();
const REMEMBERED_WORDS = 5_000;

/** The owner's thing or a well-known technology a word names despite a typo or a cut ("dokcer", "postgre"). */
function fuzzyName(knowledge: Knowledge, word: string, kinds?: readonly string[]): NameMatch {
  const found = fuzzyNamesFound.get(knowledge) ?? new Map<string, NameMatch>();
  fuzzyNamesFound.set(knowledge, found);
  const key = `${kinds?.join(" ") ?? ""}|${word}`;
  if (found.has(key)) return found.get(key);
  const match = searchName(knowledge, word, kinds);
  if (found.size >= REMEMBERED_WORDS) found.clear();
  found.set(key, match);
  return match;
}

/** The words of the places the content names: where the owner lives and where each role was. */
const contentPlaces = new WeakMap<Knowledge, ReadonlySet<string>>();
function placesOfContent(knowledge: Knowledge): ReadonlySet<string> {
  const known = contentPlaces.get(knowledge);
  if (known) return known;
  const { profile, experience } = knowledge.content;
  const words = new Set(tokens(normalize([profile.location, ...experience.map((entry) => entry.location ?? "")].join(" "))));
  contentPlaces.set(knowledge, words);
  return words;
}

function searchName(knowledge: Knowledge, word: string, kinds?: readonly string[]): NameMatch {
  if (word.length < SHORT_PREFIX_LENGTH || STOPWORDS.has(word) || QUESTION_WORDS.has(word) || EVERYDAY_WORDS.has(word)) return undefined;
  // A word that is itself a name ("swift") is that name or an everyday word, never a typo of another ("SwiftUI").
  if (knowledge.techKeys.has(word) || knowledge.otherTechKeys.has(word)) return undefined;
  // A place ("almaty") is itself, never a typo of a name ("Almaly Technical University").
  if (isPlaceName(word) || placesOfContent(knowledge).has(word)) return undefined;
  // A short word is only ever the start of a project's one-word name ("riax" for RiaxPrime), never a typo.
  const short = word.length < FUZZY_MIN_LENGTH;
  const maxEdits = word.length >= 9 ? 2 : 1;
  // MiniSearch counts a swapped pair as two edits; the candidates are re-checked below with swaps as one.
  const results = knowledge.names.search(word, { fuzzy: short ? false : maxEdits + 1, prefix: true, weights: { fuzzy: 0.5, prefix: 0.7 } });
  for (const result of results) {
    const key = String(result["key"]);
    if (kinds && !kinds.includes(String(result["kind"]))) continue;
    if (short) {
      // ("go solo" is no "Solo Deploy": an everyday word is itself.)
      if (result["kind"] === "project" && key.startsWith(word) && word.length / key.length >= 0.4 && !isOrdinaryWord(word))
        return { key, kind: "project" };
      continue;
    }
    // Typos rarely touch the first letter; a cut word keeps most of the name.
    if (key[0] !== word[0]) continue;
    // A technology cut short keeps most of its name ("postgre") or loses an ending ("solder" of Soldering); "chroma" is not "Chromatic".
    const rest = key.slice(word.length);
    const cut = String(result["kind"]).endsWith("tech")
      ? word.length / key.length >= 0.7 || /^(?:s|es|ing|ed|er|ers)$/.test(rest)
      : word.length / key.length >= 0.6;
    // ("power cuts" is no Power BI: an everyday word is never a technology's name cut short.)
    // ("why compilers?" is no "Compilers Lab": a word the owner writes in lower case is their everyday word, not an employer.)
    const everyday = String(result["kind"]).endsWith("tech") ? isOrdinaryWord(word) : result["kind"] === "entry" && knowledge.lowerWords.has(word);
    const isPrefix = key.startsWith(word) && cut && !everyday;
    // An everyday English word ("materials") may be a name cut short ("schools", School Scoop), never a misspelt one ("Material UI").
    if (isPrefix || (!isOrdinaryWord(word) && editDistance(word, key) <= maxEdits)) return { key, kind: String(result["kind"]) };
  }
  return undefined;
}

/** Nouns after which a language's name is a nationality: "Irish businesses", "a Spanish client", "the French revolution". */
const NATIONALITY_NOUNS =
  "(?:business|businesses|company|companies|client|clients|customer|customers|startup|startups|firm|firms|market|markets|team|teams|shop|shops|brand|brands|government|bank|banks|people|citizen|citizens|revolution|food|law|agency|agencies|employer|employers|office|offices|visa|passport|engineer|engineers|developer|developers|programmer|programmers|devs|apps|startups|railway|railways)";

/**
 * Each spoken language with its names (English and its own), normalized once. "Irish businesses", "a German company":
 * a nationality before a noun, not the language.
 */
const spokenNames = (language: string) => ({
  language,
  names: [language, ...(SPOKEN_OWN_NAMES[language] ?? [])].map((name) => {
    const said = normalize(name).trim();
    // The phrase is a cheap first look; the pattern then rules the nationality out.
    return { phrase: ` ${said} `, asLanguage: new RegExp(`\\s${escapeRegExp(said)}\\s(?!${NATIONALITY_NOUNS}\\s)`) };
  }),
});
const SPOKEN_NAMES = SPOKEN_LANGUAGES.map(spokenNames);

/** The spoken languages a question may name: the well-known ones, and the owner's own ("Tongan (native)" names Tongan). */
const spokenNamesOf = (() => {
  const made = new WeakMap<Knowledge, readonly ReturnType<typeof spokenNames>[]>();
  return (knowledge: Knowledge) => {
    const known = made.get(knowledge);
    if (known) return known;
    const own = knowledge.content.assistantProfile.languages
      .map((entry) => entry.split(/[(,:;–-]/)[0]?.trim() ?? "")
      .filter((name) => name.length > 2 && !SPOKEN_LANGUAGES.some((language) => normalize(language) === normalize(name)));
    const names = [...SPOKEN_NAMES, ...own.map(spokenNames)];
    made.set(knowledge, names);
    return names;
  };
})();

/** Words of a skill card's title that say it is a card, not what it holds ("Also in My Toolbox", "Languages I Speak"). */
const CARD_WORDS = new Set(
  "skills skill tools toolbox tooling languages language other others stack things build built speak spoken core main extra more favourite favorite everyday daily kit".split(
    " ",
  ),
);

/** The last texts read for each owner's knowledge: a question is read for its answer and again for what it names. */
const readBefore = new WeakMap<Knowledge, Map<string, Mentions>>();
const READ_BEFORE_LIMIT = 64;

/** "JWTs", "LLMs": a name said in the plural, where that plural is no English word ("apps", "nodes" are). */
function singularName(knowledge: Knowledge, key: string, lastWord: string): string {
  const known = (name: string) =>
    knowledge.projectKeys.has(name) || knowledge.entryKeys.has(name) || knowledge.techKeys.has(name) || knowledge.otherTechKeys.has(name);
  if (known(key) || key.length < 4 || !/[^s]s$/.test(key) || isOrdinaryWord(lastWord)) return key;
  // (The owner's own technologies alone: "NGOs" are no "NGO", Netcode for GameObjects.)
  return knowledge.techKeys.has(key.slice(0, -1)) ? key.slice(0, -1) : key;
}

export function findMentions(knowledge: Knowledge, text: string, { typos = true }: { typos?: boolean } = {}): Mentions {
  const key = `${typos ? "t" : "-"}${text}`;
  const known = readBefore.get(knowledge) ?? new Map<string, Mentions>();
  readBefore.set(knowledge, known);
  const before = known.get(key);
  if (before) return before;
  const found = readMentions(knowledge, text, typos);
  if (known.size >= READ_BEFORE_LIMIT) known.delete(known.keys().next().value ?? "");
  known.set(key, found);
  return found;
}

function readMentions(knowledge: Knowledge, text: string, typos: boolean): Mentions {
  // Misspelt everyday words are read as meant ("databse experience"); the content's own words are never changed.
  const normalized = typos ? correctSpelling(normalize(text), knowledge.contentWords) : normalize(text);
  const words = tokens(normalized);
  const speaking = /\s(?:speak|speaks|spoke|spoken|fluent|fluently|native|language|languages)\s/.test(normalized);
  // Each sentence has its own targets: "Does she know Elixir? We use it daily." asks about Elixir alone.
  // Spelt right first, so that "terraform befor" ends its target at "before".
  // ("istio / service mesh stuff": a spaced slash sets alternatives apart, as "or" does; so does "like" after things of a
  // kind, "ai stuff like the chatgpt type things".)
  const targets = text
    .split(SENTENCE_BREAK)
    .map((sentence) =>
      sentence
        .replace(/\s+\/\s+/g, " or ")
        .replace(/\b(\S+)\s+(stuff|things)\s+like\s+(?=\S)/gi, (said, kind: string, noun: string) =>
          kindsIn(` ${normalize(kind).trim()} `).length > 0 ? `${kind} ${noun} or ` : said,
        ),
    )
    .flatMap((sentence) => targetPhrases(correctSpelling(normalize(sentence), knowledge.contentWords), knowledge.ownerWords));
  // "quillforge experience?", "does he have DITA experience": a name no dictionary and no part of the content holds, asked about.
  // ("any systemc modelling experience": the kind of work between them is no part of the name.)
  const [, experienceOf] =
    /\s(\S+) (?:(?:modell?ing|development|dev|programming|coding|testing|design|scripting|tooling) )?(?:experience|exp)\s$/.exec(normalized) ?? [];
  if (targets.length === 0 && experienceOf && !isKnownWord(experienceOf) && !knowledge.contentWords.has(experienceOf) && !STOPWORDS.has(experienceOf))
    targets.push(experienceOf);
  const inTarget = (run: string) => targets.some((target) => hasPhrase(` ${target} `, run));
  const found: Mentions = {
    projects: [],
    entries: [],
    techs: [],
    otherTechs: [],
    unknownTargets: [],
    kinds: kindsIn(normalized),
    groups: [],
    spoken: [],
    schools: knowledge.schoolKeys.some((key) => hasPhrase(normalized, key)),
  };
  // Each word's index → what it was read as, so a target phrase can be checked word by word.
  const readAs = new Map<number, "thing" | "kind" | "language">();
  // Words said in their own meaning where they could be part of a name ("the northern lights"): no misspelt name either.
  const saidAsWords = new Set<number>();
  // `whole`: a project's or employer's whole name, which no longer phrase around it makes a name of its own.
  const spans: { start: number; end: number; whole: boolean; remove: () => void }[] = [];
  const take = <T>(list: T[], item: T, start: number, end: number, whole = false) => {
    list.push(item);
    for (let i = start; i < end; i++) readAs.set(i, "thing");
    spans.push({ start, end, whole, remove: () => list.splice(list.indexOf(item), 1) });
  };
  const { wholeNames, linkNames } = knowledge;
  /**
   * Everyday words that are only a part of a name, said in their own meaning: after "a" ("a small business site" and
   * "Small Business Accessibility Checklist"), or as part of another name ("Front Step Notes" and "Front Step Web").
   */
  const everydayPart = (start: number, length: number, key: string, name: string) => {
    const run = words.slice(start, start + length).join(" ");
    const next = words[start + length];
    return (
      !wholeNames.has(key) &&
      words.slice(start, start + length).every((word) => isOrdinaryWord(word)) &&
      (/^(?:a|an)$/.test(words[start - 1] ?? "") ||
        // ("the northern lights" of Northern Light Interactive: after "the", in a form the name does not say them in.)
        (words[start - 1] === "the" && !words.slice(start, start + length).every((word) => tokens(normalize(name)).includes(word))) ||
        (next !== undefined && (followedByName(text, run) || linkNames.some((label) => hasPhrase(label, `${run} ${next}`)))))
    );
  };
  /**
   * "give me a coherent summary", "is that answer even coherent?" of Coherent Labs: an employer's one everyday word, short of the
   * rest of its name, said small and with no word that puts a company to it, in its own meaning ("at coherent" is the employer).
   */
  const employersEverydayWord = (at: number, entry: ExperienceEntry) => {
    const word = words[at] ?? "";
    const cued = COMPANY_BEFORE.test(words[at - 1] ?? "") || COMPANY_AFTER.test(words[at + 1] ?? "") || words.length <= 2;
    // ("is she open to freelance work?" of an employer called "Freelance": a kind of work to come, not that employer.)
    if (/^(?:freelance|freelancer|freelancers|freelancing|freelanced)$/.test(word))
      return /\s(?:open to|available for|interested in|looking for|consider|considering|take on|accept|accepts)\s/.test(` ${words.join(" ")} `);
    return isOrdinaryWord(word) && normalize(entry.company).trim() !== word && !capitalised(text, word) && !cued;
  };
  /** A role named, and every other role held at its company ("their role at University Hospital of Wales", "at the bnak"). */
  const takeEntry = (entry: ExperienceEntry, start: number, end: number, whole?: boolean) => {
    take(found.entries, entry, start, end, whole);
    found.entries.push(...knowledge.content.experience.filter((other) => other !== entry && other.company === entry.company));
  };
  /** "bayo's", "owner": a word of the owner's names, as the owner's. */
  const ownersWord = (word: string) => knowledge.ownerWords.has(word.replace(/'s$/, ""));
  const ownMeaning = (at: number) =>
    inIntentPhrase(words, at) ||
    ((/^(?:his|her|their)$/.test(words[at - 1] ?? "") ||
      ownersWord(words[at - 1] ?? "") ||
      (words[at - 1] === "s" && ownersWord(words[at - 2] ?? ""))) &&
      !capitalised(text, words[at] ?? "") &&
      !THING_NOUNS.test(words[at + 1] ?? ""));
  /** Is the word at `i` a technology's name that is no everyday word ("kotlin")? */
  const techAt = (i: number) => {
    const key = squash(words[i] ?? "");
    const beside = knowledge.techKeys.get(key);
    return beside !== undefined && !beside.looseKeys.has(key);
  };
  // ("node.js + express + postgres": a plus joins them too.)
  const joined = (i: number) => /^(?:or|and|vs|versus|\+|&)$/.test(words[i] ?? "");
  // ("pulumi instead of terraform", "terraform rather than pulumi": the same, in two words.)
  const instead = (i: number) => /^(?:instead of|rather than)$/.test(`${words[i] ?? ""} ${words[i + 1] ?? ""}`);
  // A run's key is its words' keys joined ("Tailwind CSS" → "tailwind" + "css"): each word is squashed once.
  const wordKeys = words.map(squash);
  // ("ts or just js?": a message of names alone, joined, names technologies, everyday words or not.)
  const namesAlone = words.filter(
    (word) => !knowledge.ownerWords.has(word) && !/^(?:or|and|vs|versus|just|only|plain|also|ok|so|both|either)$/.test(word),
  );
  const onlyNames =
    namesAlone.length >= 2 &&
    words.some((_, i) => joined(i)) &&
    namesAlone.every((word) => knowledge.techKeys.has(squash(word)) || knowledge.otherTechKeys.has(squash(word)));
  for (let start = 0; start < words.length; start++) {
    const runKeys: string[] = [];
    for (let end = start; end < Math.min(words.length, start + knowledge.longestName); end++) runKeys.push(`${runKeys.at(-1) ?? ""}${wordKeys[end]}`);
    for (let length = runKeys.length; length >= 1; length--) {
      const key = singularName(knowledge, runKeys[length - 1] ?? "", words[start + length - 1] ?? "");
      const project = knowledge.projectKeys.get(key);
      const entry = knowledge.entryKeys.get(key);
      const tech = knowledge.techKeys.get(key);
      const other = knowledge.otherTechKeys.get(key);
      if ((!project && !entry && !tech && !other) || (length > 1 && knowledge.initialKeys.has(key))) continue;
      const run = words.slice(start, start + length).join(" ");
      // "her first job in design" is no "InDesign": a name of one word is not read across a word like "in"
      // (a name that itself begins with it, "The Things Network", is read).
      const names = tech?.normalizedPhrases ?? (other ? [other.name, ...(other.aliases ?? [])].map(normalize) : []);
      if (!project && !entry && length > 1 && STOPWORDS.has(words[start] ?? "") && !names.some((name) => hasPhrase(name, run))) continue;
      const loose = (tech?.looseKeys.has(key) ?? false) || (!tech && knowledge.otherLooseKeys.has(key));
      // "Rust?? does she have that skill": a name alone before the question mark that opens the text.
      // "Jules Lévesque rust?": the owner's names around it do not make it less alone.
      // "and rust?" after "does he know go?": the joining word does not make it less alone either, nor "on" ("and on render?").
      const alone =
        words.filter(
          (word) =>
            !knowledge.ownerWords.has(word) &&
            !/^(?:and|or|also|plus|ok|okay|so|then|hmm|oh|cool|great|nice|right|too|aswell|either|on|in|with|using|via)$/.test(word),
        ).length === length ||
        (start === 0 && new RegExp(`^\\s*${escapeRegExp(run)}\\s*[?:,]`, "iu").test(text));
      const asSkill = SKILL_NOUNS.has(words[start + length] ?? "") || /^(?:any|know|knows|write|writes)$/.test(words[start - 1] ?? "");
      // "hosted on render", "any projects in swift", "ios dev in swift?": a platform or a language, whatever its capitals.
      const asTool =
        /^(?:on|to|via|in|with|using)$/.test(words[start - 1] ?? "") &&
        /\b(?:host|hosted|hosting|deploy|deployed|runs|run|running|projects?|apps?|built|written|made|anything|something|anywhere|dev|devs|developer|development|coding|programming)\b/i.test(
          text,
        );
      // "rust does she have that skill": the name first, then the question about it.
      const leads = start === 0 && /^(?:does|do|is|can|has|have|did)$/.test(words[length] ?? "");
      // "kotlin or rust", "rust vs go": beside another technology, an everyday word is one too.
      const paired =
        (joined(start - 1) && techAt(start - 2)) ||
        (joined(start + length) && techAt(start + length + 1)) ||
        (instead(start - 2) && techAt(start - 3)) ||
        (instead(start + length) && techAt(start + length + 2));
      // "rust on embedded", "any go for back end?": put to a kind of work, an everyday word is the technology
      // ("would she go for back end roles?" is a verb).
      const after = words[start + length + 1];
      // ("unity for tv apps?": opening the question, put to a kind of thing made.)
      const madeThing = start === 0 && /^(?:apps?|games?|projects?|development|dev|work)$/.test(words[start + length + 2] ?? "");
      const forKind =
        (start === 0 || /^(?:any|and|or|about|of|using)$/.test(words[start - 1] ?? "")) &&
        /^(?:on|for|in)$/.test(words[start + length] ?? "") &&
        after !== undefined &&
        (KIND_PHRASES.has(after) || madeThing);
      // "like with unity?": an example offered of what was just asked about.
      const example = words[start - 2] === "like" && /^(?:with|in|using)$/.test(words[start - 1] ?? "");
      // "is go their main lang?": a name ranked among the owner's own is the technology.
      const ranked =
        /^(?:his|her|their|your|owner)$/.test(words[start + length] ?? "") &&
        /^(?:main|primary|favou?rite|strongest|best|preferred|usual)$/.test(words[start + length + 1] ?? "");
      // "how good is she at bun", "is he familiar with deno": a skill asked about, whatever its capitals.
      const skilledAt = /\b(?:good|great|strong|skilled|proficient|experienced|familiar|comfortable|expert)(?: \S+){0,2} (?:at|with|in)$/.test(
        words.slice(0, start).join(" "),
      );
      // "contract testing between services, pact or similar?": beside a name of its own kind of work, the technology.
      const ofItsKind = (tech ? [...tech.kinds] : (other?.kinds ?? [])).some((kind) => !BROAD_KINDS.has(kind) && found.kinds.includes(kind));
      // "an express backend", "a go service": after an article, before a kind of work, the technology it is made with.
      const makesKind = /^(?:a|an|any)$/.test(words[start - 1] ?? "") && KIND_PHRASES.has(words[start + length] ?? "");
      // ("has she run pg in production": what runs in production is the technology.)
      const inProduction = words[start + length] === "in" && /^(?:production|prod)$/.test(words[start + length + 1] ?? "");
      const cued =
        asSkill || asTool || leads || paired || onlyNames || forKind || example || ranked || skilledAt || ofItsKind || makesKind || inProduction;
      if (!project && !entry && loose && !inTarget(run) && !capitalised(text, run) && !alone && !cued) continue;
      // "a small business site": everyday words after "a" are said in their own meaning, not as part of a name
      // ("Small Business Accessibility Checklist"); the whole name, or a word that is no everyday word, still names it.
      if ((project !== undefined || entry !== undefined) && everydayPart(start, length, key, project?.name ?? entry?.company ?? "")) {
        for (let i = start; i < start + length; i++) saidAsWords.add(i);
        continue;
      }
      // "swift dev?", "does he write Swift code?" of "Swift Claims Services": a technology's name, put as a skill, is the technology.
      // ("does she code in Swift?": the language a verb of writing code is done in.)
      const asLanguage =
        /^(?:dev|devs|developer|developers|development|code|coding|programmer|programming|language)$/.test(words[start + 1] ?? "") ||
        (words[start - 1] === "in" &&
          /^(?:code|codes|coded|coding|program|programs|programmed|programming|write|writes|wrote|develop|develops|developed)$/.test(
            words[start - 2] ?? "",
          ));
      if (
        entry !== undefined &&
        project === undefined &&
        length === 1 &&
        !wholeNames.has(key) &&
        (tech ?? other) &&
        (asSkill || skilledAt || asLanguage)
      ) {
        if (tech) take(found.techs, tech, start, start + 1);
        else if (other) take(found.otherTechs, other, start, start + 1);
        continue;
      }
      if (entry !== undefined && project === undefined && length === 1 && employersEverydayWord(start, entry)) {
        saidAsWords.add(start);
        continue;
      }
      // "whats their notice period", "how long is bayo's notice" of a project called "Notice": the word's own meaning, in a
      // phrase a question asks with it, or as the owner's ("their notice app" is the project).
      if (project !== undefined && length === 1 && isOrdinaryWord(words[start] ?? "") && ownMeaning(start)) continue;
      const partOfName = (project !== undefined || entry !== undefined) && !wholeNames.has(key);
      // "Does she speak Swahili?" and "Swahili Tweet Sentiment": the language, not the project, when speaking is asked about.
      if (partOfName && speaking && SPOKEN_NAMES.some(({ names }) => names.some(({ phrase }) => phrase === ` ${run} `))) {
        for (let i = start; i < start + length; i++) readAs.set(i, "language");
        continue;
      }
      // The assistant's own answers say names whole: "Event-Driven Back-Ends" in a book's title is not "Boring Back-Ends".
      if (!typos && partOfName && words.slice(start, start + length).every((word) => isOrdinaryWord(word))) continue;
      // A word of both a project's and a company's name ("Kestrel") names both: the question decides which.
      if (project) take(found.projects, project, start, start + length, wholeNames.has(key));
      if (entry) takeEntry(entry, start, start + length, wholeNames.has(key));
      if (!project && !entry && tech) take(found.techs, tech, start, start + length);
      else if (!project && !entry && other) take(found.otherTechs, other, start, start + length);
      start += length - 1;
      break;
    }
  }
  // A kind's word inside a name ("Serverless Framework", "Spring Framework") names the thing, not the kind.
  const outsideNames = ` ${words.filter((_, i) => readAs.get(i) !== "thing").join(" ")} `;
  found.kinds = found.kinds.filter((kind) => kind !== "framework" || KIND_WORDS[kind].some((word) => hasPhrase(outsideNames, word)));
  // A kind in one word or several ("machine learning") is read, never an unknown skill.
  words.forEach((word, index) => {
    for (const phrase of KIND_PHRASES.get(word) ?? []) {
      if (!phrase.every((word, j) => words[index + j] === word)) continue;
      // "which css framework does he use": a technology's name that only says which tools of a kind are asked is the kind.
      if (phrase.length > 1 && TOOLS_OF_A_KIND.has(phrase.at(-1) ?? "")) {
        for (const span of spans.filter((span) => span.start >= index && span.end <= index + phrase.length - 1)) span.remove();
      }
      phrase.forEach((_, j) => readAs.has(index + j) || readAs.set(index + j, "kind"));
    }
  });
  // Typos: a project or company name written as several words ("carreer tech pro"), then single words.
  for (let start = 0; typos && start < words.length; start++) {
    for (let length = 3; length >= 2; length--) {
      const indexes = Array.from({ length }, (_, i) => start + i);
      if (indexes.some((i) => i >= words.length || readAs.has(i) || saidAsWords.has(i))) continue;
      // Only a run with a word the site does not know can be a misspelt name.
      if (indexes.every((i) => STOPWORDS.has(words[i] ?? "") || QUESTION_WORDS.has(words[i] ?? ""))) continue;
      const match = fuzzyName(knowledge, squash(words.slice(start, start + length).join("")), ["project", "entry"]);
      const matchedName = match ? (knowledge.projectKeys.get(match.key)?.name ?? knowledge.entryKeys.get(match.key)?.company ?? "") : "";
      if (match && everydayPart(start, length, match.key, matchedName)) {
        indexes.forEach((i) => saidAsWords.add(i));
        continue;
      }
      if (match?.kind === "project") take(found.projects, knowledge.projectKeys.get(match.key) as Project, start, start + length);
      else if (match?.kind === "entry") takeEntry(knowledge.entryKeys.get(match.key) as ExperienceEntry, start, start + length);
    }
  }
  words.forEach((word, index) => {
    if (!typos || readAs.has(index) || saidAsWords.has(index) || knowledge.ownerWords.has(word)) return;
    const match = fuzzyName(knowledge, word);
    if (!match) return;
    if (match.kind === "project") take(found.projects, knowledge.projectKeys.get(match.key) as Project, index, index + 1);
    else if (match.kind === "entry") {
      const entry = knowledge.entryKeys.get(match.key) as ExperienceEntry;
      if (!employersEverydayWord(index, entry)) takeEntry(entry, index, index + 1);
    } else if (match.kind === "tech") take(found.techs, knowledge.techKeys.get(match.key) as Tech, index, index + 1);
    else take(found.otherTechs, knowledge.otherTechKeys.get(match.key) as KnownTech, index, index + 1);
  });
  // ("what did she do at the council?" of "Harbour Regional Council": the one employer of that kind; "the polytechnic job" where
  // she also studied at a polytechnic.)
  const studiedAtA = (word: string) => knowledge.content.assistantProfile.education.some((study) => tokens(normalize(study.school)).includes(word));
  words.forEach((word, index) => {
    const entry = knowledge.kindKeys.get(word);
    const job = /^(?:job|role|position|gig|contract)$/.test(words[index + 1] ?? "");
    if (entry && found.entries.length === 0 && (job || (words[index - 1] === "the" && !studiedAtA(word))))
      takeEntry(entry, index, index + (job ? 2 : 1), true);
  });
  for (const target of targets) {
    const targetWords = tokens(` ${target} `);
    const start = words.findIndex((_, i) => targetWords.every((word, j) => words[i + j] === word));
    if (start < 0) continue;
    const end = start + targetWords.length;
    const unread = targetWords.filter((word, j) => !readAs.has(start + j) && !STOPWORDS.has(word) && !FEATURE_WORDS.has(word) && !/^\d/.test(word));
    const read = targetWords.some((_, j) => readAs.has(start + j));
    if (unread.length === 0) continue;
    // "huggingface models", "jwt tokens": the things of a known name, in the plural, are that name, not a product of their own.
    // ("nanopore data", "terraform stuff": so is a mass of them; "an ai model", "a react app": so is one of them.)
    const things = (word: string) =>
      (word.length >= 4 && /[^s]s$/.test(word)) || /^(?:data|stuff|code|tooling|model|app|project|tool|pipeline|service)$/.test(word);
    if (read && readAs.has(start) && unread.every((word) => things(word) && !capitalised(text, word))) continue;
    // ("Kafka in production": the technology, and where it ran.)
    if (read && readAs.has(start) && unread.every((word) => /^(?:production|prod)$/.test(word))) continue;
    // "React Query", "Vertex AI": a name of its own that contains something known. What is inside is only near it.
    const inside = spans.filter((span) => span.start >= start && span.end <= end);
    // "the Lantern Health portal": the employer, named whole, and what of it is asked.
    if (inside.some((span) => span.whole)) continue;
    const near = found.techs.filter((tech) => inside.some((span) => found.techs.indexOf(tech) >= 0 && spansOf(span, tech)));
    if (read) {
      for (const span of inside) span.remove();
      found.kinds = found.kinds.filter((kind) => !KIND_WORDS[kind].some((word) => hasPhrase(` ${target} `, word)));
    }
    const written = originalWords(text, targetWords) ?? target;
    found.unknownTargets.push({ text: written, near: unique(near) });
  }
  // A card named in full, or by a word of its title that is neither a kind nor a technology ("accessibility" of "Design & Accessibility").
  const ownersField = normalize(knowledge.owner.role);
  const ownWords = (title: string) =>
    tokens(normalize(title)).filter(
      (word) =>
        word.length >= 5 &&
        !STOPWORDS.has(word) &&
        !CARD_WORDS.has(word) &&
        // "Running the Business": an everyday word ("is her business funded?") is no card's name.
        !isOrdinaryWord(word) &&
        !KIND_PHRASES.get(word)?.some((phrase) => phrase.length === 1) &&
        !knowledge.techKeys.has(squash(word)) &&
        !knowledge.otherTechKeys.has(squash(word)) &&
        // The owner's own field ("security" of an Application Security Consultant) is in every question, not a card's.
        !hasPhrase(ownersField, word),
    );
  // "design systems" of "Design Systems & Accessibility", "prototyping" of "Prototyping & Research": a part of the title
  // the owner gave the card, whatever kind its words are too; one everyday word alone ("Data" of "Data, Maps & Services")
  // is only that word.
  const titleParts = (title: string) =>
    title
      .split(/\s*(?:&|\+|,|\/|·|\band\b)\s*/)
      .map((part) => normalize(part).trim())
      .filter((part) => part.includes(" ") || (part !== "" && !CARD_WORDS.has(part) && !isOrdinaryWord(part) && !hasPhrase(ownersField, part)));
  found.groups = knowledge.content.skillGroups.filter(
    (group) =>
      hasPhrase(normalized, group.title) ||
      ownWords(group.title).some((word) => hasPhrase(normalized, word)) ||
      // ("which filesystems does she know?" of "File Systems": two words of a part written as one.)
      titleParts(group.title).some((part) => hasPhrase(normalized, part) || (/^\S+ \S+$/.test(part) && hasPhrase(normalized, part.replace(" ", "")))),
  );
  // ("computer vision projects?" of a card "Computer Vision & Deep Learning": the owner's card, not a technology missing from it.)
  const cardParts = new Set(found.groups.flatMap((group) => titleParts(group.title)));
  found.otherTechs = found.otherTechs.filter((other) => !cardParts.has(normalize(other.name).trim()));
  found.spoken = spokenNamesOf(knowledge)
    .filter(({ names }) => names.some(({ phrase, asLanguage }) => normalized.includes(phrase) && asLanguage.test(normalized)))
    .map(({ language }) => language);
  // "Google Maps project?" of an owner certified by Google: the school's name inside a technology's names the technology.
  if (found.schools) {
    const techPhrases = [...found.techs.flatMap((tech) => tech.normalizedPhrases), ...found.otherTechs.map((other) => normalize(other.name))];
    // ("her shopify app" of an owner certified by Shopify: a technology that is also a school's whole name is the technology.)
    const outside = withoutPhrases(
      normalized,
      techPhrases.filter((phrase) => tokens(phrase).length > 1 || knowledge.schoolKeys.includes(phrase.trim())),
    );
    found.schools = knowledge.schoolKeys.some((key) => hasPhrase(outside, key));
  }
  return {
    ...found,
    projects: unique(found.projects),
    entries: unique(found.entries),
    techs: unique(found.techs),
    otherTechs: unique(found.otherTechs),
    kinds: unique(found.kinds),
  };

  function spansOf(span: { start: number; end: number }, tech: Tech): boolean {
    const run = words.slice(span.start, span.end).join(" ");
    return tech.keys.has(squash(run));
  }
}

/** Words that name a part or a use of a technology, not another one ("React hooks", "Python scripts"). */
const FEATURE_WORDS = new Set(
  (
    "hooks hook components component basics fundamentals ecosystem concepts concept apis api projects project apps app " +
    "code coding programming development dev developer developers stuff things library libraries scripts scripting " +
    "version versions features feature work well deeply properly professionally before language languages lang framework styling backends frontends"
  ).split(" "),
);

/** The words of a target as the visitor wrote them (their capitals), for the answer. */
function originalWords(text: string, targetWords: string[]): string | null {
  const pattern = new RegExp(targetWords.map(escapeRegExp).join("[^\\p{L}\\p{N}]+"), "iu");
  return pattern.exec(text)?.[0] ?? null;
}

/** Does the mention name something of the owner's that a follow-up could be about? */
export function namesSomething(mentions: Mentions): boolean {
  return mentions.projects.length + mentions.entries.length + mentions.techs.length + mentions.otherTechs.length > 0;
}

import { asks, isIntentWord } from "./intents.server";
import { isOrdinaryWord } from "./vocabulary.server";
import { saysEvery, stem, type Knowledge } from "./knowledge.server";
import type { ExperienceEntry, Project } from "~/content";
import { hasPhrase, normalize, SENTENCE_BREAK, squash, STOPWORDS, tokens, unique } from "./text.server";

/** Projects and roles named by what they are or do rather than by their names: "the AI one", "her Android apps", "the ticketing app". */

/** Words every project's words may share and no question picks one by. */
export const MAKING_WORDS = new Set(
  "app apps application project projects tool tools site website thing something anything build built make made create created develop developed ship shipped work worked there link demo live code stack used using tell show what about".split(
    " ",
  ),
);

/** Kinds of thing that pick none ("the one", "that thing"), and ones so broad that a package's words may say them too ("used in Flutter apps"). */
const ANY_KIND = new Set(["one", "thing", "project", "something", "anything"]);
const BROAD_KINDS = new Set(["app", "application", "tool", "site", "website", "service", "api"]);

export const withoutPlural = (word: string) => word.replace(/(?<=.{3})s$/, "");

/** "dsp" of "digital signal processing": the initials of each run of three or four words, which a question may name the thing by. */
function initialsOf(text: string): string[] {
  const words = tokens(normalize(text));
  return [3, 4].flatMap((length) =>
    words.slice(0, words.length - length + 1).flatMap((_, i) => {
      const run = words.slice(i, i + length);
      return run.some((word) => STOPWORDS.has(word) || word.length < 3) ? [] : [run.map((word) => word[0]).join("")];
    }),
  );
}

/** Each project's words and each role's, read once per answerer (when the Worker starts), not on every question. */
export const describedWords = new WeakMap<
  Knowledge,
  {
    projects: { project: Project; words: Set<string>; named: Set<string>; saysWhat: Set<string> }[];
    entries: { entry: ExperienceEntry; words: Set<string> }[];
  }
>();

export function wordsOf(knowledge: Knowledge) {
  let known = describedWords.get(knowledge);
  if (!known) {
    known = {
      projects: knowledge.content.projects.map((project) => ({
        project,
        words: new Set([...tokens(normalize(`${project.name} ${project.description}`)).map(withoutPlural), ...initialsOf(project.description)]),
        named: new Set(tokens(normalize(project.name)).map(withoutPlural)),
        // The name and the first sentence, which say what the project is ("An open-source Prometheus exporter…").
        saysWhat: new Set(tokens(normalize(`${project.name} ${project.description.split(SENTENCE_BREAK)[0] ?? ""}`)).map(withoutPlural)),
      })),
      entries: knowledge.content.experience.map((entry) => ({ entry, words: new Set(tokens(normalize(entry.description)).map(stem)) })),
    };
    describedWords.set(knowledge, known);
  }
  return known;
}

/** "tell me about the url shortener", "the AI career coach": the one project whose first sentence says what it is in the question's last word, and no other's words. */
export function projectCalledAs(knowledge: Knowledge, q: string): Project | undefined {
  const { projects } = wordsOf(knowledge);
  const [, calledAs] = /\s(?:the|his|her|their|that) (?:\S+ ){0,2}(\S{5,})\s$/.exec(q) ?? [];
  const itsWord = calledAs && !STOPWORDS.has(calledAs) && !isIntentWord(calledAs) ? withoutPlural(calledAs) : undefined;
  const onlyOne = itsWord ? projects.filter((entry) => entry.words.has(itsWord)) : [];
  // (Said among the first words of what it is, "An Arabic-first URL shortener…", not "Code from her postdoc…".)
  const opening = (entry: (typeof projects)[number]) =>
    tokens(normalize(entry.project.description.split(SENTENCE_BREAK)[0] ?? ""))
      .slice(0, 5)
      .map(withoutPlural);
  return onlyOne.length === 1 && onlyOne[0] && opening(onlyOne[0]).includes(itsWord ?? "") ? onlyOne[0].project : undefined;
}

/** The one project whose own words, and no other project's, hold a word of the question ("minibus", "hackathon", "thesis"). */
export function projectDescribed(knowledge: Knowledge, q: string): Project | undefined {
  const called = projectCalledAs(knowledge, q);
  if (called) return called;
  const { projects } = wordsOf(knowledge);
  if (!asks(q, "aboutSomethingMade") && !asks(q, "linkOfOneThing")) return undefined;
  const words = tokens(q);
  // The kinds of thing asked for ("package", "bot"), and whether a project's first sentence makes it another kind ("A pure-Dart package…" is no app).
  const kinds = words.filter((word) => asks(` ${word} `, "madeThing") && !ANY_KIND.has(withoutPlural(word))).map(withoutPlural);
  // (Its first words say what it is: "A pure-Dart package for…", not "…puzzles sorted by theme".)
  const anotherKind = ({ saysWhat, named }: { saysWhat: Set<string>; named: Set<string> }) =>
    [...saysWhat]
      .filter((said) => !named.has(said))
      .slice(0, 6)
      .some((said) => !kinds.includes(said) && !BROAD_KINDS.has(said) && !ANY_KIND.has(said) && asks(` ${said} `, "madeThing"));
  // A word that names the thing ("extension", "thesis", "hackathon") or says which one ("the minibus app"), not any word ("a fintech client").
  const naming = (word: string, i: number) => [word, words[i + 1], words[i + 2]].some((near) => near !== undefined && asks(` ${near} `, "madeThing"));
  const asked = words
    .filter(
      (word, i) =>
        (word.length >= 4 || (word.length === 3 && !isOrdinaryWord(word))) &&
        !STOPWORDS.has(word) &&
        !MAKING_WORDS.has(withoutPlural(word)) &&
        !knowledge.ownerWords.has(word) &&
        // ("our pipeline is a mess": the visitor's own thing, not one of the owner's.)
        !/^(?:our|my|your)$/.test(words[i - 1] ?? "") &&
        naming(word, i),
    )
    // (A technology's name is no description, unless one project's own name says it: "the eks terraform module".)
    .filter((word) => !knowledge.techKeys.has(squash(word)) || projects.filter((entry) => entry.named.has(withoutPlural(word))).length === 1);
  const found = unique(
    asked.flatMap((word) => {
      // "Any games?" asks for every game: only a project named one ("Hangman Game") is picked by the plural alone.
      const kindAlone = withoutPlural(word) !== word && asks(` ${word} `, "madeThing");
      const holders = projects.filter((entry) => (kindAlone ? entry.named : entry.words).has(withoutPlural(word)));
      if (holders.length === 1 && holders[0]) return [holders[0].project];
      // ("the exporter" of pager-health-exporter, though the dashboards that "pair with pager-health-exporter" say the word too:
      // the one whose name says it, else whose first sentence does, when it holds every other word asked too.)
      const holdsAll = (entry: (typeof holders)[number]) => asked.every((other) => entry.words.has(withoutPlural(other)));
      // ("his chess app" of a chess app and a chess package: the one whose first sentence makes it no other kind of thing.)
      const [one] = [
        ...(["named", "saysWhat"] as const).map((words) => holders.filter((entry) => entry[words].has(withoutPlural(word)) && holdsAll(entry))),
        kinds.length > 0 ? holders.filter((entry) => entry.saysWhat.has(withoutPlural(word)) && holdsAll(entry) && !anotherKind(entry)) : [],
      ].filter((ones) => ones.length === 1);
      return kindAlone || !namesOneMadeThing(q) || !one?.[0] ? [] : [one[0].project];
    }),
  );
  return found.length === 1 ? found[0] : undefined;
}

/** Kinds of thing too common to pick some projects by: every project may be one ("what apps has he built?"). */
export const EVERY_PROJECT_KIND = new Set(["app", "application", "project", "tool", "site", "website", "one", "thing", "service", "api", "module"]);

/** "What talks has she given?", "any books?": every project named as that kind ("… (talk)"), when two or more are. */
export function projectsNamedAs(knowledge: Knowledge, q: string): Project[] {
  if (!asks(q, "aboutSomethingMade")) return [];
  const { projects } = wordsOf(knowledge);
  const kinds = tokens(q)
    .filter((word) => withoutPlural(word) !== word && asks(` ${word} `, "madeThing"))
    .map(withoutPlural)
    .filter((kind) => !EVERY_PROJECT_KIND.has(kind));
  const named = projects.filter((entry) => kinds.some((kind) => entry.named.has(kind))).map((entry) => entry.project);
  // ("Does he have any patents?" of one "(patent application)": that one.)
  const anyAsked = kinds.some((kind) => new RegExp(`\\s(?:any|a|an) ${kind}s?\\s`).test(q));
  return named.length >= 2 || (named.length === 1 && anyAsked) ? named : [];
}

/**
 * "Which of her talks was in French?", "which talk did they give in Toronto?": of the projects named as one kind
 * ("… (talk)"), those whose own words hold the question's other words, when that is some of them and not all.
 */
export function projectsOfKindSaying(knowledge: Knowledge, q: string): Project[] {
  const { projects } = wordsOf(knowledge);
  const words = tokens(q);
  const kinds = words
    .filter((word) => asks(` ${word} `, "madeThing"))
    .map(withoutPlural)
    .filter((kind) => !EVERY_PROJECT_KIND.has(kind));
  const ofKind = projects.filter((entry) => kinds.some((kind) => entry.named.has(kind)));
  if (ofKind.length < 2) return [];
  const others = words.filter(
    (word) =>
      word.length >= 4 &&
      !STOPWORDS.has(word) &&
      !MAKING_WORDS.has(withoutPlural(word)) &&
      !kinds.includes(withoutPlural(word)) &&
      !knowledge.ownerWords.has(word) &&
      !/^(?:give|gave|given|held|which|talk|talks)$/.test(word),
  );
  const saying = ofKind.filter((entry) => others.some((word) => entry.words.has(withoutPlural(word))));
  return saying.length > 0 && saying.length < ofKind.length ? saying.map((entry) => entry.project) : [];
}

/** "What did she do at the weather radar company?": a workplace named by what it is. */
export const AT_A_KIND_OF_PLACE =
  /\s(?:at|for|with) (?:the|that) (?:\S+ ){1,3}(?:company|start ?up|agency|consultancy|firm|lab|bank|studio|insurer|non ?profit|charity|fintech)\s/;

/** "Which company had the card-skimming incident?": the one role whose own words, and no other's, hold a word of the question. */
export function entryDescribed(knowledge: Knowledge, q: string): ExperienceEntry | undefined {
  if (!/\s(?:which|what) (?:company|companies|employer|job|role|place|client|team)\s/.test(q) && !AT_A_KIND_OF_PLACE.test(q)) return undefined;
  const { entries } = wordsOf(knowledge);
  const asked = tokens(q).filter((word) => word.length >= 4 && !STOPWORDS.has(word) && !knowledge.ownerWords.has(word) && !MAKING_WORDS.has(word));
  const found = unique(
    asked.flatMap((word) => {
      const holders = entries.filter((item) => item.words.has(stem(word)));
      return holders.length === 1 && holders[0] ? [holders[0].entry] : [];
    }),
  );
  return found.length === 1 ? found[0] : undefined;
}

/**
 * "tell me about his sabbatical", "and the parental leave?": the one role whose title or terms hold every word said after
 * "his", "the"… at the question's end ("Touring Bassist (sabbatical)", "Parental leave").
 */
export function entryTitled(knowledge: Knowledge, q: string): ExperienceEntry | undefined {
  const said = /\s(?:his|her|their|the|that) ((?:\S+ )?\S+)\s$/.exec(q)?.[1];
  const words = tokens(said ?? "").filter((word) => !STOPWORDS.has(word));
  if (words.length === 0 || words.some((word) => word.length < 4 || knowledge.ownerWords.has(word))) return undefined;
  const titled = rolesWhose(knowledge, (entry) => `${entry.title} ${entry.employmentType}`, words);
  return titled.length === 1 ? titled[0] : undefined;
}

/**
 * "when did she become lead?", "when did he start as a senior engineer?", "promoted to staff when?": the first role whose
 * title holds every word said after the verb (the roles are listed newest first), or undefined when none does.
 */
export function firstRoleAs(knowledge: Knowledge, q: string): ExperienceEntry | undefined {
  const said = /\s(?:become|became|start as|started as|begin as|began as|promoted to|made)\s(?:an? |the )?(.+?)\s(?:when\s)?$/.exec(q)?.[1];
  return rolesTitled(knowledge, said).at(-1);
}

/** The roles whose titles hold every word of a few said ("a hospital pharmacist"), newest first; none for more than four. */
export function rolesTitled(knowledge: Knowledge, said: string | undefined): ExperienceEntry[] {
  const words = tokens(said ?? "").filter((word) => !STOPWORDS.has(word) && !knowledge.ownerWords.has(word));
  return words.length === 0 || words.length > 4 ? [] : rolesWhose(knowledge, (entry) => entry.title, words);
}

/** "which studio did he work at?", "what lab was she at?": the one employer whose name says what it is. */
export function employerOfKind(knowledge: Knowledge, q: string): ExperienceEntry | undefined {
  const kind =
    /\s(?:which|what) ((?:\S+ )?\S+) (?:did|does|has|have|was|is) (?:he|she|they|owner) (?:work|worked|working|been|at|with|employed)\s/.exec(q)?.[1];
  if (!kind || /^(?:company|companies|employer|employers|job|jobs|role|roles|place|places|firm|team|client|clients|position|business)$/.test(kind))
    return employerDescribed(knowledge, q);
  const words = kind.split(" ");
  const named = rolesWhose(knowledge, (entry) => entry.company, words);
  // ("which recording studio did he work at?" of "Studio Hvalur is a recording studio in Reykjavík": its first sentence says so.)
  // (The words as one phrase: "a music-recording application used by home studios" is no recording studio.)
  const described =
    named.length > 0 || words.length === 1
      ? named
      : knowledge.content.experience.filter((entry) => hasPhrase(normalize(entry.description.split(SENTENCE_BREAK)[0] ?? ""), kind));
  return unique(described.map((entry) => entry.company)).length === 1 ? described[0] : undefined;
}

/**
 * "what did they do at the printer company?", "her time at the e-bike start-up": the one employer whose name, or
 * the first sentence about it, says what kind of company it is ("Kestrel Printing Systems", "…a start-up that built
 * motors for e-bikes").
 */
function employerDescribed(knowledge: Knowledge, q: string): ExperienceEntry | undefined {
  const kind =
    /\s(?:at|for|with|in) (?:the|that|this) ((?:\S+ ){1,2}?)(?:company|start ?up|firm|employer|agency|maker|manufacturer|shop|business)\s/.exec(
      q,
    )?.[1];
  return employerOfWords(knowledge, kind);
}

/** "what did she do before the museum job?": the one employer the words before "job" describe, for a step from it. */
export function roleDescribed(knowledge: Knowledge, q: string): ExperienceEntry | undefined {
  const kind = /\s(?:before|after) (?:the|that|her|his|their) ((?:\S+ ){1,2}?)(?:job|role|position|post|stint|gig)\s/.exec(q)?.[1];
  // (A word of order is no kind: "before her first job" is the career's own rule.)
  return kind && !/\b(?:current|present|first|last|latest|previous|next|old|new|only|full|part|time|tech|real)\b/.test(kind)
    ? employerOfWords(knowledge, kind)
    : undefined;
}

function employerOfWords(knowledge: Knowledge, kind: string | undefined): ExperienceEntry | undefined {
  const words = kind ? tokens(kind).filter((word) => word.length >= 3 && !STOPWORDS.has(word)) : [];
  if (words.length === 0) return undefined;
  const saysAll = (text: string) => saysEvery(text, words, 4);
  const byName = knowledge.content.experience.filter((entry) => saysAll(entry.company));
  const described =
    byName.length > 0 ? byName : knowledge.content.experience.filter((entry) => saysAll(entry.description.split(SENTENCE_BREAK)[0] ?? ""));
  return unique(described.map((entry) => entry.company)).length === 1 ? described[0] : undefined;
}

/** The roles whose field (a title, an employer) holds every one of these words, in any form. */
function rolesWhose(knowledge: Knowledge, field: (entry: ExperienceEntry) => string, words: readonly string[]): ExperienceEntry[] {
  return knowledge.content.experience.filter((entry) => {
    const own = new Set(tokens(normalize(field(entry))).map(stem));
    return words.every((word) => own.has(stem(word)));
  });
}

/** One thing made, said after "the" or "his": "the on-call talk" ("her iOS apps" are all of them, and "in one line" names nothing). */
export function namesOneMadeThing(q: string): boolean {
  const words = tokens(q);
  return (
    words.some(
      (word, i) =>
        /^(?:the|his|her|their|that)$/.test(word) &&
        words.slice(i + 1, i + 4).some((next) => withoutPlural(next) === next && next !== "one" && asks(` ${next} `, "madeThing")),
    ) || asks(q, "linkOfOneThing")
  );
}

/** "has he built anything for shops or stores?": who or what the thing was made for, said after "for". */
const MADE_FOR =
  /\s(?:built|made|done|developed|created|build|make|do)\s(?:anything|something|stuff|any projects?|any apps?|any sites?|any websites?|projects?|apps?|sites?|websites?)\s(?:\S+\s)?for\s(?:a\s|an\s|the\s|any\s|some\s)?((?:\S+\s){1,4})/;

/**
 * "has he built anything for shops or stores?", "made anything for schools?": the projects whose own words say who they
 * are for, when some say it and not all.
 */
export function projectsMadeFor(knowledge: Knowledge, q: string): Project[] {
  const said = MADE_FOR.exec(q)?.[1];
  const asked = tokens(said ?? "").filter(
    (word) => word.length >= 4 && !STOPWORDS.has(word) && !knowledge.ownerWords.has(word) && !isOrdinaryWordOfTime(word),
  );
  if (asked.length === 0) return [];
  const { projects } = wordsOf(knowledge);
  const saying = projects.filter((entry) => asked.some((word) => entry.words.has(withoutPlural(word)))).map((entry) => entry.project);
  return saying.length < projects.length ? saying : [];
}

/** "before", "ever", "yet": words after "for" that say when, not for whom. */
const isOrdinaryWordOfTime = (word: string) => /^(?:before|ever|yet|already|recently|lately|please|now)$/.test(word);

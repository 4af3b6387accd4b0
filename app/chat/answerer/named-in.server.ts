import type { ExperienceEntry } from "~/content";
import { isInternship } from "../facts/owner-facts";
import { asks } from "./intents.server";
import type { Knowledge } from "./knowledge.server";
import { findMentions, namesSomething, type Mentions } from "./mentions.server";
import { isCurrent, ofSector } from "./replies.server";
import { escapeRegExp, hasPhrase, normalize, STOPWORDS, tokens, withoutBrackets } from "./text.server";
import { KIND_WORDS, SECTORS } from "./vocabulary.server";
import { EVERY_PROJECT_KIND, withoutPlural, wordsOf } from "./described.server";

/** The owner's job as a visitor names it without its company: "at her job", "in the current role", "of his company" ("at work" is any of the roles). */
const AT_WORK = /\b(?:at|in|for|of) (?:(?:his|her|their) (?:current |day |present )?|(?:the )?current )(?:job|employer|company|role|position)\b/i;

/** What follows a kind of place when it names studies there: "the university certificate", "her college degree". */
const STUDIES_OF_KIND = /^(?:degree|certificate|certification|diploma|course|studies|program|programme)\s/;

/** "the agency", "the design agency", "what did he do in trading", "at a trading firm": each sector word so said, compiled once. */
const THE_SECTOR_WORD = new Map(
  SECTORS.flatMap(({ asked }) =>
    asked.map(
      (word) =>
        [
          word,
          {
            said: ` ${word} `,
            pattern: new RegExp(
              `\\s(?:the (?:\\S+ )?|(?:do|did|work|worked|working) in (?:the )?|(?:work|worked|works|working|been|job|role|experience) (?:at|for|in) an? (?:\\S+ )?)${word}\\s(?!of\\s)`,
            ),
          },
        ] as const,
    ),
  ),
);

/**
 * What a question names: the technologies, projects and roles its words name (mentions.server.ts), and the role or
 * project it means by a description rather than a name ("the agency", "the Chennai one", "her QA automation job",
 * "the ticketing app", "the SLO platform at Kotobuki Pay"). `atWork` is how it named the current job, if it did.
 */
export function namedIn(knowledge: Knowledge, question: string, asking: string, q: string): { mentions: Mentions; atWork: RegExpExecArray | null } {
  const { experience } = knowledge.content;
  const current = experience.find(isCurrent);
  // "does she use Swift at her job?": the current role is named, and "at her job" is no part of a technology's name.
  const atWork = current ? AT_WORK.exec(asking) : null;
  let mentions = findMentions(knowledge, atWork ? asking.replace(AT_WORK, " ") : asking);
  if (asking !== question && !namesSomething(mentions) && /\s(?:both|those|these|that|this|it|either)\s/.test(q))
    mentions = findMentions(knowledge, question);
  if (atWork && current && mentions.entries.length === 0) mentions = { ...mentions, entries: [current] };
  // "what did she do at Crossroads?": an employer by the first word of its name, an everyday word, said where a workplace goes.
  const firstWord = /\s(?:at|joined|join|leave|left|leaving|quit)\s(\S+)\s(?:(?:before|after|then|exactly|too|again|in the end)\s)?$/.exec(q)?.[1];
  // ("what did she study at university?" names a kind of place, which the sectors below read.)
  const byFirstWord =
    firstWord && !STOPWORDS.has(firstWord) && !THE_SECTOR_WORD.has(firstWord) && !/^(?:uni|college|school|home|work)$/.test(firstWord)
      ? experience.filter((entry) => tokens(normalize(entry.company))[0] === firstWord)
      : [];
  if (!namesSomething(mentions) && byFirstWord.length > 0 && byFirstWord.every((entry) => entry.company === byFirstWord[0]?.company))
    mentions = { ...mentions, entries: byFirstWord };
  // "What did they do at the hospital?", "his team at the bank": the one employer of that kind.
  // "At the design agency": a word may stand between.
  // ("the university certificate" is the owner's studies, not an employer.)
  const theKind = (word: string) => {
    const sector = THE_SECTOR_WORD.get(word);
    return sector !== undefined && q.includes(sector.said) && sector.pattern.test(q) && !STUDIES_OF_KIND.test(q.split(sector.said)[1] ?? "");
  };
  const kindNamed = SECTORS.find(({ asked }) => asked.some(theKind));
  // "the design agency Estúdio Guaíba" in the owner's own prose names the agency a question means, whatever its roles say.
  // ("Banco Vértice, a large Brazilian bank" calls it so too.)
  const calledSo = (entry: ExperienceEntry) => {
    const company = normalize(entry.company).trim();
    const said = (word: string) =>
      hasPhrase(knowledge.prose, `${word} ${company}`) ||
      new RegExp(`\\s${escapeRegExp(company)} (?:is )?an? (?:\\S+ ){0,3}${word}\\s`).test(knowledge.prose);
    return kindNamed?.asked.some((word) => theKind(word) && said(word)) ?? false;
  };
  const [ofKind, ...more] = kindNamed ? (experience.some(calledSo) ? experience.filter(calledSo) : rolesOf(experience, kindNamed)) : [];
  // "How long was she at the agency?" of two titles held there: the employer, both its roles.
  if (ofKind && more.length > 0 && more.every((entry) => entry.company === ofKind.company) && mentions.entries.length === 0)
    mentions = { ...mentions, entries: [ofKind, ...more] };
  // "before the university" of an owner with several roles in education: the one whose name says it.
  const sectorSaid = kindNamed?.asked.find(theKind);
  // Of two universities, "the university" is the one the owner is at now.
  const namedSoAll = more.length > 0 && sectorSaid ? experience.filter((entry) => hasPhrase(normalize(entry.company), sectorSaid)) : [];
  const [namedSo, ...alsoNamed] = namedSoAll.length > 1 && current && namedSoAll.includes(current) ? [current] : namedSoAll;
  const [theOne, ...others] = more.length === 0 ? [ofKind] : namedSo && alsoNamed.length === 0 ? [namedSo] : [];
  // (Every role held there: "how long was she at the bank?" of a junior role and a later one at Banco Lince.)
  if (theOne && others.length === 0 && mentions.entries.length === 0)
    mentions = { ...mentions, entries: experience.filter((entry) => entry === theOne || entry.company === theOne.company) };
  // "What came after the internship?": the one internship.
  const [internship, ...otherInternships] = experience.filter(isInternship);
  // "What did he build during his internship?", "was her internship remote?": that one too ("did he do an internship?" is about any).
  const theInternship =
    /\s(?:the|his|her|their|owner|that) internship\s/.test(q) &&
    !/^\s(?:did|has|have|does|do) (?:he|she|they|owner) (?:ever )?(?:do|done|did|have|had)\s/.test(q);
  if (internship && otherInternships.length === 0 && theInternship && mentions.entries.length === 0)
    mentions = { ...mentions, entries: [internship] };
  // "his book", "tell me about her talk": the one project whose name says what it is ("Durable by Design (book)").
  const kindSaid = /\s(?:his|her|their|owner s|the) (\S+)\s/g;
  const kinds = [...q.matchAll(kindSaid)]
    .map((found) => found[1] ?? "")
    .filter((word) => withoutPlural(word) === word && !EVERY_PROJECT_KIND.has(word) && asks(` ${word} `, "madeThing"));
  const [namedKind, ...alsoNamedKind] =
    kinds.length > 0 && !namesSomething(mentions)
      ? wordsOf(knowledge).projects.filter((entry) => kinds.some((kind) => entry.named.has(withoutPlural(kind))))
      : [];
  if (namedKind && alsoNamedKind.length === 0) mentions = { ...mentions, projects: [namedKind.project] };
  // "the Chennai one", "the one in Chennai", "the job in Bergen": the one role of that place.
  const placeSaid = /\sthe (\S+) (?:one|job|role|position|company|internship|gig)\s|\sthe (?:one|job|role|position|company) (?:in|at) (\S+)\s/.exec(
    q,
  );
  const placeWord = placeSaid?.[1] ?? placeSaid?.[2];
  const [placed, ...alsoPlaced] =
    placeWord && placeWord.length > 2 && !STOPWORDS.has(placeWord) && mentions.entries.length === 0
      ? experience.filter((entry) => hasPhrase(normalize(entry.location ?? ""), placeWord))
      : [];
  if (placed && alsoPlaced.length === 0) mentions = { ...mentions, entries: [placed] };
  // "What is the ticketing app written in?", "what's the Rust service built with?": what a thing no project is was made
  // with, from the one role whose own words name it ("Builds the ticketing app in Kotlin and Swift").
  const thingSaid =
    /\s(?:the|his|her|their|owner|owners|owner s) ((?:\S+ ){1,2}(?:app|application|service|platform|system|tool|website|site|dashboard|pipeline|api|portal|engine))\s/.exec(
      q,
    )?.[1];
  const [madeAtWork, ...alsoMadeAtWork] =
    thingSaid && !namesSomething({ ...mentions, techs: [], otherTechs: [] }) && (asks(q, "stack") || /\s(?:languages?|written|built)\s/.test(q))
      ? experience.filter((entry) => hasPhrase(normalize(entry.description), thingSaid))
      : [];
  if (madeAtWork && alsoMadeAtWork.length === 0) mentions = { ...mentions, entries: [madeAtWork] };
  // "Where was her QA automation job?": a role named by two words of its title, then "job" or "role".
  const [titledInPart, ...alsoInPart] =
    mentions.entries.length === 0
      ? experience.filter((entry) => {
          const title = tokens(normalize(entry.title));
          return title.slice(1).some((word, i) => hasPhrase(q, `${title[i]} ${word} job`) || hasPhrase(q, `${title[i]} ${word} role`));
        })
      : [];
  if (titledInPart && alsoInPart.length === 0) mentions = { ...mentions, entries: [titledInPart] };
  // "his java job", "her teaching role": one word only one title has.
  const wordBefore = /\s(?:his|her|their|owner s|the) (\S+) (?:job|role|position)\s/.exec(q)?.[1];
  const [titledByWord, ...alsoByWord] =
    wordBefore && !STOPWORDS.has(wordBefore) && mentions.entries.length === 0
      ? experience.filter((entry) => hasPhrase(normalize(entry.title), wordBefore))
      : [];
  if (titledByWord && alsoByWord.length === 0) mentions = { ...mentions, entries: [titledByWord] };
  // "How long have you been a Senior Mobile Engineer?": a role named by its whole title.
  const [titledSo, ...alsoTitled] =
    mentions.entries.length === 0 ? experience.filter((entry) => tokens(normalize(entry.title)).length >= 2 && hasPhrase(q, entry.title)) : [];
  if (titledSo && alsoTitled.length === 0 && /\s(?:how long|since when|when did|when was|what did|how many years)\s/.test(q))
    mentions = { ...mentions, entries: [titledSo] };
  // "the SLO platform at Kotobuki Pay": every word of a project's name ("Kotobuki Pay SLO Platform"), in any order,
  // names the project, not only the employer whose name is part of it.
  const allWordsOf = (name: string) => tokens(normalize(name)).every((word) => hasPhrase(q, word));
  // "the on call handbook" of "Open On-Call Handbook": a name of three words or more without its first, said in order.
  const withoutFirst = (name: string) => {
    const words = tokens(normalize(withoutBrackets(name)));
    return words.length >= 3 && (words.at(-1)?.length ?? 0) >= 4 && hasPhrase(q, `the ${words.slice(1).join(" ")}`);
  };
  const [wordByWord, ...alsoWordByWord] = knowledge.content.projects.filter(
    (p) => (tokens(normalize(p.name)).length >= 2 && allWordsOf(p.name)) || withoutFirst(p.name),
  );
  if (wordByWord && alsoWordByWord.length === 0 && mentions.projects.every((p) => p === wordByWord)) {
    const inName = (entry: ExperienceEntry) => tokens(normalize(entry.company)).every((word) => hasPhrase(normalize(wordByWord.name), word));
    mentions = { ...mentions, projects: [wordByWord], entries: mentions.entries.filter((entry) => !inName(entry)) };
  }
  // "cloud data warehouses", "a cloud database": the cloud is where the other kind runs, not the kind asked for.
  const inTheCloud = mentions.kinds.some((named) => named !== "cloud" && KIND_WORDS[named].some((word) => hasPhrase(q, `cloud ${word}`)));
  if (inTheCloud) mentions = { ...mentions, kinds: mentions.kinds.filter((named) => named !== "cloud") };
  return { mentions, atWork };
}

/** The employers of a kind ("healthcare"), by the words of their name and work. */
export function rolesOf(experience: readonly ExperienceEntry[], sector: { markers: readonly string[] }): ExperienceEntry[] {
  // A role titled so ("Lead Instructor") comes before one whose work only mentions it.
  const titled = (entry: ExperienceEntry) => sector.markers.some((marker) => hasPhrase(normalize(entry.title), marker));
  const found = experience.filter((entry) => ofSector(entry, sector));
  return [...found.filter(titled), ...found.filter((entry) => !titled(entry))];
}

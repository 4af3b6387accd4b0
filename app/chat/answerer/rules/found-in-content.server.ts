import type { ChatTurn } from "../../shared/conversation";
import type { Project } from "~/content";
import { isOrdinaryWord } from "../vocabulary.server";
import { stem, type Knowledge } from "../knowledge.server";
import { contentWords, hasPhrase, normalize, NUMBER_WORDS, STOPWORDS, tokens, unique } from "../text.server";

// Searches of the content's own sentences that several rules share: the sentence that answers, the one the
// last answer already gave, the one that gives a number, the one about a talk.

/** A term the index already stemmed, searched as it is: stemming a stem again can change it ("degre", "degr"). */
const asStemmed = (term: string) => term;

/**
 * The best-matching sentence of the content, when it clearly answers the question.
 * `ordinary`: a short everyday word may be the rare match ("care about" questions); by default it is chance ("run marathons").
 */
export function searchFacts(
  knowledge: Knowledge,
  q: string,
  { ordinary = false, describe }: { ordinary?: boolean; describe?: (project: Project) => string } = {},
): string | null {
  // The owner's name is in many sentences and says nothing about which one is meant.
  const names = knowledge.ownerWords;
  const terms = contentWords(q).filter((word) => word.length >= 3 && !names.has(word));
  if (terms.length === 0) return null;
  const [best] = knowledge.facts.search(terms.join(" "), { fuzzy: (term) => (term.length >= 6 ? 1 : false), prefix: false });
  if (!best) return null;
  // One matched word can be chance ("experience"); two of the question's words, or one rare one, is a match.
  // ("should i sleep with the window open?" of an employer called Open Window Digital: a name's words out of its order, and
  // nothing else, are no match.)
  const scrambled = scrambledNameWords(knowledge, q);
  const matched = new Set(best.terms.map(stem));
  if ([...matched].every((term) => scrambled.has(term))) return null;
  // A rare word that is everyday English ("run") is chance too ("does she run marathons?").
  const rare = best.terms.filter(
    (term) =>
      (ordinary || term.length >= 5 || !isOrdinaryWord(term)) &&
      knowledge.facts.search(term, { prefix: false, fuzzy: false, processTerm: asStemmed }).length === 1,
  );
  // "Does she play CTFs?": a word that is no everyday English ("ctf") names something the content has.
  const named = best.terms.filter((term) => term.length >= 3 && !isOrdinaryWord(term) && !STOPWORDS.has(term));
  if (matched.size >= 2 || ((rare.length >= 1 || named.length >= 1) && terms.length <= 2)) {
    // "anything with payments?": a project's sentence is answered with the whole project, its stack too.
    const project = knowledge.factDocs.find((fact) => fact.id === best.id)?.project;
    return project && describe ? describe(project) : String(best["answer"]);
  }
  return null;
}

/**
 * The stems of the words of an employer's name that the question holds two or more of, but not in the name's order, or
 * after "a" as everyday words.
 * (A project's name may be said either way round: "a jam game" is the owner's Global Game Jam entry.)
 */
function scrambledNameWords(knowledge: Knowledge, q: string): ReadonlySet<string> {
  const asked = tokens(q);
  const words = knowledge.content.experience
    .map((entry) => entry.company)
    .flatMap((name) => {
      const own = tokens(normalize(name)).filter((word) => !STOPWORDS.has(word) && asked.includes(word));
      const places = own.map((word) => asked.indexOf(word));
      // ("does everyone deserve a second chance?" of Second Chance Academy: everyday words of its name, after "a", in their own meaning.)
      const ownMeaning =
        own.length >= 2 && own.every((word) => isOrdinaryWord(word)) && new RegExp(`\\s(?:a|an|another)\\s${own.join(" ")}\\s`).test(q);
      return own.length >= 2 && (ownMeaning || places.some((place, i) => i > 0 && place < (places[i - 1] ?? 0))) ? own.map(stem) : [];
    });
  return new Set(words);
}

/**
 * "…and deletes test data once the retest is done" then "will she delete our data afterwards?": a
 * follow-up the last answer already answers (two of its words, or one long one, are there) gets it again.
 */
export function saidJustNow(knowledge: Knowledge, q: string, history: readonly ChatTurn[]): string | null {
  const last = history[history.length - 1];
  if (last?.role !== "assistant" || last.content === knowledge.content.assistantProfile.fallbackReply) return null;
  const said = new Set(tokens(normalize(last.content)).map(stem));
  // A name ("how much does Haulwise pay him?" after an answer about Haulwise) says which thing, not what is asked about it.
  const names = knowledge.nameWords;
  const asked = contentWords(q).filter((word) => word.length >= 4 && !knowledge.ownerWords.has(word) && !STOPWORDS.has(word) && !names.has(word));
  // A long word as the visitor wrote it ("euros"), whatever its stem ("euro").
  const shared = unique(asked.filter((word) => said.has(stem(word))));
  // "where did he walk?" after "…walked the Camino…": the one word the question asks about, when it is the only one.
  const onlyWord = asked.length === 1 && shared.length === 1 && tokens(q).length <= 5 && /^\s(?:where|when|who|why)\s/.test(q);
  return shared.length >= 2 || shared.some((word) => word.length >= 5) || onlyWord ? last.content : null;
}

/** The word right after the earliest of the phrases in a normalized question ("his terraform module" → "module"). */
export function wordAfter(q: string, phrases: readonly string[]): string | undefined {
  let earliest: { at: number; word: string } | undefined;
  // ("the web audio api": "api" is within the longer name, not after "web audio".)
  const said: [number, number][] = [];
  for (const phrase of [...phrases].sort((a, b) => b.trim().length - a.trim().length)) {
    const needle = ` ${phrase.trim()} `;
    for (let at = q.indexOf(needle); at >= 0; at = q.indexOf(needle, at + 1)) {
      const end = at + needle.length;
      if (said.some(([from, to]) => at >= from && end <= to)) continue;
      said.push([at, end]);
      const word = /^(\S+)\s/.exec(q.slice(end))?.[1];
      if (!word) continue;
      if (!earliest || at < earliest.at) earliest = { at, word };
      break;
    }
  }
  return earliest?.word;
}

/** What the rules count themselves ("how many projects", "how many years"). */
export const COUNTED_BY_RULES = new Set(
  "projects project apps app years year months jobs job roles role companies employers languages skills technologies techs tools certifications certificates degrees people engineers developers links".split(
    " ",
  ),
);

/** Numbers in words ("eleven papers", "a dozen talks"); not "one", which counts nothing in "one of the founders". */
const COUNT_WORDS = [...NUMBER_WORDS]
  .filter(([, value]) => value >= 2)
  // ("hundreds of users", "dozens of talks")
  .flatMap(([word]) => (/^(?:hundred|thousand|dozen)$/.test(word) ? [word, `${word}s`] : [word]))
  .join("|");
/** A number, in digits or words. */
export const NUMBER = new RegExp(`\\d|\\b(?:${COUNT_WORDS})\\b`, "i");

/**
 * The content's sentence that gives a number of the thing counted ("112 schools"), when one matches the question.
 * `named`: the project or role the question names ("How many stars does Quiet Dashboards have?"): the number must be about it.
 * `near`: the number must count the thing ("60 websites"); a change ("from 30 minutes to 4") may give it anywhere in the sentence.
 */
export function numberFact(knowledge: Knowledge, counted: string, q: string, named: readonly string[] = [], near = true): string | null {
  const terms = contentWords(q).filter((word) => word.length >= 3 && !knowledge.ownerWords.has(word));
  const root = stem(counted);
  for (const hit of knowledge.facts.search(terms.join(" "), { prefix: true }).slice(0, 5)) {
    const fact = knowledge.factDocs[Number(hit.id)];
    const aboutIt = named.length === 0 || named.some((name) => hasPhrase(fact?.normalized ?? "", name));
    const counts = near
      ? countsIt(tokens(fact?.normalized ?? ""), root)
      : NUMBER.test(fact?.text ?? "") && tokens(fact?.normalized ?? "").some((word) => stem(word) === root);
    if (fact && aboutIt && counts) return fact.answer;
  }
  return null;
}

/** A whole number, in digits or words ("60", "1,400+", "eleven"); a version ("WCAG 2.2") or a year ("since 2022") counts nothing. */
const COUNT = new RegExp(`^(?!(?:19|20)\\d\\d$)(?:\\d[\\d,]*\\+?|${COUNT_WORDS})$`, "i");

/** Words that give a number of the thing counted: the number within three words of it ("112 schools", "audited more than 60"). */
function countsIt(words: readonly string[], root: string): boolean {
  return words.some((word, i) => stem(word) === root && words.slice(Math.max(0, i - 3), i + 4).some((near) => COUNT.test(near)));
}

/** A sentence that gives a company's size: "a studio of about 180 people", "a twenty-person start-up". */
export const SIZE =
  /\b(?:\d[\d,.]*\s*\+?|(?:two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred)(?:-\w+)?)[\s-](?:people|employees|staff|engineers|developers|person)\b/i;

/** The content's sentence about the talks the owner gave: one that counts them or names where ("eleven talks, at SRE NEXT…") before one that only says so. */
export function talkFactOf(knowledge: Knowledge) {
  // ("Nuri Talk's iOS app": a name with "Talk" in it is no talk.)
  const about = knowledge.factDocs.filter(
    (fact) => TALK_WORDS.test(fact.normalized) && TALK_WORDS.test(normalize(fact.text.replace(/\p{Lu}[\p{L}\p{N}]*\s+Talks?\b/gu, " "))),
  );
  return about.find((fact) => NUMBER.test(fact.text)) ?? about[0];
}

/** Words of a sentence about a talk the owner gave. */
export const TALK_WORDS =
  /\s(?:talk(?! to | with )|talks|conference|conferences|meetup|meetups|keynote|keynotes|summit|presented|presentation|presentations)\s|\s(?:spoke|spoken|speaker|speaking) (?:at|about|on)\s/;

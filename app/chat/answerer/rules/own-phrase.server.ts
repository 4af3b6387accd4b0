import { asks } from "../intents.server";
import { normalize, SENTENCE_BREAK, squash, STOPWORDS, tokens } from "../text.server";
import { stem } from "../knowledge.server";
import type { Reading } from "./reading.server";

/**
 * "does she want a back-end lead role?" of an owner whose own answer says "I'm not looking for a people-manager or back-end lead
 * role": three to six words in a row of a yes-or-no question, two of them more than small words and none a name, that one
 * sentence of the owner's answers denies. The no, with that sentence; else work the owner's answers or availability note rule out;
 * null where none does.
 */
export function answerInOwnPhrase({ q, question, say, assistantProfile, knowledge }: Reading): string | null {
  // ("we're a defence contractor, could kai advise us on quantum sensing": the question may follow what the visitor says of themselves.)
  const askingNow = question
    .split(/[.,;:!?]+/)
    .some((clause) => /^\s(?:so |and |but |ok )?(?:can|could|would|will|does|do|is|are)\s/.test(normalize(clause)));
  if (!asks(q, "yesNo") && !askingNow) return null;
  const said = clausesOf(assistantProfile.faq ?? []);
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
  // ("could ada audit my company's books?" of "…and she doesn't do audits": work the owner's own words rule out, each thing
  // named whole in the question: "she doesn't build native mobile apps" rules out no other mobile apps.)
  // (Asked of now or of what the owner would do, not of the past: "did they ever work in consulting?" is their history.)
  if (!askingNow || /\s(?:ever|before|used to|in the past)\s/.test(q)) return null;
  const asked = new Set(tokens(q).map(stem));
  const rulesOut = (sentence: string) =>
    [...sentence.matchAll(DENIED_WORK)].some((denied) =>
      (denied[1] ?? "")
        .split(/\s(?:for|to|with|at|in|on|from|any more|anymore|again|these days|now|paid|unless|except)\b/i)[0]
        ?.split(/\s+(?:or|and|nor)\s+|,\s*/)
        .some((thing) => {
          const words = tokens(normalize(thing)).filter((word) => !STOPWORDS.has(word));
          // (Ways of being reached are no work: "never takes calls on Fridays" of "…or just call some library".)
          // (A word for any work, "roles", says no more than the rest of the thing: "roles on European hours".)
          return words.some((word) => !ANY_WORK.test(word)) && words.every((word) => asked.has(stem(word)) && !named(word) && !REACHING.test(word));
        }),
    );
  // (The owner's whole answer, which says why and what instead.)
  const ruling = (assistantProfile.faq ?? []).find(({ answer }) => answer.split(SENTENCE_BREAK).some(rulesOut));
  // ("Yes, only small jobs for charities…": a limit, whose yes or no the place or thing asked about decides, in limitsHeld.)
  if (ruling) return /^(?:no|yes)\b/i.test(ruling.answer) ? ruling.answer : say.confirmed(false, ruling.answer);
  // ("would kai take defence projects?" of the note's "I don't take defence or weapons projects": that sentence.)
  const noted = say.noteSaying(rulesOut);
  return noted ? say.confirmed(false, noted) : null;
}

type Faq = NonNullable<Reading["assistantProfile"]["faq"]>;
const clauses = new WeakMap<Faq, { sentence: string; normalized: string }[]>();
/**
 * The clauses of the owner's answers, each with its sentence, split once per owner.
 * (Each clause apart: "…not looking for full-time roles: she is open only to part-time roles" denies the first, not the second.)
 */
function clausesOf(faq: Faq): { sentence: string; normalized: string }[] {
  const known = clauses.get(faq);
  if (known) return known;
  const split = faq
    .flatMap((entry) => entry.answer.split(SENTENCE_BREAK))
    .map((sentence) => sentence.trim())
    .filter(Boolean)
    .flatMap((sentence) => sentence.split(CLAUSE_BREAK).map((clause) => ({ sentence, normalized: normalize(clause) })));
  clauses.set(faq, split);
  return split;
}

/** Words for any work, which say no more than the rest of what is ruled out. */
const ANY_WORK = /^(?:roles?|jobs?|work|positions?|offers?|projects?|employment|opportunit(?:y|ies)|gigs?|things?|anything|kinds?|types?|clients?)$/;

/** Ways of being reached, which the owner's rules about them rule out, not work. */
const REACHING = /^(?:calls?|phones?|texts?|messages?|emails?|e-mails?|meetings?|interviews?|dms?|whatsapps?)$/;

/** "she doesn't do taxes or bookkeeping…", "he no longer takes audits": the things after, ruled out. */
const DENIED_WORK =
  /\b(?:don't|doesn't|do not|does not|no longer|never|won't|will not)\s+(?:do|does|take|takes|build|builds|offer|offers|file|files|prepare|prepares|handle|handles)\s+(?:any\s+)?([^.;:,]+)/gi;

/** Where a sentence's clauses part: a comma, a colon, a semicolon, a dash, "but". */
const CLAUSE_BREAK = /[,:;–—]|\bbut\b/;

/** Words that ask rather than say what is asked about. */
const ASKING = new Set(["want", "wants", "like", "likes", "would", "looking", "open", "interested", "know", "think", "tell", "please"]);

/** "not", "no", "never", "don't", "isn't": the sentence denies what follows. */
const DENIAL = /\s(?:not|no|never|dont|doesnt|isnt|wont|wouldnt|hasnt|havent|cant|cannot|nor)\s/;

import type { Knowledge } from "./knowledge.server";
import { findMentions } from "./mentions.server";
import { placesIn } from "./places.server";
import { withOwnerWord } from "./owner-word.server";
import { hasPhrase, normalize, tokens } from "./text.server";

/** "…, right?", "…, no?", "…, isn't it?": a statement the visitor puts forward to have it confirmed. */
const CONFIRMING_TAG =
  /\s(?:right|correct|no|yeah|true|isnt it|isnt he|isnt she|arent they|wasnt it|wasnt he|wasnt she|werent they|didnt he|didnt she|didnt they|doesnt it|doesnt he|doesnt she|dont they|hasnt he|hasnt she|havent they|is that right|is that correct|am i right)\s$/;

/** "he's bangalore based?", "she studied at Oxford?": a statement asked back, with its question mark. */
const STATED_BACK =
  /^\s(?:so |and |but )?(?:he|she|they|owner) (?:is|was|has|had|did|does|are|were|studied|worked|graduated|lives|lived|went|knows|uses|used|built|interned|leads|led)\s/;

/** Replies that already deny, or say the site does not tell: nothing to add to them. */
const DENIES_OR_UNSAID = /^(?:Yes|No)\b|\b(?:not|isn['’]t|doesn['’]t|don['’]t|didn['’]t|wasn['’]t|never|no)\b/i;

/**
 * "he graduated in 2018 right?", "Arun did his internship at Zoho, no?", "he's bangalore based?": a statement to confirm
 * whose year, place or name the answer does not hold is a no, said before the answer that gives the right one.
 * (Only a no is read so: a reply that holds every word put forward may still answer something else than was asked.)
 */
export function contradictsClaim(knowledge: Knowledge, asked: string, reply: string): boolean {
  // (As the visitor wrote it: the question rewritten may have turned "he graduated in 2018 right" into a question.)
  const written = withOwnerWord(normalize(asked), knowledge.ownerPhrases);
  const confirming = CONFIRMING_TAG.test(written) || (STATED_BACK.test(written) && asked.trim().endsWith("?"));
  if (!confirming || DENIES_OR_UNSAID.test(reply)) return false;
  const said = normalize(reply);
  const years = [...written.matchAll(/\s((?:19|20)\d\d)(?=\s)/g)].map(([, year = ""]) => year);
  const places = placesIn(written).map((place) => place.name);
  // ("at Zoho, no?": a name in capitals after the first word that the content never writes is the visitor's guess.)
  const guessed = [...asked.matchAll(/(?<=\S\s+)\p{Lu}[\p{L}\d]+/gu)]
    .map(([name]) => normalize(name).trim())
    .filter((name) => name !== "" && !tokens(name).every((word) => knowledge.contentWords.has(word)));
  const { unknownTargets, entries, techs, otherTechs } = findMentions(knowledge, asked);
  const named = [
    ...years.map((year) => [year]),
    ...guessed.map((name) => [name]),
    ...places.map((place) => [place]),
    // (One word only, and none of the owner's inside it: "SIMD optimisation" and "kernel bypass stuff" are the owner's skills asked loosely.)
    ...unknownTargets.filter((target) => target.near.length === 0 && !/\s/.test(target.text.trim())).map((target) => [target.text]),
    ...entries.map((entry) => [entry.company]),
    ...techs.map((tech) => [tech.name, ...tech.phrases]),
    ...otherTechs.map((tech) => [tech.name, ...(tech.aliases ?? [])]),
  ];
  return named.some((names) => !names.some((name) => hasPhrase(said, normalize(name).trim())));
}

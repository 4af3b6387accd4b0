import { isOrdinaryWord } from "../vocabulary.server";
import { asks } from "../intents.server";
import { stem } from "../knowledge.server";
import { findMentions, namesSomething } from "../mentions.server";
import { contentWords, hasPhrase, normalize, STOPWORDS, tokens } from "../text.server";
import { answerProjects, answerTechs } from "../compose.server";
import { numberFact, NUMBER, COUNTED_BY_RULES } from "./found-in-content.server";
import { namesOneMadeThing, projectDescribed } from "../described.server";
import type { Reading } from "./reading.server";

/** A number the content gives, a change measured, and a name asked about as the technology before it was. */
export function answerCountsAndPointers(r: Reading): string | null {
  const { knowledge, question, say, owner, q, words, mentions, context, readPrevious, lastAnswer } = r;
  // "which project uses the most tech?", "biggest stack?": the project whose stack lists the most, or those that tie.
  if (
    /\s(?:the )?(?:most|biggest|largest|longest) (?:tech|techs|technologies|tech stack|stack|tools|dependencies)\s|\s(?:biggest|largest|longest) (?:tech )?stack\s/.test(
      q,
    )
  ) {
    const { projects } = knowledge.content;
    const most = Math.max(0, ...projects.map((project) => project.stack.length));
    const widest = projects.filter((project) => project.stack.length === most);
    if (most > 0 && widest.length < projects.length) return answerProjects(say, widest, q);
  }
  // "How many schools use the API they built?", "the number of robots running his firmware": a number the content gives.
  const counted = /\s(?:how many|number of)\s(\S+)\s/.exec(q)?.[1];
  const changed =
    /\sby how much\s|\show (?:much|far) (?:did|has|have|was|were) (?:he|she|they|owner|it|the \S+) (?:cut|reduce|reduced|improve|improved|speed up|sped up|save|saved|lower|lowered|raise|raised|increase|increased|grow|grew|boost|boosted|drop|dropped)\s/.exec(
      q,
    );
  // "How many copies of his Unreal plugin sold?": the number must be about the one thing named, by name or by what it is.
  // (Looked for only where a number is asked.)
  const described = (counted || changed) && r.namedThings.length === 0 && namesOneMadeThing(q) ? projectDescribed(knowledge, q) : undefined;
  const namedThings = described ? [described.name] : r.namedThings;
  // "…at most two days a month of consulting" then "how many days a month?": the answer just given counts them.
  const countedJustNow = counted && words.length <= 6 && NUMBER.test(lastAnswer) && hasPhrase(normalize(lastAnswer), counted) ? lastAnswer : null;
  if (countedJustNow && !namesSomething(mentions)) return countedJustNow;
  // ("How many accessibility audits…": the noun counted may be the second word.)
  const countedNoun = /\s(?:how many|number of)\s\S+\s(\S+)\s/.exec(q)?.[1];
  const nounFirst =
    countedNoun && !STOPWORDS.has(countedNoun) && !/^(?:has|have|does|do|did|is|are|was|were|can|could|would|will)$/.test(countedNoun)
      ? numberFact(knowledge, countedNoun, q, namedThings)
      : null;
  const countedFact = counted && !COUNTED_BY_RULES.has(counted) ? (nounFirst ?? numberFact(knowledge, counted, q, namedThings)) : null;
  // "How many days in the office?": days of office work, not the days of a battery's life.
  if (countedFact && !(asks(q, "remote") && !asks(normalize(countedFact), "remote"))) return countedFact;
  // "By how much did he cut deploy times?": the sentence that gives a number for the thing changed (`changed`, above).
  const [changedThing] = changed
    ? contentWords(q.replace(changed[0], " ")).filter((word) => word.length >= 4 && !knowledge.ownerWords.has(word))
    : [];
  const changedFact =
    changedThing && !namesSomething({ ...mentions, techs: [], kinds: [] }) ? numberFact(knowledge, changedThing, q, namedThings, false) : null;
  if (changedFact) return changedFact;
  // "How many GitHub stars does Quiet Dashboards have?" of a project whose words count no stars: the site does not say.
  const [countedProject, ...countedOthers] = mentions.projects;
  const projectWords = countedProject ? tokens(normalize(`${countedProject.name} ${countedProject.description}`)).map(stem) : [];
  // ("How many people use it?" is answered by what its description says of its users.)
  // "How many customers does it have?" of a product that counts "128 businesses": its users, in its own word.
  const ofUse = /\s(?:use|uses|used|using|users|people|ppl|folks|customers|clients|subscribers|members|buyers)\s/.test(q);
  if (counted && !COUNTED_BY_RULES.has(counted) && countedProject && countedOthers.length === 0 && !ofUse && !projectWords.includes(stem(counted)))
    return say.fallback();
  // "What does that include?" after an answer about nothing the site names (a care plan): that answer.
  const pointsBack = /^\s(?:and |so |ok )?what (?:does|do|would|will) (?:that|it|this|those) (?:include|cover|involve|entail|mean|contain)\s$/.test(
    q,
  );
  if (pointsBack && !namesSomething(mentions) && !(context && namesSomething(context)) && lastAnswer && lastAnswer !== say.fallback())
    return lastAnswer;
  // "does he know hibernate?" then "and JSF?": a name the site does not know (no everyday word), asked about as the
  // technology before it was.
  const nextName = /^\s*(?:and|what about|how about)\s+([^?.!,]{2,40}?)\s*[?.!]*\s*$/i.exec(question)?.[1];
  // (Only after a question about using something: "and linkedin?" after "his github?" asks for another link.)
  const nameOnly =
    nextName !== undefined &&
    tokens(normalize(nextName)).every((word) => !isOrdinaryWord(word) && !STOPWORDS.has(word)) &&
    say.namedLinks(normalize(nextName)).length === 0 &&
    /\s(?:know|knows|use|uses|used|using|familiar|experience|worked|tried|done)\s/.test(readPrevious());
  const techsBeforeOnly =
    context !== null && context.techs.length + context.otherTechs.length > 0 && context.projects.length + context.entries.length === 0;
  if (nameOnly && techsBeforeOnly && !namesSomething(mentions) && mentions.kinds.length + mentions.groups.length === 0) {
    const asked = findMentions(knowledge, `Does ${owner.firstName} know ${nextName}?`);
    if (asked.unknownTargets.length > 0) return answerTechs(say, asked, ` does owner know ${normalize(nextName).trim()} `);
  }
  return null;
}

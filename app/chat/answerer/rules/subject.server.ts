import { asks } from "../intents.server";
import { namesSomething } from "../mentions.server";
import { isCurrent } from "../replies.server";
import { aboutOwner, normalize, unique } from "../text.server";
import { contextFrom } from "../follow-up.server";
import { saidJustNow } from "./found-in-content.server";
import { OWNERS_TOPICS, startedWhen } from "./question-shapes.server";
import { subjectOf, type Reading, type Subject } from "./reading.server";

/**
 * What the question is about once the conversation is taken into account: a short question or one that points
 * back ("is there a demo?") is about what was named before; a new name alone ("what about Vue?") asks the last
 * question again. A question the last answer already answers gets that answer.
 */
export function resolveSubject(r: Reading): Subject | string {
  const { knowledge, history, q, words, context, previous } = r;
  let { mentions } = r;
  let aspectQ = q;
  let fromContext = false;
  if (!namesSomething(mentions) && context) {
    // "Are they looking for work?" asks about the owner (of "they" pronouns too), whatever was named before.
    const yearAlone = /\s(?:19|20)\d\d\s/.test(q) && !asks(q, "anaphora");
    // "education?" after a role asks about the studies, not the role.
    // ("and certifications?" after the studies: the certificates, not the college that was also an employer.)
    // ("when did she join?" after a role asks when that one began: a start gone by is no plan.)
    const began = startedWhen(q);
    const startedThen = began?.alone === true && began.after === "";
    const newTopic = words.length <= 2 && !asks(q, "anaphora") && (asks(q, "education") || /\s(?:certifications?|certs?|certificates?)\s/.test(q));
    // ("and what's he doing now?" after a role gone by: the owner's work today, not that role's; after a technology used
    // there, "and now?" asks the same of today.)
    const nowOfPast =
      /\s(?:now|nowadays|currently|these days|today|at the moment)\s/.test(q) &&
      !asks(q, "anaphora") &&
      context.entries.length > 0 &&
      context.techs.length === 0 &&
      !context.entries.some(isCurrent);
    const refersBack =
      (startedThen && context.entries.length > 0) ||
      ((asks(q, "anaphora") || asks(q, "continuation")) && !OWNERS_TOPICS.some((intent) => asks(q, intent)) && !yearAlone && !newTopic && !nowOfPast);
    // "who do I contact about dates?" after a role: the owner is the one to contact.
    // "and in 2025?" after the roles of 2019 asks about that year, not the role just named.
    // "what about relocating?" after an answer that named the current job: the owner's plans, not the job's.
    const ownersPlans = !asks(q, "anaphora") && !startedThen && (asks(q, "relocation") || asks(q, "startDate") || asks(q, "availability"));
    const short = words.length <= 4 && !aboutOwner(q) && !newTopic && !asks(q, "contact") && !yearAlone && !ownersPlans && !nowOfPast;
    // "what's her mobile stack?" then "and on the backend?": a kind named anew is not the last answer's technologies.
    const onlyTechs = context.projects.length + context.entries.length === 0;
    // "how long are the workshops?" after an answer that says "two-day workshops": that answer, not the role it named.
    const answeredAlready = short && !refersBack ? saidJustNow(knowledge, q, history) : null;
    if (answeredAlready) return answeredAlready;
    if ((refersBack || short) && (refersBack || !mentions.kinds.length) && !(onlyTechs && mentions.kinds.length > 0)) {
      // "has she used either in a project?" after two technologies asked in turn: both of them.
      const earlier = /\s(?:either|both)\s/.test(q) && onlyTechs ? contextFrom(knowledge, history.slice(0, -2)) : null;
      const techs = earlier && earlier.projects.length + earlier.entries.length === 0 ? unique([...earlier.techs, ...context.techs]) : context.techs;
      mentions = { ...context, techs, kinds: mentions.kinds, spoken: mentions.spoken };
      fromContext = true;
    }
  } else if (
    previous &&
    (asks(q, "continuation") || words.length <= 2) &&
    words.length <= 4 &&
    // ("how long was his internship?" after "when did he start as team lead?" asks its own question; "which theatre?"
    // after "what did they do before tech?" which one it was, not what came before it.)
    !/^\s(?:how long|how many|when|where|why|who|which)\s/.test(q) &&
    // ("and the internship?" after "and before that?": a step back from the last answer is no question to ask of it.)
    !/^\s(?:and |so |ok )?(?:what about |what was )?(?:right )?(?:before|after|prior to) (?:that|this|it|then)\s$/.test(normalize(previous))
  ) {
    // "what about Vue?", "Docker?": the thing is new, the question is the last one.
    aspectQ = `${normalize(previous)}${q.trimStart()}`;
  }
  return subjectOf(r, mentions, aspectQ, fromContext);
}

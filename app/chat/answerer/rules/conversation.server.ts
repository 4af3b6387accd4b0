import { reachesOwner } from "./question-shapes.server";
import { asksForPhone, asksWhenToCall } from "../../shared/phone";
import { placesIn } from "../places.server";
import { yearOf } from "../replies.server";
import { asks } from "../intents.server";
import { findMentions, namesSomething } from "../mentions.server";
import { SENTENCE_BREAK, STOPWORDS, escapeRegExp, hasPhrase, inThirdPerson, normalize, tokens, unique } from "../text.server";
import { stem } from "../knowledge.server";
import { listedInLastAnswer, mentionsOf } from "../follow-up.server";
import { answerProjects } from "../compose.server";
import { answerFollowUp } from "../follow-up-answer.server";
import type { Reading } from "./reading.server";

/** A question that points back at the conversation: the year just given, the list just counted, where to, from when. */
/** A notice shortened or bargained over: "can she shorten it?", "is it negotiable?", "could he start earlier?". */
const BARGAINED = /\s(?:shorten\w*|shorter|negotia\w*|earlier|sooner|reduc\w*|flexib\w*|buy (?:it |\S+ )?out|bought out)\s/;

/** "really?", "how do you know?", "source?", "prove it": a message that only doubts the last answer. */
const DOUBTED =
  /^\s(?:(?:really|seriously|for real|(?:(?:are|is) )?(?:you|owner) sure|sure|is that (?:true|right|correct|accurate|so)|how (?:do|does|would|can|could|did) (?:you|owner) know(?: that| this)?|how (?:can|could) (?:you|owner) tell|says who|source|sources|proof|any proof|prove it|citation needed|where does it say(?: that| so)?|where (?:did|does) (?:you|owner) (?:get|read|find) (?:that|this)|(?:can|could) (?:you|owner) back (?:that|it) up)\s)+$/;

/** "which projects use stimulus?" then "which of those is for a food bank?": the one of the projects just listed whose words say so. */
const WHICH_OF_THOSE =
  /^\s(?:and |so |ok )?(?:which|what) (?:one )?(?:of (?:those|these|them|the two|the three)|one) (?:is|was|does|did|has|uses|used|helps|handles) (.+)$/;

export function answerWhichOfThose({ q, knowledge, say, answeredLast, mentions }: Reading): string | null {
  const asked = WHICH_OF_THOSE.exec(q)?.[1];
  // ("which of those used rust?" asks of a technology, which the stacks say: the rules on technologies answer it.)
  if (!asked || !answeredLast || namesSomething(mentions)) return null;
  const listed = mentionsOf(knowledge, answeredLast).projects;
  const words = tokens(asked)
    .filter((word) => word.length > 2 && !STOPWORDS.has(word))
    .map(stem);
  if (listed.length < 2 || words.length === 0) return null;
  const saysIt = (name: string, description: string) => {
    const own = new Set(tokens(normalize(`${name} ${description}`)).map(stem));
    return words.every((word) => own.has(word));
  };
  const [one, ...more] = listed.filter((project) => saysIt(project.name, project.description));
  return one && more.length === 0 ? answerProjects(say, [one], " what is it ") : null;
}

/** Currencies as a visitor names them and as an owner writes them: "is that in usd?" after "CAD 650 to 850 a day". */
const CURRENCIES: Readonly<Record<string, RegExp>> = {
  usd: /\b(?:usd|us\$|us dollars?|american dollars?)\b/i,
  eur: /\b(?:eur|euros?)\b|€/i,
  gbp: /\b(?:gbp|pounds?|sterling)\b|£/i,
  cad: /\b(?:cad|ca\$|canadian dollars?)\b/i,
  aud: /\b(?:aud|au\$|australian dollars?)\b/i,
  inr: /\b(?:inr|rupees?|lpa)\b|₹/i,
  chf: /\b(?:chf|swiss francs?)\b/i,
  jpy: /\b(?:jpy|yen)\b|¥/i,
  brl: /\b(?:brl|reais|reals?)\b|R\$/i,
};

/** "day rate?" then "is that in usd?": yes or no, by the currency the last answer gives, with its sentence. */
export function answerCurrency({ q, question, say, answeredLast, previous }: Reading): string | null {
  if (
    !previous ||
    !answeredLast ||
    !/^\s(?:and |so |ok |but )?(?:is (?:that|it|this)|thats|that s|are (?:those|these|they)) (?:in )?\S+(?: \S+)?\s$/.test(q)
  )
    return null;
  const asked = Object.keys(CURRENCIES).find((code) => CURRENCIES[code]?.test(question));
  const given = Object.keys(CURRENCIES).filter((code) => CURRENCIES[code]?.test(answeredLast.content));
  const [only] = given;
  if (!asked || !only || given.length > 1) return null;
  const sentence = answeredLast.content.split(SENTENCE_BREAK).find((line) => CURRENCIES[only]?.test(line)) ?? answeredLast.content;
  return say.confirmed(asked === only, sentence.trim());
}

/** "he knows pytorch?" then "really? how do you know?": where the last answer comes from, and the answer again. */
export function answerDoubt({ q, say, answeredLast, previous }: Reading): string | null {
  // "can i call jv?" then "why not?": the owner's rule on the number is the reason, said again.
  const whyNot = /^\s(?:and |but |so )?(?:why|why not|how come|why is that|whys that)\s$/.test(q);
  if (whyNot && previous && answeredLast && (asksForPhone(previous) || asksWhenToCall(previous))) return answeredLast.content;
  const answered = answeredLast && ![say.fallback(), say.refusal(), say.keepItFriendly()].includes(answeredLast.content);
  if (!answered || !DOUBTED.test(q)) return null;
  // ("really? how do you know?" doubts once.)
  return answeredLast.content.startsWith(say.fromTheSite("").trim()) ? answeredLast.content : say.fromTheSite(answeredLast.content);
}

export function answerFromConversation(r: Reading): string | null {
  const { knowledge, history, say, q, words, startDate, mentions, own, context, previous, readPrevious, outlets, answeredLast } = r;
  // "which conference did she speak at?" then "what year?": the one year the last answer gives, in its sentence.
  const yearOfLast =
    /^\s(?:what|which) year(?: (?:was|is) (?:that|it|this))?\s$/.test(q) && !context?.entries.length && !context?.projects.length
      ? unique(answeredLast?.content.match(/\b(?:19|20)\d\d\b/g) ?? [])
      : [];
  const [onlyYear] = yearOfLast.length === 1 ? yearOfLast : [];
  const yearSentence = onlyYear ? answeredLast?.content.split(SENTENCE_BREAK).find((sentence) => sentence.includes(onlyYear)) : undefined;
  if (yearSentence) return yearSentence.trim();
  // "when did he start at brightlane?" then "so he started in 2023?": whether the role just spoken of began that year, and when it did.
  const startYear =
    /^\s(?:so |and |ok |wait )?(?:did )?(?:he|she|they|owner) (?:started|start|joined|join|began|begin)(?: (?:there|at it|it))? in ((?:19|20)\d\d)\s$/.exec(
      q,
    )?.[1];
  const [roleJustNamed] = startYear && context?.entries.length === 1 && !namesSomething(mentions) ? context.entries : [];
  if (startYear && roleJustNamed) return say.confirmed(yearOf(roleJustNamed.date, 0) === Number(startYear), say.entry(roleJustNamed, "when"));
  // "what's Solder Saturdays?" then "how often is it?": the sentence of the last answer that says how often.
  const oftenSentence = /^\s(?:and |so |ok )?how often\s/.test(q)
    ? answeredLast?.content
        .split(SENTENCE_BREAK)
        .find((sentence) =>
          /\b(?:daily|weekly|fortnightly|monthly|quarterly|yearly|annually|every (?:day|week|month|year|\w+day)|once an? |twice an? |(?:each|per) (?:week|month|year))/i.test(
            sentence,
          ),
        )
    : undefined;
  if (oftenSentence) return oftenSentence.trim();
  // "does she speak japanese?" then "what level?": the sentence of the last answer that speaks of that language.
  // ("well enough to run meetings in it?": how well, for a purpose.)
  const levelAsked =
    /^\s(?:and |so |ok )?(?:(?:what|which) level|how (?:good|fluent|well))(?: is (?:it|that|her|his|their) \S+)?\s$/.test(q) ||
    /^\s(?:and |so |ok |but )?(?:(?:is|are|does|do) (?:he|she|they|owner|it|that) (?:speak (?:it )?)?)?(?:well|good|fluent) enough\s/.test(q);
  const [language] = levelAsked && previous ? findMentions(knowledge, previous).spoken : [];
  const levelSentence = language
    ? answeredLast?.content.split(SENTENCE_BREAK).find((sentence) => hasPhrase(normalize(sentence), normalize(language).trim()))
    : undefined;
  if (levelSentence) return levelSentence.trim();
  // "what frontend frameworks does he use?" then "which ones does his current team use?": those of the list the current role names.
  const atWork =
    /^\s(?:and |so |ok )?(?:which|what) (?:ones?|of (?:them|those|these)) (?:does|do|did) (?:he|she|they|owner )?(?:use )?(?:at )?(?:his|her|their|owner s) (?:current )?(?:team|job|role|company|employer|work)(?: use)?\s$/.test(
      q,
    );
  const { current } = r;
  const usedAtWork =
    atWork && current && answeredLast ? mentionsOf(knowledge, answeredLast).techs.filter((tech) => say.entryMentions(current, tech)) : [];
  if (current && usedAtWork.length > 0) return say.entryUsesOf(current, usedAtWork);
  // "is he open to new roles?" then "which ones?": the roles the owner seeks.
  if (
    /^\s(?:and |so |ok )?(?:which|what)(?: ones?| roles?| kinds?(?: of roles?)?| positions?)?\s$/.test(q) &&
    previous &&
    asks(readPrevious(), "availability")
  )
    return say.availability();
  // "is she open to work?" then "full-time?": that kind of role, sought or not.
  const kindAlone =
    /^\s(?:and |so |ok |but |what about |how about )?(full time|part time|freelance|contract|permanent)(?: roles?| work| jobs?| too| as well)?\s$/.exec(
      q,
    )?.[1];
  // (Where the owner's roles and note say nothing of it, the conversation goes on as before.)
  const { roles, note: roleNote } = r.owner.availability;
  const kindSaid = kindAlone !== undefined && normalize(`${roles.join(" ")} ${roleNote ?? ""}`).includes(kindAlone.slice(0, 6));
  if (kindAlone && kindSaid && previous && asks(readPrevious(), "availability")) return say.availability(kindAlone, true);
  // "does she have patents?" then "when was it granted?": the sentence of the last answer that gives that a year.
  const dated = /^\s(?:and |so |ok )?when (?:was|were|did) (?:it|that|this|they|those) (\S{4,})\s/.exec(q)?.[1];
  const datedStem = dated?.replace(/(?:ed|d)$/, "");
  const datedSentence = datedStem
    ? answeredLast?.content
        .split(SENTENCE_BREAK)
        .find((sentence) => new RegExp(`\\b${escapeRegExp(datedStem)}\\w*\\b[^.;:]{0,40}?\\b(?:19|20)\\d\\d\\b`, "i").test(sentence))
    : undefined;
  if (datedSentence) return datedSentence.trim();
  // ("how many active series did that fleet ingest?" counts something the content gives, not the last list).
  const countsList =
    /\show many (?:is|are|was|were|that|those|these|of|in|total|altogether|overall|things|items)\s|\s(?:total|altogether|all together)\s/.test(q);
  // ("how many projects does he have?", then "how many are live?": of the list just given.)
  const liveOfList = /^\s(?:and |so |ok )?how many (?:are|were|is) (?:actually |still )?(?:live|online|deployed|up)\s/.test(q);
  if (answeredLast && countsList && (liveOfList || /\s(?:that|those|these|them|total|altogether|all together)\s/.test(q)) && !namesSomething(own)) {
    const said = mentionsOf(knowledge, answeredLast);
    const lists = [
      said.projects.map((project) => project.name),
      said.spoken,
      said.techs.map((tech) => tech.name),
      said.entries.map((entry) => entry.company),
    ];
    const [longest] = lists.sort((a, b) => b.length - a.length);
    // "and how many of those were internships?": the roles of that kind among those listed, not the whole list.
    const kind =
      /\s(?:those|these|them) (?:\S+ )?(?:were|are|was|is) (?:an? )?(intern|internships?|full time|part time|freelance|contracts?|volunteer\w*)\s/.exec(
        q,
      )?.[1];
    const kindStem = kind?.replace(/(?:ships?|s|ing)$/, "").replace(/ /g, "");
    if (kindStem && said.entries.length > 1) {
      const ofKind = said.entries.filter((entry) => normalize(`${entry.employmentType} ${entry.title}`).replace(/[\s-]/g, "").includes(kindStem));
      return ofKind.length ? say.counted(ofKind.map((entry) => entry.company)) : say.noneCounted();
    }
    // "and how many of them are live?": the projects listed that have a live address.
    const liveAsked = liveOfList || /\s(?:those|these|them) (?:\S+ )?(?:are|is|were) (?:live|online|deployed|up)\s/.test(q);
    if (liveAsked && said.projects.length > 1) {
      const live = said.projects.filter((project) => project.live);
      return live.length ? say.counted(live.map((project) => project.name)) : say.noneCounted();
    }
    if (longest && longest.length > 1) return say.counted(longest);
  }
  // (The projects the last answer listed, read once, where a question needs them.)
  let listed: ReturnType<typeof listedInLastAnswer> | undefined;
  const listedBefore = () => (listed ??= listedInLastAnswer(knowledge, history));
  // "Which one did he build most recently?", "her newest project": the projects carry no dates, so only the years
  // their own words give can order them, and only when every project gives one.
  const newestAsked =
    /\s(?:most recent|most recently|latest|newest)\s/.test(q) &&
    // ("how many projects use React?" then "which of them is the newest?"; "the newest thing he's working on".)
    (asks(q, "projects") ||
      (/\s(?:one|ones|them|those)\s/.test(q) && (Boolean(context?.projects.length) || listedBefore().length > 1)) ||
      /\s(?:thing|things) (?:he|she|they|owner) (?:s |is |are |re )?(?:working on|building|making)\s/.test(q)) &&
    !/\s(?:job|jobs|role|roles|position|employer|company|work)\s/.test(q) &&
    !namesSomething(mentions);
  if (newestAsked) {
    const ofList = /\s(?:one|ones|them|those)\s/.test(q) ? listedBefore() : [];
    const pool = ofList.length > 1 ? ofList : knowledge.content.projects;
    const years = pool.map((project) => Math.max(...(project.description.match(/\b(?:19|20)\d\d\b/g) ?? []).map(Number)));
    const newest = Math.max(...years);
    const newestProjects = pool.filter((_, i) => years[i] === newest);
    return years.every(Number.isFinite) && newestProjects.length === 1 ? answerProjects(say, newestProjects, q) : say.undatedProjects();
  }
  // "open to relocating?" then "where to?": where the owner would move.
  const whereTo = previous !== null && /^\s(?:and |so )?(?:where to|where|which countries|which country|where exactly)\s$/.test(q);
  if (whereTo && asks(readPrevious(), "relocation")) return say.relocation();
  // "what does she do?" then "where?": where the owner is, when the conversation holds no project or role of its own.
  // ("he lives in chennai?" then "so where?": where the owner is, said again.)
  if (whereTo && !context?.entries.length && !context?.projects.length && (asks(readPrevious(), "about") || asks(readPrevious(), "location")))
    return say.location();
  // "is she available?" or "does she do b2b?", answered with the owner's plans, then "from when?": when the owner can start.
  const { note } = knowledge.content.assistantProfile.availability;
  const startAfterPlans =
    previous !== null &&
    /^\s(?:and |so |ok )?(?:from when|since when|starting when|when|when from|how soon|by when)\s$/.test(q) &&
    (asks(readPrevious(), "availability") || (Boolean(note) && answeredLast?.content.includes(note ?? "") === true));
  if (startAfterPlans) return startDate();
  // "notice period?" then "can she shorten it?", "is it negotiable?": the owner's words on the notice again, where they speak of it.
  const noticeBargained = previous !== null && BARGAINED.test(q) && !namesSomething(mentions) && asks(readPrevious(), "startDate");
  const noticeWords = noticeBargained ? startDate() : "";
  // ("…so March 2027 is the earliest they can start" speaks of it too.)
  if (BARGAINED.test(` ${normalize(noticeWords)} `) || /\searliest\s/.test(` ${normalize(noticeWords)} `)) return noticeWords;
  // "when can she start?" then "and remote?": the owner's plans still, not the roles the last answer named.
  const remoteAfterPlans =
    previous !== null &&
    words.length <= 3 &&
    asks(q, "remote") &&
    // ("and is that job remote?" asks about the role just named.)
    !/\s(?:that|this|the|it|its|job|role|position)\s/.test(q) &&
    (["startDate", "availability"] as const).some((intent) => asks(readPrevious(), intent));
  if (remoteAfterPlans) return say.remote(false);
  // ("and where does she live now?" after an answer that named projects asks about the owner, not about them.)
  const ofOwnerPlace =
    asks(q, "location") &&
    !/\s(?:it|its|that|this|there|those)\s/.test(q) &&
    (knowledge.owner.pronouns.subject === "they" || !/\s(?:they|them)\s/.test(q));
  // ("does he know react?" then "and on the backend?": a kind of work asked after a skill, not the listed projects' hosts.)
  const namedBefore =
    previous !== null &&
    /^\s(?:and |what about |how about )?(?:on |in |for )?(?:the )?(?:backend|back end|frontend|front end|databases?|db|devops|mobile|cloud)(?: side)?\s$/.test(
      q,
    )
      ? findMentions(knowledge, previous)
      : null;
  const kindAfterSkill = namedBefore !== null && namedBefore.techs.length > 0 && namedBefore.projects.length === 0;
  // ("nice, how do I reach him to talk about it?" asks how to reach the owner, whatever "it" is.)
  const followUp =
    history.length > 0 && own.projects.length === 0 && own.entries.length === 0 && !ofOwnerPlace && !kindAfterSkill && !reachesOwner(q);
  const followed = followUp ? answerFollowUp({ knowledge, say, q, words, history, own, context, outlets, answeredLast }) : null;
  if (followed) return followed;
  return null;
}

/**
 * "what's her day rate?" then "and for full time?" or "and for full time in Nairobi?": the sentence of the owner's own answer
 * just given that speaks of it (read before the owner's FAQ, whose wordings may name it too: "Contract or full-time?").
 */
export function aspectOfOwnAnswer({ knowledge, q, own, answeredLast }: Reading): string | undefined {
  const aspect =
    /^\s(?:and|what about|how about|and what about) (?:for |in |on |with |as )?(?:a |an |the )?((?:\S+ ){1,2}?)(?:role |roles |work |job |jobs |one )?(?:in \S+ )?$/.exec(
      q,
    )?.[1];
  const ownAnswer = answeredLast && knowledge.content.assistantProfile.faq?.some((entry) => answeredLast.content.includes(entry.answer.trim()));
  // ("what about for a company in amsterdam?": a place asked about is said by the sentence, else it is the place rules' to answer,
  // not a sentence on companies elsewhere.)
  const places = placesIn(q);
  const saysPlace = (sentence: string) => places.length === 0 || places.some((place) => hasPhrase(normalize(sentence), place.name));
  return aspect && ownAnswer && !namesSomething(own)
    ? answeredLast.content
        .split(SENTENCE_BREAK)
        // ("and as a freelancer?" of "For a freelance mission…": the word's stem is enough.)
        .find((sentence, i) => i > 0 && (hasPhrase(normalize(sentence), aspect.trim()) || saysStems(sentence, aspect)) && saysPlace(sentence))
        ?.trim()
    : undefined;
}

/** Does the sentence say each word of the phrase, in some form ("freelancer" of "freelance")? */
function saysStems(sentence: string, phrase: string): boolean {
  const said = new Set(tokens(normalize(sentence)).map(stem));
  return tokens(phrase).every((word) => said.has(stem(word)));
}

/**
 * "what's tabour?" then "what does the name mean?": the words of its description that say what its name means (read before
 * the rule for what is beyond the site, which would take "what does … mean" for a word to define).
 */
export function answerNameMeaning(r: Reading): string | null {
  return NAME_MEANING_ASKED.test(r.q) ? (meaningOfName(r) ?? null) : null;
}

/** "what does the name mean?", "what does tabour mean", "meaning of the name?", "why is it called that?". */
const NAME_MEANING_ASKED =
  /\s(?:what|wat) (?:does|do) (?:the name|its name|that name|the word|it|that|\S+) (?:mean|stand for)\s|\smeaning of (?:the|its|that) name\s|\swhy (?:is it|was it|s it) (?:called|named)\s|\swhere does the name come from\s/;

/** What the one project or role the conversation is about says of its name ("tabour is Egyptian Arabic for a queue"). */
function meaningOfName({ knowledge, context, mentions }: Reading): string | undefined {
  const projects = mentions.projects.length > 0 ? mentions.projects : (context?.projects ?? []);
  const entries = mentions.entries.length > 0 ? mentions.entries : (context?.entries ?? []);
  const [one, ...more] = [
    ...projects.map((project) => ({ name: project.name, text: project.description })),
    ...entries.map((entry) => ({ name: entry.company, text: entry.description })),
  ];
  if (!one || more.length > 0) return undefined;
  const first = tokens(normalize(one.name))[0] ?? "";
  // ("(tabour is Egyptian Arabic for a queue)", "Bancada (Portuguese for workbench)", "the name means a knock-off".)
  const says = (sentence: string) =>
    new RegExp(
      String.raw`\b(?:means?|meaning|stands? for|named (?:after|for)|the name)\b|\(${escapeRegExp(first)}[^)]*\bfor\b|\b(?:${escapeRegExp(first)})\b[^.;()]{0,30}\b(?:is|are) (?:\S+ ){0,2}for\b|\((?:\S+ ){0,2}for [^)]+\)`,
      "i",
    ).test(sentence);
  const sentence = one.text.split(SENTENCE_BREAK).find(says);
  return sentence ? inThirdPerson(sentence.trim(), knowledge.owner.firstName, knowledge.owner.pronouns) : undefined;
}

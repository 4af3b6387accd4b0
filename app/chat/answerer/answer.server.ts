import * as siteContent from "~/content";
import type { ChatTurn } from "../shared/conversation";
import { asksForPhone, saysClient, saysInTouch, wantsToCall } from "../shared/phone";
import { exampleMatcher, topicExamples, topicOf, type ExampleMatcher, type Topic } from "./classify.server";
import { correctSpelling } from "./spelling.server";
import { asks, INTENT } from "./intents.server";
import {
  ACTIVITIES,
  isCourse,
  isOrdinaryWord,
  isTechnicalTitle,
  KIND_WORDS,
  KINDS,
  SAME_FIELD,
  SECTORS,
  SELDOM_SAID,
  type TechKind,
} from "./vocabulary.server";
import { buildKnowledge, projectUses, stem, type Knowledge, type SiteContent } from "./knowledge.server";
import type { ExperienceEntry, Project } from "~/content";
import { ownerFacts } from "../facts/owner-facts";
import { findMentions, namesSomething } from "./mentions.server";
import { namedIn, rolesOf } from "./named-in.server";
import { capitalised, CODE_HOSTS, isCurrent, ofSector, replies, yearOf, type Replies } from "./replies.server";
import {
  aboutOwner,
  contentWords,
  escapeRegExp,
  hasPhrase,
  inThirdPerson,
  normalize,
  SENTENCE_BREAK,
  squash,
  STOPWORDS,
  tokens,
  unique,
  withoutPhrases,
} from "./text.server";
import { mentionsOf, contextFrom, lastQuestion } from "./follow-up.server";
import { answerEachPart, withoutInjection, askingSentence, withoutInsults } from "./message.server";
import { AFTER_STUDIES, BETWEEN_STUDIES, WHILE_STUDIES, rolesDuring, STUDY_WORDS, degreeAsked, studiesOfDegree } from "./studies.server";
import { PLACE_NAMES, placeAsked, countryIn, countryOf } from "./places.server";
import {
  withoutPlural,
  wordsOf,
  projectDescribed,
  EVERY_PROJECT_KIND,
  projectsNamedAs,
  projectsOfKindSaying,
  entryDescribed,
} from "./described.server";
import { answerEntries, answerProjects, answerTechs, entryAspect, EXPERIENCE_WITH, joinAnswers, LACKING } from "./compose.server";
import { answerFollowUp, WHICH_JOB } from "./follow-up-answer.server";
import { TEMPLATE_MARKER } from "../server/parse-request.server";
import { isPublicationKey } from "~/lib/deploy-line";

/**
 * The offline answerer: answers a visitor's question from `app/content/` alone, without a
 * model, the way someone who has read the whole site would. It reads the question
 * (intents.server.ts), finds what it names (mentions.server.ts: the owner's projects,
 * companies and technologies, well-known technologies, kinds such as "databases"),
 * resolves a follow-up ("is there a demo?") against the conversation, and answers from
 * the content (replies.server.ts); what no rule covers is searched for among the content's
 * sentences, and what the content does not say gets the profile's fallback reply.
 * Deterministic: the same conversation always gets the same answer.
 */

/**
 * The question with the owner's names read as the word "owner", so the intents are written
 * once for any owner ("about owner", "call owner").
 */
function withOwnerWord(normalized: string, ownerPhrases: readonly string[]): string {
  let text = addressedToOwner(normalized);
  for (const words of ownerPhrases) text = text.split(` ${words} `).join(" owner ");
  return text;
}

/** "you" said to whoever is there ("thank you", "how are you", "he told me to tell you"): never the owner. */
const COURTESY_YOU =
  /\s(?:how are|how r) (?:you|u)(?= )|\s(?:how do|are) (?:you|u)(?= (?:do |there |too |$))|\s(?:thank|see|bless|tell|told|ask|asked|remind|want|need|wanted|needed|let|help|trust|believe) (?:you|u)(?= )/g;
/** A wrapper that asks the assistant to do something ("can you tell me…", "do you know if…"): what follows is the question. */
const ASKING_THE_ASSISTANT =
  /\s(?:(?:can|could|would|will) (?:you|u) (?:please |pls |kindly )?(?=(?:tell|give|show|list|share|send|explain|describe|summari[sz]e|help|recommend|point|find|check|confirm) )|(?:do|d) (?:you|u) (?:happen to )?know (?=(?:if|whether|what|whats|where|when|how|who|which|why|his|her|their|owner) ))/g;

/**
 * A question put to the owner as "you" ("where are you based?", "what's your stack?") read as one about
 * the owner, the way the answerer reads "he", "she", "they" and the name. Questions about the assistant
 * itself ("who are you?", "are you a bot?") and courtesies ("thank you") keep their "you".
 */
function addressedToOwner(normalized: string): string {
  if (asks(normalized, "identity") || asks(normalized, "task") || asks(normalized, "injection") || asks(normalized, "abuse")) return normalized;
  return (
    normalized
      .replace(ASKING_THE_ASSISTANT, " ")
      .replace(COURTESY_YOU, (courtesy) => courtesy.replace(/\s(?:you|u)$/, " y\uE000"))
      .replace(/ (?:do|does) (?:you|u)(?= )/g, " does owner")
      .replace(/ (?:are|r) (?:you|u)(?= )/g, " is owner")
      .replace(/ were (?:you|u)(?= )/g, " was owner")
      .replace(/ have (?:you|u)(?= )/g, " has owner")
      .replace(/ youre(?= )/g, " owner is")
      .replace(/ youve(?= )/g, " owner has")
      // "your" is a possessive, read as "their" ("your work" as "their work"), since "owner work" would read as "does owner work".
      .replace(/ (?:your|ur) (?:owner|boss|creator|maker|human)(?= )/g, " owner")
      .replace(/ (?:your|ur)(?= )/g, " their")
      .replace(/ (?:yours|you|u)(?= )/g, " owner")
      .replace(/ y\uE000/g, " you")
      // "your owner", "you, Arun": one owner.
      .replace(/ owner owner(?= )/g, " owner")
  );
}

/** A term the index already stemmed, searched as it is: stemming a stem again can change it ("degre", "degr"). */
const asStemmed = (term: string) => term;

/** The best-matching sentence of the content, when it clearly answers the question. */
/** `ordinary`: a short everyday word may be the rare match ("care about" questions); by default it is chance ("run marathons"). */
function searchFacts(
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
  const matched = new Set(best.terms.map(stem));
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
 * "…and deletes test data once the retest is done" then "will she delete our data afterwards?": a
 * follow-up the last answer already answers (two of its words, or one long one, are there) gets it again.
 */
function saidJustNow(knowledge: Knowledge, q: string, history: readonly ChatTurn[]): string | null {
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
function wordAfter(q: string, phrases: readonly string[]): string | undefined {
  let earliest: { at: number; word: string } | undefined;
  for (const phrase of phrases) {
    const needle = ` ${phrase.trim()} `;
    for (let at = q.indexOf(needle); at >= 0; at = q.indexOf(needle, at + 1)) {
      const word = /^(\S+)\s/.exec(q.slice(at + needle.length))?.[1];
      if (!word) continue;
      if (!earliest || at < earliest.at) earliest = { at, word };
      break;
    }
  }
  return earliest?.word;
}

/** What the rules count themselves ("how many projects", "how many years"). */
const COUNTED_BY_RULES = new Set(
  "projects project apps app years year months jobs job roles role companies employers languages skills technologies techs tools certifications certificates degrees people engineers developers links".split(
    " ",
  ),
);

/** Numbers in words ("eleven papers", "a dozen talks"). */
const NUMBER_WORDS =
  "two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|hundred|hundreds|thousand|thousands|dozen|dozens";
/** A number, in digits or words. */
const NUMBER = new RegExp(`\\d|\\b(?:${NUMBER_WORDS})\\b`, "i");

/** The content's sentence that gives a number of the thing counted ("112 schools"), when one matches the question. */
/** `named`: the project or role the question names ("How many stars does Quiet Dashboards have?"): the number must be about it. */
/** `near`: the number must count the thing ("60 websites"); a change ("from 30 minutes to 4") may give it anywhere in the sentence. */
function numberFact(knowledge: Knowledge, counted: string, q: string, named: readonly string[] = [], near = true): string | null {
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
const COUNT = new RegExp(`^(?!(?:19|20)\\d\\d$)(?:\\d[\\d,]*\\+?|${NUMBER_WORDS})$`, "i");

/** Words that give a number of the thing counted: the number within three words of it ("112 schools", "audited more than 60"). */
function countsIt(words: readonly string[], root: string): boolean {
  return words.some((word, i) => stem(word) === root && words.slice(Math.max(0, i - 3), i + 4).some((near) => COUNT.test(near)));
}

/** A sentence that gives a company's size: "a studio of about 180 people", "a twenty-person start-up". */
const SIZE =
  /\b(?:\d[\d,.]*\s*\+?|(?:two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred)(?:-\w+)?)[\s-](?:people|employees|staff|engineers|developers|person)\b/i;

/** The content's sentence about the talks the owner gave: one that counts them or names where ("eleven talks, at SRE NEXT…") before one that only says so. */
function talkFactOf(knowledge: Knowledge) {
  // ("Nuri Talk's iOS app": a name with "Talk" in it is no talk.)
  const about = knowledge.factDocs.filter(
    (fact) => TALK_WORDS.test(fact.normalized) && TALK_WORDS.test(normalize(fact.text.replace(/\p{Lu}[\p{L}\p{N}]*\s+Talks?\b/gu, " "))),
  );
  return about.find((fact) => NUMBER.test(fact.text)) ?? about[0];
}

/** Words of a sentence about a talk the owner gave. */
const TALK_WORDS =
  /\s(?:talk(?! to | with )|talks|conference|conferences|meetup|meetups|keynote|keynotes|summit|presented|presentation|presentations)\s|\s(?:spoke|spoken|speaker|speaking) (?:at|about|on)\s/;

/** What only the owner has: a question about these is about the owner, whatever else it names. */
const OWNERS_TOPICS = [
  "education",
  "availability",
  "startDate",
  "location",
  "relocation",
  "remote",
  "contact",
  "email",
  "links",
  "resume",
  "codeLink",
  "spoken",
] as const;

/** Words that only say thanks or goodbye. */
const COURTESY = new Set(
  "thanks thank thx ty cheers appreciate appreciated great cool awesome nice ok okay perfect bye goodbye good see cya".split(" "),
);

type FaqMatcher = (question: string) => string | null;
type TopicMatcher = (question: string) => Topic | null;

/** "who do I talk to?" names no "Talk slides" link. */
const withoutTalkingTo = (q: string) => q.replace(/\s(?:talk|speak) (?:to|with)\s/g, " ");

/** The kinds of group a role may be at, by their names ("Mobile Developers Club", "PyLadies Chapter"). */
const GROUP_WORDS = /(?<=\s)(clubs?|societ(?:y|ies)|chapters?|communit(?:y|ies)|meetups?|associations?)(?=\s)/g;

/** The owner's own answer about moving ("Would Jules relocate?"), if the FAQ has one. */
function relocationFaq(faq: readonly { questions: readonly string[]; answer: string }[]): string | undefined {
  return faq.find((entry) =>
    entry.questions.some((asked) => /\b(?:relocat\w*|(?:move|moving) (?:to|abroad|for|countries|overseas|away))\b/i.test(asked)),
  )?.answer;
}

/** "How do I reach her?": getting in touch with the owner, whatever else the message names. */
function reachesOwner(q: string): boolean {
  return (
    asks(q, "reachHow") &&
    /\s(?:reach|contact|get in touch with|e ?mail|message|talk to|speak to|speak with|get hold of)\s(?:him|her|them|owner)\s/.test(q)
  );
}

/** "at work", "in his job", "professionally": where a skill was used, asked about. */
const AT_WORK = /\s(?:at|in|on) (?:work|a job|the job|(?:his|her|their|a) (?:job|work|company))\s|\s(?:professionally|in production)\s/;

/** Topics an FAQ entry answers only if its own wordings ask about them. */
const FAQ_OWN_TOPICS = ["salary", "personal", "remote"] as const;

/** The FAQ's own answer to when the owner can start, whatever words the visitor used. */
const START_QUESTION = " when can owner start ";

function answerQuestion(knowledge: Knowledge, faq: FaqMatcher, topics: TopicMatcher, question: string, history: readonly ChatTurn[]): string {
  const say = replies(knowledge);
  const { experience, assistantProfile } = knowledge.content;
  const current = experience.find(isCurrent);
  const remoteRoles = experience.filter((entry) => /remote/i.test(entry.location ?? ""));
  const { owner } = knowledge;
  const read = (text: string) => withOwnerWord(correctSpelling(normalize(text), knowledge.contentWords), knowledge.ownerPhrases);
  const whole = read(question);
  if (whole.trim() === "") return say.greeting();
  if (asks(whole, "injection") || TEMPLATE_MARKER.test(question)) {
    // The instruction is dropped and a question beside it answered from the content alone; never the phone.
    const rest = withoutInjection(question, read);
    const answer = rest && !asksForPhone(rest) ? answerQuestion(knowledge, faq, topics, rest, history) : null;
    return answer && answer !== say.fallback() ? answer : say.refusal();
  }
  if (asks(whole, "abuse")) {
    // "useless bot lol. just give me his email": the question is answered and the insult let go;
    // a threat, or an insult alone, gets the reminder.
    // ("stupid bot. how much does he earn?" gets the honest fallback: the site does not say.)
    const rest = asks(whole, "threat") ? "" : withoutInsults(question, read);
    const answer = rest ? answerQuestion(knowledge, faq, topics, rest, history) : null;
    return answer ?? say.keepItFriendly();
  }
  const eachAnswered = answerEachPart(question, history, say, (part, before) => answerQuestion(knowledge, faq, topics, part, before));
  if (eachAnswered) return eachAnswered;
  // A message of several sentences asks in one of them, about what it names or what it points back to.
  const asking = askingSentence(question);
  const q = read(asking);
  const words = contentWords(q);
  // When the owner can start: the owner's own answer, else the availability note ("notice" only from a note that gives one).
  const startDate = () => faq(START_QUESTION) ?? say.startDate(/\snotice\s/.test(q));
  const named = namedIn(knowledge, question, asking, q);
  const { atWork } = named;
  let { mentions } = named;
  const namesAnything = namesSomething(mentions) || mentions.kinds.length > 0 || mentions.groups.length > 0;
  // The question without the names it gives: "What does the Release Health thing show?" asks nothing personal,
  // and "since when is he at Kotobuki Pay?" nothing about pay.
  const namedThings = [...mentions.projects.map((project) => project.name), ...mentions.entries.map((entry) => entry.company)];
  const unnamed = withoutPhrases(
    q,
    namedThings.flatMap((name) => tokens(normalize(name))),
  );
  const onlyCourtesy = words.every((word) => COURTESY.has(word));
  if (onlyCourtesy && asks(q, "bye")) return say.bye();
  if (onlyCourtesy && asks(q, "thanks")) return say.thanks();
  if (asks(q, "identity")) return /\s(?:about|introduce) yourself\s/.test(q) ? say.introduction() : say.identity();
  // The visitor may have said they are in touch earlier in the conversation ("sent him one yesterday").
  const visitorSaid = [question, ...history.filter((turn) => turn.role === "user").map((turn) => turn.content)];
  if (asksForPhone(question)) {
    const phone = say.phone(
      wantsToCall(question),
      visitorSaid.some(saysInTouch),
      visitorSaid.some(saysClient),
      asks(whole, "emailToo") || asks(whole, "everyWay"),
    );
    // "Can I call her?" of an owner whose FAQ answers just that: the number as the rules allow, then the owner's own answer.
    const own = faq(q);
    const onPhone = own !== null && (assistantProfile.faq ?? []).some((entry) => entry.answer === own && entry.questions.some(asksForPhone));
    return onPhone && !phone.includes(own) ? joinAnswers([phone, own]) : phone;
  }
  // "Does she prefer calls or messages?", "can I hop on a call with her?": how the owner likes to be reached, not the number.
  const channel = /\s(?:call|calls|calling|phone|message|messages|text|texts|email|emails|e mail|whatsapp|dm|dms)\s/.test(q);
  if (
    (/\s(?:prefer|prefers|preferred|rather)\s/.test(q) && channel) ||
    /\s(?:hop|jump|get) on a (?:quick )?call with (?:him|her|them|owner)\s/.test(q)
  )
    return say.contactPreference();
  // "Does he live in the US?", "did she study in Sweden?", "did he go to IIT?": a yes or a no, then where.
  const placeYesNo = !namesSomething(mentions) ? placeAsked(q) : null;
  if (placeYesNo) {
    const studies = assistantProfile.education.map(({ school, degree, location }) => `${school} ${degree} ${location ?? ""}`).join(" ");
    const { studies: ofStudies, words: placeWords } = placeYesNo;
    const known = ` ${ofStudies ? normalize(studies) : normalize(owner.location)} ${ofStudies ? knowledge.schoolKeys.join(" ") : ""} `;
    const isThere = (text: string) => placeWords.every((word) => hasPhrase(text, word) || PLACE_NAMES[word]?.some((name) => hasPhrase(text, name)));
    const there = isThere(known);
    // Where the owner once lived: the roles and studies of that place.
    const rolesThere = placeYesNo.ever && !there ? experience.filter((entry) => isThere(normalize(entry.location ?? ""))) : [];
    const studiedThere = placeYesNo.ever && !there ? assistantProfile.education.filter((study) => isThere(normalize(study.location ?? ""))) : [];
    if (rolesThere.length + studiedThere.length > 0)
      return say.confirmed(
        true,
        joinAnswers([...rolesThere.map(say.describeEntry), ...(studiedThere.length > 0 ? [say.studies(studiedThere)] : [])]),
      );
    // "Did she go to university in the UK?" of studies in "Leeds": a country the places do not name is neither yes nor no.
    const askedPlace = placeWords.join(" ");
    const places = ofStudies ? assistantProfile.education.map((study) => study.location ?? study.school) : [owner.location];
    const elsewhere = [owner.location, ...experience.map((entry) => entry.location ?? "")];
    const unsure =
      !there &&
      (PLACE_NAMES[askedPlace] !== undefined || countryIn(askedPlace) !== undefined) &&
      places.some((place) => !countryOf(place, elsewhere));
    if (unsure) return ofStudies ? say.education() : say.location();
    if (!ofStudies || assistantProfile.education.length > 0) return say.confirmed(there, ofStudies ? say.education() : say.location());
  }
  // "Was Ceri a nurse?", "has she been a team lead?": the roles of that title.
  // "Jules was a nurse, right?", "how long were they a nurse for?", "did she work as a paralegal?": the words after "a"
  // that a title holds, the longest run first ("a nurse right" is "nurse").
  // "Was she a designer before becoming a dev?": the title, whatever follows it.
  const titleAsked =
    /^\s(?:is|was|has|have) (?:he|she|they|owner) (?:ever |once |really |actually )?(?:been )?an? ((?:\S+\s){1,3})$/.exec(q)?.[1] ??
    /^\s(?:was|has|have) (?:he|she|they|owner) (?:ever |once |really |actually )?(?:been )?an? (\S+\s)(?:before|after|once|back)\s/.exec(q)?.[1] ??
    /^\s(?:owner (?:was|is|has been)|how long (?:was|were|has|have) (?:he|she|they|owner)(?: been)?|(?:did|has|have) (?:he|she|they|owner) (?:ever )?(?:work|worked) as) an? ((?:\S+\s){1,3})/.exec(
      q,
    )?.[1];
  const titleRun = titleAsked
    ? tokens(titleAsked)
        .filter((word) => !STOPWORDS.has(word))
        .map(stem)
    : [];
  const holding = (words: readonly string[]) =>
    words.length > 0 ? experience.filter((entry) => words.every((word) => tokens(normalize(entry.title)).map(stem).includes(word))) : [];
  const titled = titleRun.map((_, i) => holding(titleRun.slice(0, titleRun.length - i))).find((found) => found.length > 0) ?? [];
  // "Does she run a club?", "what club does he lead?", "anything like a club or team?": the roles at such a group, by its name.
  const groupsNamed = asks(q, "leadsGroup") ? [...q.matchAll(GROUP_WORDS)].map((match) => withoutPlural(match[1] ?? "")) : [];
  const groupRoles = experience.filter((entry) =>
    groupsNamed.some((group) =>
      tokens(normalize(`${entry.title} ${entry.company}`))
        .map(withoutPlural)
        .includes(group),
    ),
  );
  if (groupRoles.length > 0 && !namesSomething(mentions)) return say.heldRole(groupRoles, asks(q, "yesNo"));
  // "Does he run any community stuff?": the volunteer roles.
  const volunteering = /\s(?:community|communities|volunteer|volunteers|volunteering|give back|gives back)\s/.test(q)
    ? experience.filter((entry) => /volunt/i.test(entry.employmentType ?? ""))
    : [];
  // ("What's his DEV Community blog?" names a link.)
  if (volunteering.length > 0 && !namesSomething(mentions) && say.namedLinks(q).length === 0) return say.heldRole(volunteering, asks(q, "yesNo"));
  // "What was his startup?", "has she founded a company?": the roles the owner founded.
  // ("Who founded it?" of a role at a start-up asks about other people: only a role the owner founded answers it.)
  const whoFounded = /^\s(?:and )?who\s/.test(q);
  const founded = asks(q, "founding")
    ? experience.filter((entry) =>
        (whoFounded ? /co-?found|founder/i : /co-?found|founder|start-?up/i).test(
          `${entry.title} ${entry.employmentType ?? ""} ${whoFounded ? "" : entry.description}`,
        ),
      )
    : [];
  if (founded.length > 0 && !namesSomething(mentions)) return say.heldRole(founded, asks(q, "yesNo"));
  if (whoFounded && asks(q, "founding") && !namesSomething(mentions)) return say.fallback();
  // "How long was he a teacher?": the years of those roles together ("Chemistry Teacher", then "Chemistry Teacher and Head of Science").
  // "Is he a team player?": what the owner's record says of working with others (a "Team Lead" title is no answer).
  const teamwork = asks(q, "teamwork") && !namesSomething(mentions) ? say.teamwork() : null;
  if (teamwork) return teamwork;
  const titleYears =
    titled.length > 0 && /^\show long\s/.test(q)
      ? say.careerLength({
          name: tokens(titleAsked ?? "")
            .filter((word) => !STOPWORDS.has(word))
            .join(" "),
          roles: titled,
        })
      : null;
  // "Is she a designer or a developer?": the roles of either title, newest first.
  const [, oneTitle, otherTitle] = /^\s(?:is|was) (?:he|she|they|owner) (?:more )?an? (\S+) or (?:more )?an? (\S+)\s$/.exec(q) ?? [];
  const eitherTitle =
    oneTitle && otherTitle ? experience.filter((entry) => [...holding([stem(oneTitle)]), ...holding([stem(otherTitle)])].includes(entry)) : [];
  // (The owner's own answer to just that question comes first: "Both: I design in Figma and build…".)
  if (eitherTitle.length > 0 && !namesSomething(mentions)) return faq(q) ?? say.heldRole(eitherTitle, false);
  if (titleYears && !namesSomething(mentions)) return titleYears;
  if (titled.length > 0 && !namesSomething(mentions)) return say.heldRole(titled, !/^\showlong\s/.test(q.replace("how long", "howlong")));
  // "Could you summarise his work history: companies, titles and dates?", in any sentence of the message.
  if (asks(whole, "workHistory") && !namesSomething(mentions)) return say.experience(false);
  // "How do I open an account at Banco Atlântico?", "best time to plant maize": advice for the visitor, not about the owner.
  // "where can I get crate-audit?", "where do I download it?" ask where the owner's project is.
  const projectAsked =
    /\s(?:get|find|download|install|try|run|use|pull|clone|fork|buy|purchase|order|read|watch|stream)\s(?!to\s)/.test(q) ||
    (["demo", "code", "deploy", "stack"] as const).some((aspect) => asks(q, aspect));
  // "Where can I see Tatra Weather?", "where can I listen to the podcast?": a project, named or described by its own words
  // ("where can I see a red fox?" names no project, whatever employer shares the words).
  const projectSeen = /\s(?:see|view|play|visit)\s(?!to\s)|\slisten (?:to\s)?/.test(q);
  const forTheVisitor = asks(q, "advice") && !aboutOwner(q) && !OWNERS_TOPICS.some((intent) => asks(q, intent)) && !asks(q, "projects");
  const aboutAProject =
    (projectAsked && (namesSomething(mentions) || asks(q, "anaphora"))) ||
    (projectSeen && forTheVisitor && (mentions.projects.length > 0 || projectDescribed(knowledge, q) !== undefined));
  // "What does Alafia mean?" of the owner's own project or employer: its own words on the name, else the site does not say.
  const namedOwn = [...mentions.projects, ...mentions.entries];
  if (namedOwn.length > 0 && /^\s(?:so |and )?what (?:does|do) (?:the name )?(?:\S+ ){1,3}mean\s/.test(q)) {
    const [thing, meaning] =
      namedOwn
        .flatMap((named) => named.description.split(SENTENCE_BREAK).map((sentence) => [named, sentence.trim()] as const))
        .find(([, sentence]) => /\bmeans?\b|\bmeaning\b/i.test(sentence)) ?? [];
    if (!thing || !meaning) return say.fallback();
    const name = "name" in thing ? thing.name : thing.company;
    const said = inThirdPerson(meaning, owner.firstName, owner.pronouns);
    return hasPhrase(normalize(said), name) ? said : `${name}: ${said}`;
  }
  if (forTheVisitor && (!aboutAProject || asks(q, "visitorsOwn"))) return say.fallback();
  // "I'm thinking of quitting my job to learn to code, is that a good idea?": the visitor's life, not the owner's.
  if (asks(q, "visitorsLife") && !aboutOwner(q)) return say.fallback();
  // "Who is the CEO of Vistula Rail?", "who founded Red Fox Studio?": other people, whom the site does not describe.
  if (asks(q, "otherPeople")) return say.fallback();
  // "What's the highest peak in the Tatras?": general knowledge, whatever place or name it shares with the site.
  if (
    asks(q, "generalKnowledge") &&
    !aboutOwner(q) &&
    !asks(q, "projects") &&
    !asks(q, "team") &&
    !/\s(?:job|role|position|stint|project|app)\s/.test(q)
  )
    return say.fallback();
  // "When was she promoted?": only where the content's own sentence says so, never guessed from the roles.
  if (/\s(?:promoted|promotion|promotions)\s/.test(q))
    return knowledge.factDocs.find((fact) => /\spromot/.test(fact.normalized))?.answer ?? say.fallback();
  const context = history.length > 0 ? contextFrom(knowledge, history) : null;
  // "How big is the studio he works at?", "how big was the company?" after a role: the employer's size, in its role's
  // own sentence, else the site does not say.
  const sizeAsked =
    /\show (?:big|large|small)\s(?:is|was)\s(?:the|his|her|their|owner s|that|this)\s(?:company|studio|firm|employer|startup|start up|agency|business|organisation|organization)\s|\s(?:company|studio|firm|employer) size\s/.test(
      q,
    );
  const [contextRole, ...otherContextRoles] = context?.entries ?? [];
  const sizedEntry =
    (mentions.projects.length === 0 ? mentions.entries[0] : undefined) ??
    (contextRole && otherContextRoles.length === 0 ? contextRole : experience.find(isCurrent));
  if (sizeAsked && sizedEntry && !/\steam\s/.test(q)) {
    const sized = sizedEntry.description.split(SENTENCE_BREAK).find((sentence) => SIZE.test(sentence));
    if (!sized) return say.fallback();
    const said = inThirdPerson(sized.trim(), knowledge.owner.firstName, knowledge.owner.pronouns);
    // ("A twenty-person start-up…" says which company only beside its name.)
    return hasPhrase(normalize(said), normalize(sizedEntry.company).trim()) ? said : `${sizedEntry.company}: ${said}`;
  }
  // The owner's own answer to a question they expected comes before any rule's, unless the question is
  // about one of the owner's projects, roles or studies ("when did he start at X?", "when did it start?").
  // "When did he start uni?" is about the studies, not the FAQ's start date; an FAQ entry about the studies
  // ("Do you have a degree?") is still the owner's own answer to a question about them.
  const studiesNamed = STUDY_WORDS.test(q);
  const outletPhrases = knowledge.outlets.flatMap((outlet) => outlet.phrases).filter((phrase) => hasPhrase(unnamed, phrase));
  const aboutOwnThing =
    mentions.projects.length + mentions.entries.length > 0 ||
    mentions.schools ||
    (/\s(?:it|its|that|this|there|the (?:project|app|company|job|role))\s/.test(q) && Boolean(context?.entries.length || context?.projects.length)) ||
    // "did he go to university?" then "what year did he start?": the studies', not the owner's own start in code.
    (Boolean(context?.schools) && !namesSomething(mentions) && asks(q, "when") && words.length <= 4) ||
    // "Which of their apps are built on WordPress?" asks which projects, whatever the owner's answer about apps says.
    (mentions.techs.length > 0 && /\s(?:built|made|written|done) (?:on|with|in|using)\s|\s(?:use|uses|used|using)\s/.test(q)) ||
    // "what has she published on pypi?": the projects published there, not the owner's answer about papers.
    outletPhrases.length > 0 ||
    // "Latte art on Instagram link?": a link's whole label names the link, not the owner's answer about latte art.
    knowledge.content.profile.links.some((link) => tokens(normalize(link.label)).length > 1 && hasPhrase(q, normalize(link.label)));
  // "Has he ever worked remotely?" asks about the roles that were remote (below), not an FAQ about remote work from now on.
  const workedRemotely =
    /\s(?:has|have|did) (?:he|she|they|owner) (?:ever |already |previously )?worked\s/.test(q) && asks(q, "remote") && remoteRoles.length > 0;
  // The owner's wordings of the entry the matcher found: what they ask about decides whether it answers this question.
  const faqFound = workedRemotely ? null : faq(q);
  const faqAsked = (assistantProfile.faq ?? []).filter((entry) => entry.answer === faqFound).flatMap((entry) => entry.questions);
  const faqSays = (test: (asked: string) => boolean) => faqAsked.some(test);
  // "Why did Gatolab shut down?" of an owner whose FAQ asks just that: the owner's answer, though the question names a company.
  const faqNames = faqSays((asked) => [...namedThings, ...outletPhrases].some((name) => hasPhrase(normalize(asked), name)));
  // "Does Bartosz know Workshops?" of a skill card's item: the skill and its card, not an FAQ entry that says the word
  // ("does he run workshops?" still gets the owner's answer).
  const listedSkill =
    /\s(?:know|knows|knew|use|uses|used|(?:work|works|worked|experience|experienced) (?:with|in))\s/.test(q) &&
    mentions.techs.some((tech) => tech.groups.length > 0);
  // "What did he work on in Emberfall?": a game the descriptions name, which the owner's answer does not.
  const faqText = normalize([...faqAsked, faqFound ?? ""].join(" "));
  const namesOther = tokens(q).some((word) => knowledge.namedWords.has(word) && !hasPhrase(faqText, word));
  // "How big is his team?" beside an entry on how he runs his teams, "how many audits has she done?" beside one on how an
  // audit works: a size or a count, which only an answer with a number gives.
  const teamSized = asks(q, "team") && /\s(?:big|size|large|small|many)\s/.test(q);
  const teamSizeAsked = teamSized && !/\d|\s(?:two|three|four|five|six|seven|eight|nine|ten)\s/.test(faqText);
  // (The number must count the thing asked about: "WCAG 2.2" counts no audits.)
  const countedWords = tokens(/\show many ((?:\S+\s){1,2})/.exec(q)?.[1] ?? "").map(stem);
  const countGiven = tokens(faqText).some(
    (word, i, all) => NUMBER.test(word) && all.slice(i + 1, i + 4).some((next) => countedWords.includes(stem(next))),
  );
  const countMissing = countedWords.length > 0 && !teamSized && !countGiven;
  // "When did he start as team lead?" asks when something began, not when the owner can start.
  const pastStart = /\swhen did (?:he|she|they|owner) (?:start|begin|join)\s/.test(q);
  const found =
    faqFound && (!aboutOwnThing || faqNames) && !listedSkill && !namesOther && !teamSizeAsked && !countMissing && !pastStart ? faqFound : null;
  const onStudies = faqSays((asked) => STUDY_WORDS.test(normalize(asked)));
  // "What languages does he speak?" beside an FAQ entry on speaking fees: the languages, unless the entry is about them.
  const onLanguages = faqSays((asked) => /\blanguages?\b/i.test(asked));
  const languagesAsked = /\slanguages?\s/.test(q);
  // "Salary expectation for a staff role?" beside an entry on why a staff role: pay, which only an entry about pay answers.
  // "What does he do in his free time?" beside an entry on his time zone: a life outside work, likewise.
  // "Is he open to remote work?" beside an entry on whether he is open to work at all: remote work, likewise.
  const offTopic = FAQ_OWN_TOPICS.some((topic) => asks(q, topic) && !faqSays((asked) => asks(normalize(asked), topic)));
  const ownAnswer = found && (!studiesNamed || onStudies) && (!languagesAsked || onLanguages) && !offTopic ? found : null;
  // "Does he give conference talks?" of an owner whose FAQ says he would speak: the talks given, then the owner's answer.
  // ("Can you speak at our meetup?", "is he available to speak?" ask for a talk to come: the owner's answer alone.)
  const talkGiven = ownAnswer && asks(q, "givenTalks") && /^\s(?:has|have|did|does|do)\s/.test(q) ? talkFactOf(knowledge) : undefined;
  if (ownAnswer && (asks(q, "contact") || reachesOwner(q))) return say.reachAnswer(ownAnswer);
  if (ownAnswer) return talkGiven && !ownAnswer.includes(talkGiven.answer) ? joinAnswers([talkGiven.answer, ownAnswer]) : ownAnswer;
  // "is her team at Alvéa hiring?": whether an employer hires is no part of the owner's content.
  const employerHiring =
    /\s(?:is|are) (?:his|her|their|the|owner s) (?:team|company|employer|firm|startup)\s(?:\S+\s){0,3}hiring\s/.test(q) ||
    (mentions.entries.length > 0 && /^\s(?:is|are) (?:\S+\s){1,4}hiring\s/.test(q));
  if (employerHiring) return say.fallback();
  // "How many customers does Trocado have?": an employer's own figures, only where its role's own words give them.
  const [employerAsked] = mentions.projects.length === 0 ? mentions.entries : [];
  if (
    employerAsked &&
    /\show many (?:customers|members|users|clients|employees|people) (?:does|do|did|has|have)\s(?!(?:he|she|they|owner)\s)/.test(q)
  )
    return /\d[\d,.]*\s*(?:million\s+)?(?:customers|members|users|clients|employees|people)\b/i.test(employerAsked.description)
      ? say.entry(employerAsked, "describe")
      : say.fallback();
  // "What's his engineering philosophy?": the owner's own sentence of belief, when the introduction has one.
  const belief =
    /\s(?:philosophy|philosophies|believe|believes|beliefs|principles|motto|mantra|approach to)\s/.test(q) && aboutOwner(q)
      ? ["believe", "philosophy", "principle", "motto"].map((word) => say.ownWords(word)).find(Boolean)
      : undefined;
  if (belief) return belief;
  // "Did she win any hackathons?", "any awards?": the highlights that tell of a win.
  // ("who won the premier league?" is about no one here.)
  const wins = asks(q, "wins") && (aboutOwner(q) || words.length <= 3) && !namesSomething(mentions) ? say.wins() : null;
  if (wins) return wins;
  const kindSaying = namesSomething(mentions) ? [] : projectsOfKindSaying(knowledge, q);
  if (kindSaying.length > 0) return answerProjects(say, kindSaying, q);
  // "Where is he from originally?", "what nationality is she?", "where did they grow up?": where the owner comes from, not lives.
  // ("Is Lagos time close to CET?" names the owner's city, whatever role or link shares its name.)
  const ownTime = tokens(normalize(owner.location)).some((word) => hasPhrase(q, `${word} time`));
  // The owner's own answer on their hours ("Do their hours overlap with Europe?"), whatever city the question names.
  if (asks(q, "timeZone") && (!namesSomething(mentions) || ownTime))
    return (
      (assistantProfile.faq ?? []).find((entry) => entry.questions.some((asked) => asks(normalize(asked), "timeZone")))?.answer ?? say.timeZone()
    );
  const originAsked = asks(q, "whereFrom") && !namesSomething(mentions);
  const origin = originAsked ? say.origin(asks(q, "nationality")) : null;
  if (origin) return origin;
  // "summarize his experience" is a question about the owner, not a task for a general assistant.
  const summary = /^\s(?:summari[sz]e|sum up|describe)\s/.test(q) && aboutOwner(q);
  const isTask = (asks(q, "task") && !summary) || asks(q, "offTopic");
  // A task or small talk that only grazes a project's name ("the weather" and Tatra Weather,
  // "17 times 23" and Pierogi Timer) is not about the project: the whole name must be there.
  const namedInFull = mentions.projects.some((project) => hasPhrase(q, normalize(project.name).trim()));
  const grazing = mentions.projects.length > 0 && !namedInFull && !namesSomething({ ...mentions, projects: [] });
  if (isTask && !namedInFull && mentions.entries.length === 0) return say.fallback();
  // "Can we pay in euros?" after an answer that says so: that answer; a salary is never guessed.
  // "How much deposit do patients pay on the physio site?" asks about the project, not a salary.
  // "How much does it earn?" after a product whose own words give its revenue ("€3,900 MRR") asks about the product.
  const [productBefore] = /\s(?:it|its|that|this)\s/.test(q) ? (context?.projects ?? []) : [];
  const earning = productBefore !== undefined && /[$€£¥₹]\s?\d|\b(?:mrr|arr|revenue)\b/i.test(productBefore.description);
  // ("What payment stuff does he know, like mobile money?" asks about payments as a skill.)
  // ("Would he move if the bank paid for relocation?" asks about moving.)
  if (
    asks(unnamed, "salary") &&
    (mentions.projects.length === 0 || mentions.entries.length > 0) &&
    !earning &&
    !mentions.kinds.includes("payments") &&
    !asks(q, "relocation")
  )
    return saidJustNow(knowledge, q, history) ?? say.salary();
  // "Does that include VAT?", "who are its competitors?": only where the content says so.
  const seldom = SELDOM_SAID.find(({ asked }) => asked.test(q));
  // ("How many stars does Quiet Dashboards have?" is answered only by a sentence about Quiet Dashboards.)
  const ofNamed = (fact: { project?: Project; normalized: string }) =>
    mentions.projects.length === 0 ||
    mentions.projects.some((project) => fact.project === project || hasPhrase(fact.normalized, normalize(project.name).trim()));
  if (seldom) return knowledge.factDocs.find((fact) => seldom.said.test(fact.text) && ofNamed(fact))?.answer ?? faq(q) ?? say.fallback();
  // "What was his GPA?": only the content's own sentence, if it gives one.
  // "What was his thesis project?": the project whose description says so, else the content's own sentence.
  if (asks(q, "unlistedDetail")) {
    // "PhD thesis title?", "was it a scholarship?": the study whose own line says it.
    const detailAsked = (INTENT.unlistedDetail.exec(q)?.[0] ?? "").trim();
    // (A certificate "for Grades 7–12" says whom it teaches, not the owner's grades.)
    const studied =
      detailAsked && !/grade|mark|transcript|exam|rank|percentage/.test(detailAsked)
        ? assistantProfile.education.filter((study) =>
            [detailAsked, withoutPlural(detailAsked)].some((said) => hasPhrase(normalize(study.degree), said)),
          )
        : [];
    if (studied.length > 0) return say.studies(studied);
    // "Who was her PhD supervisor?", "how many employees does X have?": only where the content's own sentence says so
    // ("co-supervises two theses" is the owner supervising, not supervised).
    const detail =
      /\s(supervisor|supervisors|supervised|advisor|adviser|classmates|employees|headcount|head count|revenue|valuation|funding|performance reviews?|gpa|cgpa|grade point)\s/.exec(
        q,
      )?.[1];
    const said = detail?.includes(" ") ? detail : detail?.slice(0, 6);
    const saysIt = (text: string) => (said === "superv" ? /\s(?:supervisor|supervised by)\s/.test(text) : text.includes(` ${said}`));
    if (said) return knowledge.factDocs.find((fact) => saysIt(fact.normalized))?.answer ?? say.fallback();
    const described = namesAnything ? undefined : projectDescribed(knowledge, q);
    return described ? answerProjects(say, [described], q) : (searchFacts(knowledge, q) ?? say.fallback());
  }
  // "Is he still a student?": the owner's FAQ, else the studies' dates (a title with "Student" in it is no answer).
  if (asks(q, "studentStatus") && !mentions.schools && !asks(q, "when") && !asks(q, "internship") && !/\swhile\s/.test(q)) {
    const status = faq(q) ?? say.studentStatus();
    if (status) return status;
  }
  // "Would she need visa sponsorship for a UK company?": the owner's FAQ or the availability note, else the site does not say.
  if (asks(q, "visa") && !namesSomething(mentions)) {
    const note = assistantProfile.availability.note;
    return faq(q) ?? (note && /visa|sponsor|permit|citizen/i.test(note) ? note : say.fallback());
  }
  // "Why is she leaving Vistula Rail?": only the owner's own FAQ says, whatever job it names.
  if (asks(q, "whyLeave")) return faq(q) ?? saidJustNow(knowledge, q, history) ?? say.fallback();
  // "What does she personally think is better, X or Y?", "his favourite microcontroller": opinions the site does not give.
  if (asks(q, "opinion") && !asks(q, "projects") && mentions.projects.length + mentions.entries.length === 0) return say.fallback();
  // "What colour raincoat is she wearing in the photo?": the photos' own descriptions.
  if (
    asks(q, "photo") &&
    /\s(?:what|who|which|where|describe|wearing|colou?r|is that|is it|show|shows)\s/.test(q) &&
    !asks(q, "projects") &&
    !namesAnything
  )
    return say.photo();
  // "What does he do in his spare time?" is answered only where the owner's own words say it.
  // ("What do they build in their free time?" asks for the projects.)
  if (asks(unnamed, "personal") && !asks(q, "projects") && (!namesAnything || grazing)) {
    const topic = INTENT.personal.exec(q)?.[0].trim();
    const own = say.ownWords(topic);
    // ("What does he do outside work?" of an owner who writes nothing of time off: what else the owner does, below.)
    if (own || !/\b(?:outside|after work|off the clock|not (?:working|coding))\b/.test(topic ?? "")) return own ?? say.fallback();
  }
  if (asks(q, "pronouns")) return say.pronouns();
  // "What is she passionate about?", "what kind of software does he like building?": the introduction, in the owner's words.
  const motivation = INTENT.motivation.exec(unnamed)?.[0];
  if (motivation && !namesAnything) return say.motivation(motivation);
  // "What's her story?", "how did he end up in tech?": who the owner is, the studies and the roles.
  if (asks(q, "story") && !namesAnything) return say.story();
  if (/\sfavou?rite\s/.test(q) && grazing && !asks(q, "projects")) return say.fallback();
  if (!namesAnything && asks(q, "greeting") && words.length <= 2) return say.greeting();
  // "What does AK stand for?": the initials the page shows.
  const initials = ` ${knowledge.content.profile.initials.toLowerCase()} `;
  if ((asks(q, "initials") || (q.includes(initials) && /\s(?:stand|stands|mean|means|short for)\s/.test(q))) && !namesAnything) return say.initials();
  if (asks(q, "fullName")) return say.fullName(/\s(?:pronounce|pronounced|pronunciation|say)\s/.test(q));
  // "What is Code Clinic?", "how many people has her code clinic helped?": a name the owner's words give, answered by the sentences that say it.
  const namedThing = namesSomething(mentions) ? undefined : knowledge.namedThings.find(({ phrase }) => hasPhrase(q, phrase));
  if (namedThing) {
    const counting = /\s(?:how many|how much|number of)\s/.test(q);
    const asked = contentWords(q)
      .filter((word) => !hasPhrase(` ${namedThing.phrase} `, word))
      .map(stem);
    const score = (fact: { normalized: string; text: string }) =>
      tokens(fact.normalized).filter((word) => asked.includes(stem(word))).length + (counting && NUMBER.test(fact.text) ? 10 : 0);
    const [best] = [...namedThing.facts].sort((a, b) => score(b) - score(a));
    if (best) return best.answer;
  }

  // A follow-up takes its subject from the conversation ("is there a demo?") or its question ("what about Vue?").
  let aspectQ = q;
  const previous = lastQuestion(history);
  // The last question, read as this one is, once: several follow-up readings ask what it was about.
  let previousRead: string | undefined;
  const readPrevious = () => (previousRead ??= previous === null ? "" : read(previous));
  const own = mentions;
  // "What's her Figma Community?": the owner's own profile there, not the projects published on it.
  const ownProfile = (phrase: string) => new RegExp(`\\s(?:his|her|their|owner|your)${phrase}(?:profile |page |account )?$`).test(q);
  // ("What is Kaggle Medical Question Matching?": a place of publication inside a project's name is the name.)
  const withoutNames = knowledge.content.projects.reduce((text, project) => text.split(normalize(project.name)).join(" "), q);
  const saidOutlets = knowledge.outlets.filter((outlet) => outlet.phrases.some((phrase) => withoutNames.includes(phrase) && !ownProfile(phrase)));
  // "the terraform module on the registry": every word of a place's name ("Terraform Registry") says which place, not
  // another place that one of those words ("GitHub Container Registry") names alone.
  const wordByWord = knowledge.outlets.filter(
    ({ label, labelWords }) => labelWords.length >= 2 && labelWords.every((word) => hasPhrase(withoutNames, word)) && !ownProfile(normalize(label)),
  );
  const outlets =
    wordByWord.length > 0
      ? unique([
          ...wordByWord,
          ...saidOutlets.filter((outlet) => outlet.phrases.some((phrase) => withoutNames.includes(phrase) && tokens(phrase).length >= 2)),
        ])
      : saidOutlets;
  // "how many is that?", "how many languages in total?": the things the last answer listed, counted.
  const answeredLast = history.at(-1)?.role === "assistant" ? history.at(-1) : undefined;
  // "which conference did she speak at?" then "what year?": the one year the last answer gives, in its sentence.
  const yearOfLast =
    /^\s(?:what|which) year(?: (?:was|is) (?:that|it|this))?\s$/.test(q) && !context?.entries.length && !context?.projects.length
      ? unique(answeredLast?.content.match(/\b(?:19|20)\d\d\b/g) ?? [])
      : [];
  const [onlyYear] = yearOfLast.length === 1 ? yearOfLast : [];
  const yearSentence = onlyYear ? answeredLast?.content.split(SENTENCE_BREAK).find((sentence) => sentence.includes(onlyYear)) : undefined;
  if (yearSentence) return yearSentence.trim();
  // ("how many active series did that fleet ingest?" counts something the content gives, not the last list).
  const countsList =
    /\show many (?:is|are|was|were|that|those|these|of|in|total|altogether|overall|things|items)\s|\s(?:total|altogether|all together)\s/.test(q);
  if (answeredLast && countsList && /\s(?:that|those|these|them|total|altogether|all together)\s/.test(q) && !namesSomething(own)) {
    const said = mentionsOf(knowledge, answeredLast);
    const lists = [
      said.projects.map((project) => project.name),
      said.spoken,
      said.techs.map((tech) => tech.name),
      said.entries.map((entry) => entry.company),
    ];
    const [longest] = lists.sort((a, b) => b.length - a.length);
    if (longest && longest.length > 1) return say.counted(longest);
  }
  // "Which one did he build most recently?", "her newest project": the projects carry no dates, so only the years
  // their own words give can order them, and only when every project gives one.
  const newestAsked =
    /\s(?:most recent|most recently|latest|newest)\s/.test(q) &&
    (asks(q, "projects") || (/\s(?:one|ones)\s/.test(q) && Boolean(context?.projects.length))) &&
    !/\s(?:job|jobs|role|roles|position|employer|company|work)\s/.test(q) &&
    !namesSomething(mentions);
  if (newestAsked) {
    const years = knowledge.content.projects.map((project) => Math.max(...(project.description.match(/\b(?:19|20)\d\d\b/g) ?? []).map(Number)));
    const newest = Math.max(...years);
    const newestProjects = knowledge.content.projects.filter((_, i) => years[i] === newest);
    return years.every(Number.isFinite) && newestProjects.length === 1 ? answerProjects(say, newestProjects, q) : say.undatedProjects();
  }
  // "open to relocating?" then "where to?": where the owner would move.
  const whereTo = previous !== null && /^\s(?:and |so )?(?:where to|where|which countries|which country|where exactly)\s$/.test(q);
  if (whereTo && asks(readPrevious(), "relocation")) return say.relocation();
  // "is she available?" then "from when?": when the owner can start.
  const startAfterPlans =
    previous !== null &&
    /^\s(?:and |so |ok )?(?:from when|since when|starting when|when|when from|how soon|by when)\s$/.test(q) &&
    asks(readPrevious(), "availability");
  if (startAfterPlans) return startDate();
  const followUp = history.length > 0 && own.projects.length === 0 && own.entries.length === 0;
  const followed = followUp ? answerFollowUp({ knowledge, say, q, words, history, own, context, outlets, answeredLast }) : null;
  if (followed) return followed;
  // "Her earliest job", "his latest role", "and the longest one?": named by its place, not by the conversation.
  const rank = /\s(?:first|earliest|oldest)\s(?:\S+\s){0,2}(?:job|role|position|employer|company)\s/.test(q)
    ? "first"
    : /\s(?:latest|most recent|newest|recent|last|current)\s(?:\S+\s)?(?:job|role|position|employer|company|one)\s/.test(q)
      ? "latest"
      : /\slongest\s/.test(q) && (/\s(?:job|role|position|stint|one|employer)\s/.test(q) || words.length <= 2)
        ? "longest"
        : null;
  const inTech = /\s(?:tech|technology|software|it|developer|dev|programming|coding|engineering)\s/.test(q);
  // "How many years of QA experience does she have?": the months of the roles whose titles say it (not a technology's).
  const fieldWord =
    /\syears? of (\S+) (?:experience|work)\s|\show long (?:has|have|did) (?:he|she|they|owner) (?:been )?(?:done|worked in|work in|doing) (\S+)\s|\s(?:years?|yrs?)\s(?:\S+\s){0,5}?in (?:software |the )?(\S+)\s$/.exec(
      q,
    );
  const fieldSaid = fieldWord?.[1] ?? fieldWord?.[2] ?? fieldWord?.[3];
  // A field's other words in a title: "QA" work is also a "Test Analyst"'s.
  const fieldWords = fieldSaid ? [fieldSaid, ...(SAME_FIELD[fieldSaid] ?? [])].map(stem) : [];
  const fieldRoles =
    fieldSaid && !STOPWORDS.has(fieldSaid) && !knowledge.techKeys.has(squash(fieldSaid))
      ? experience.filter((entry) => tokens(normalize(entry.title)).some((word) => fieldWords.includes(stem(word))))
      : [];
  if (fieldSaid && fieldRoles.length > 0) {
    const name = fieldSaid.length <= 3 ? fieldSaid.toUpperCase() : fieldSaid;
    const length = say.careerLength({ name, roles: fieldRoles });
    if (length) return length;
  }
  // "How long have they been a developer?", "years of experience?": the months in tech, since the first role.
  if (asks(q, "careerLength") && !asks(q, "education") && !namesSomething(mentions) && mentions.kinds.length === 0) {
    const length = say.careerLength();
    if (length) return length;
  }
  // "Who are some of her clients?": the roles whose own words speak of clients.
  if (asks(q, "clients")) {
    // "What kinds of clients did he freelance for?": the freelance or contract roles, whatever their words.
    const ofType = /\s(?:freelance|freelanced|freelancing|freelancer|contract|contracts|contracting|contractor|consulting)\s/.test(q)
      ? experience.filter((entry) => /freelanc|contract|self.?employed/i.test(`${entry.employmentType} ${entry.company}`))
      : [];
    const withClients = ofType.length > 0 ? ofType : experience.filter((entry) => /\b(?:clients?|customers?)\b/i.test(entry.description));
    if (withClients.length > 0) return joinAnswers(withClients.map((entry) => say.entry(entry, "describe")));
  }
  // "Has she shipped anything to production, or is it all side projects?": the role she does it in now.
  if (current && asks(q, "production") && !namesSomething(mentions)) return say.production(current);
  // "When did she get the AWS one?", "which one is about accessibility?": the one study of the list just given.
  const lastAnswer = answeredLast?.content ?? "";
  const listedStudies = assistantProfile.education.filter((study) => lastAnswer.includes(study.degree));
  const studyWord =
    /\sthe (\S+(?: \S+)?) (?:one|cert|certificate|certification|course|degree)\s|\swhich one (?:is|was) (?:about|in|on|for) (\S+(?: \S+)?)\s/.exec(q);
  const studyNamed = studyWord?.[1] ?? studyWord?.[2];
  const studyFits = studyNamed ? listedStudies.filter((study) => hasPhrase(normalize(`${study.degree} ${study.school}`), studyNamed)) : [];
  if (listedStudies.length > 1 && studyFits.length === 1) return say.studies(studyFits);
  // "Did she work while studying?", "was he working at the same time?" after the studies: the roles held during a degree.
  const sameTime = /\s(?:at the same time|meanwhile|simultaneously|alongside)\s/.test(q) && listedStudies.length > 0;
  const degreesAsked = (sameTime ? listedStudies : assistantProfile.education).filter((study) => !isCourse(study));
  if (/\s(?:work|works|worked|working|job|jobs|employed|employment)\s/.test(q) && (WHILE_STUDIES.test(q) || sameTime) && degreesAsked.length > 0) {
    const during = rolesDuring(experience, degreesAsked);
    return during.length > 0 ? joinAnswers(during.map(say.describeEntry)) : say.noRoleWhileStudying();
  }
  // "What did she do before tech?": the roles outside tech, when the site lists any.
  const outsideTech =
    /\s(?:before|outside|non|outside of|besides|other than) (?:tech|technology|software|it|coding|programming|engineering)\s|\snon ?technical\s/.test(
      q,
    )
      ? experience.filter((role) => !isTechnicalTitle(role.title))
      : [];
  if (outsideTech.length > 0 && !namesSomething(mentions)) return outsideTech.map(say.describeEntry).join(" ");
  // "Has she worked in industry, outside academia?": the roles at no university, school or institute.
  const academia = SECTORS.find((sector) => sector.asked.includes("academia"));
  const inIndustry =
    academia && /\s(?:outside (?:of )?(?:academia|the university|universities|university)|in industry|in the private sector)\s/.test(q)
      ? experience.filter((entry) => !ofSector(entry, academia))
      : [];
  if (inIndustry.length > 0 && !namesSomething(mentions)) return inIndustry.map(say.describeEntry).join(" ");
  const afterStudies = AFTER_STUDIES.test(q);
  // "The biggest win at his current job": what the role's own words say it achieved.
  // "Any measurable impact in her job? numbers pls": what the highlights say the current role achieved.
  const ownJob = rank === "latest" || /\s(?:his|her|their|owner) (?:job|role|work|position)\s/.test(q);
  if (current && ownJob && (asks(q, "highlights") || /\s(?:impact|numbers|metrics|results|win|wins)\s/.test(q)) && !namesSomething(mentions))
    return say.entry(current, "achievement");
  // "Her first proper security job": the words between say which roles count.
  // "Her first dev job": a title that says developer, engineer or programmer (a designer's is a job in tech, not in code).
  const devJob =
    /\s(?:first|earliest|oldest)\s(?:\S+\s){0,2}?(?:dev|developer|programmer|programming|coding|engineering)\s(?:job|role|position)\s/.test(q);
  const field = devJob
    ? ["developer", "engineer", "programmer"]
    : tokens(/\s(?:first|earliest|oldest|longest)\s((?:\S+\s){1,2})(?:job|role|position)\s/.exec(q)?.[1] ?? "").filter(
        (word) => word.length > 2 && !/^(?:proper|real|actual|full|time|paid|professional|tech|it|dev|developer|software|one|ever)$/.test(word),
      );
  const fullTimeOnly = /\sfull time\s/.test(q);
  if (rank && !namesSomething(mentions))
    return rank === "latest" ? say.current() : say.rankedRole(rank, { inTech, afterStudies, field, fullTimeOnly });
  // "What did he do after graduating?": the first role after the studies.
  // ("and after uni, how did she learn to code?" asks how, below.)
  if (afterStudies && !namesSomething(mentions) && !asks(q, "learned")) return say.rankedRole("first", { inTech, afterStudies });
  // "How many schools use the API they built?", "the number of robots running his firmware": a number the content gives.
  const counted = /\s(?:how many|number of)\s(\S+)\s/.exec(q)?.[1];
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
  if (countedFact) return countedFact;
  // "By how much did he cut deploy times?": the sentence that gives a number for the thing changed.
  const changed =
    /\sby how much\s|\show (?:much|far) (?:did|has|have|was|were) (?:he|she|they|owner|it|the \S+) (?:cut|reduce|reduced|improve|improved|speed up|sped up|save|saved|lower|lowered|raise|raised|increase|increased|grow|grew|boost|boosted|drop|dropped)\s/.exec(
      q,
    );
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
  let fromContext = false;
  if (!namesSomething(mentions) && context) {
    // "Are they looking for work?" asks about the owner (of "they" pronouns too), whatever was named before.
    const yearAlone = /\s(?:19|20)\d\d\s/.test(q) && !asks(q, "anaphora");
    const refersBack = (asks(q, "anaphora") || asks(q, "continuation")) && !OWNERS_TOPICS.some((intent) => asks(q, intent)) && !yearAlone;
    // "education?" after a role asks about the studies, not the role.
    const newTopic = words.length <= 2 && !asks(q, "anaphora") && asks(q, "education");
    // "who do I contact about dates?" after a role: the owner is the one to contact.
    // "and in 2025?" after the roles of 2019 asks about that year, not the role just named.
    // "what about relocating?" after an answer that named the current job: the owner's plans, not the job's.
    const ownersPlans = !asks(q, "anaphora") && (asks(q, "relocation") || asks(q, "startDate") || asks(q, "availability"));
    const short = words.length <= 4 && !aboutOwner(q) && !newTopic && !asks(q, "contact") && !yearAlone && !ownersPlans;
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
    // ("how long was his internship?" after "when did he start as team lead?" asks its own question.)
    !/^\s(?:how long|how many|when|where|why|who)\s/.test(q)
  ) {
    // "what about Vue?", "Docker?": the thing is new, the question is the last one.
    aspectQ = `${normalize(previous)}${q.trimStart()}`;
  }
  const hire = asks(q, "contact") && /\s(?:hire|hiring|recruit|interview)\s/.test(q);
  // "an overview for my hiring team", "hiring for React: does she know it?": hiring is why they ask, not what.
  const hiringOnly = hire && !asks(q.replace(/\s(?:hire|hiring|recruit|recruiting|interview)(?=\s)/g, ""), "contact");

  // "What years was he a student at AGH?": a university he also worked at is asked about as a school.
  const asStudent = /\s(?:student|students|study|studied|studying|degree|graduate|graduated|enrolled|attend|attended)\s/.test(q);
  if (mentions.schools && asStudent && mentions.projects.length === 0) return say.education(undefined, degreeAsked(q, assistantProfile.education));
  // "When did he start at Kestrel?" names the company, not the project that shares its word.
  // "Would she take a fully remote role?", "what roles is she looking for after Vistula Rail?", "when can he start?":
  // the owner's plans, whatever employer the question names.
  const plans =
    /\s(?:would|willing|open to|looking for|interested in|consider|considering|notice|notice period)\s|\s(?:can|could) (?:he|she|they|owner) start\s/.test(
      q,
    );
  if (plans && mentions.entries.length > 0 && mentions.projects.length === 0) {
    if (asks(q, "relocation")) return say.relocation();
    if (asks(q, "remote")) return say.remote(asks(q, "office") && !asks(q, "remoteProper"));
    if (asks(q, "startDate")) return startDate();
    if (/\s(?:roles?|jobs?|positions?|opportunities|next)\s/.test(q)) return say.availability();
  }
  // "How much does it cost?" of a book whose words give no price, "who invested in Gatolab?" of a role whose words name no
  // investor: the site does not say, and the thing's description is no answer.
  const namedTexts = [...mentions.projects.map((p) => `${p.name} ${p.description}`), ...mentions.entries.map((e) => `${e.title} ${e.description}`)];
  const priceUnsaid =
    asks(q, "price") && namedTexts.length > 0 && !namedTexts.some((text) => /[$€£¥₹]|\b(?:free|price|priced|cost|costs|KSh|USD|EUR)\b/i.test(text));
  const whoAsked = INTENT.whoElse.exec(q)?.[1];
  const whoUnsaid = whoAsked !== undefined && namedTexts.length > 0 && !namedTexts.some((text) => squash(text).includes(squash(stem(whoAsked))));
  // "How much does Shopify Plus cost per month?": the price of a technology, which is no part of the owner's content.
  const techPrice =
    asks(q, "price") &&
    namedTexts.length === 0 &&
    mentions.techs.length + mentions.otherTechs.length > 0 &&
    !aboutOwner(q) &&
    !/\s(?:you|your)\s/.test(q);
  if (priceUnsaid || whoUnsaid || techPrice) return say.fallback();
  // "kaggle profile url pls", "is she on hugging face? link": the owner's profile there, not a project that shares the
  // platform's name or is published on it ("link to the dataset on Hugging Face", "a github link for the auth one?").
  const linkWords = /\s(?:link|links|url|profile|profiles|account|handle|username|page)\s/.test(q);
  const thingMade = tokens(q).some((word) => !EVERY_PROJECT_KIND.has(word) && asks(` ${word} `, "madeThing"));
  const projectInFull = mentions.projects.some((project) => hasPhrase(q, normalize(project.name).trim()));
  const pointsAtOne = /\s(?:one|it|its|that|this|those|these)\s/.test(q);
  // "is she on hugging face?": a profile there, not the technology of the same name.
  const onPlatform = /^\s(?:is|are) (?:owner|he|she|they) (?:also |even )?on\s/.test(q);
  if (
    (linkWords || onPlatform) &&
    !thingMade &&
    !projectInFull &&
    !pointsAtOne &&
    mentions.entries.length === 0 &&
    say.namedLinks(withoutTalkingTo(q)).length > 0
  )
    return say.links(q, false);
  const atEmployer = /\s(?:at|join|joined|joining|employer|company|job|role|start|started|starting)\s/.test(q);
  if (mentions.projects.length > 0 && !(mentions.entries.length > 0 && atEmployer))
    return answerProjects(say, mentions.projects, aspectQ, outlets, !fromContext);
  // "What did she do between uni and Vistula Rail?", "between then and Oct 2024" after the studies: the roles that began
  // after the studies ended and before the other end, or an honest none.
  const fromStudies = BETWEEN_STUDIES.test(q);
  // "Uni" is a degree's end, not a later certificate's; "then" is the end of the studies just given.
  const endedStudies =
    fromStudies && /\sbetween (?:that|then)\s/.test(q) ? listedStudies : assistantProfile.education.filter((study) => !isCourse(study));
  const studiesEnd = Math.max(0, ...endedStudies.map((study) => yearOf(study.years, 1) ?? 0));
  const [untilEntry] = mentions.entries;
  const untilYear = untilEntry ? (yearOf(untilEntry.date, 0) ?? 0) : Number(/\sand (?:\S+ )?((?:19|20)\d\d)\s/.exec(q)?.[1]);
  if (fromStudies && studiesEnd > 0 && untilYear >= studiesEnd) {
    const started = (entry: ExperienceEntry) => yearOf(entry.date, 0) ?? 0;
    const inBetween = experience.filter(
      (entry) =>
        entry !== untilEntry &&
        started(entry) >= studiesEnd &&
        (untilEntry ? started(entry) <= untilYear : started(entry) < untilYear) &&
        !isCurrent(entry),
    );
    const until = untilEntry ? untilEntry.company : String(untilYear);
    return inBetween.length > 0 ? inBetween.map(say.describeEntry).join(" ") : say.noRoleBetween(String(studiesEnd), until);
  }
  // "Where did he work between Onda and the bank?": the roles that began between the two.
  // "and between that and Brightlane?": the role just discussed is the other end.
  const thatOne = /\sbetween (?:that|then|it|there|them) and\s/.test(q) && mentions.entries.length === 1 ? context?.entries[0] : undefined;
  const [one, two] = thatOne && thatOne !== mentions.entries[0] ? [thatOne, ...mentions.entries] : mentions.entries;
  if (one && two && /\sbetween\s/.test(q)) {
    const [later = 0, earlier = 0] = [experience.indexOf(one), experience.indexOf(two)].sort((a, b) => a - b);
    const between = experience.slice(later + 1, earlier);
    if (between.length > 0) return between.map(say.describeEntry).join(" ");
    const [laterEntry, earlierEntry] = [experience[later], experience[earlier]];
    const from = earlierEntry ? yearOf(earlierEntry.date, 1) : undefined;
    const to = laterEntry ? yearOf(laterEntry.date, 0) : undefined;
    if (from && to) return say.noRoleBetween(String(from), String(to));
  }
  // "What's his Nairobi Mobile Nights on Meetup?": a link's whole label ("… on Meetup") says more than the role's name within it.
  // ("meetup page for cloud native lagos?": every word of the label, in any order.)
  const wholeLabel = knowledge.content.profile.links.find((link) => {
    const label = normalize(link.label).trim();
    if (!mentions.entries.some((entry) => label.length > normalize(entry.company).trim().length)) return false;
    return hasPhrase(q, label) || tokens(label).every((word) => STOPWORDS.has(word) || hasPhrase(q, word));
  });
  if (wholeLabel) return say.links(normalize(wholeLabel.label), false);
  // "I'm a recruiter with a senior mobile role, what's the best way to reach her?": the role named is the visitor's.
  if (reachesOwner(q) && asks(q, "contact") && !/\s(?:in|speak|speaks)\s/.test(q))
    return say.contact(/\s(?:hire|hiring|recruit|interview)\s/.test(q), withoutTalkingTo(q));
  // "Which of the two does she use at her job?": the technologies the conversation just named, in that role.
  const techsBefore =
    /\s(?:them|those|these|both|either|the two|which of)\s/.test(q) && mentions.techs.length + mentions.otherTechs.length === 0 ? context : null;
  if (mentions.entries.length > 0 && techsBefore && techsBefore.techs.length + techsBefore.otherTechs.length > 0)
    return answerEntries(say, { ...mentions, techs: techsBefore.techs, otherTechs: techsBefore.otherTechs }, aspectQ);
  if (mentions.entries.length > 0) return answerEntries(say, mentions, aspectQ);
  // "Which project is the recipe planner?": the project whose description says so.
  if (/\s(?:which|what) (?:project|app|one)\s(?:is|was|does|did|has|helps|lets)\s/.test(q) && !namesSomething(mentions) && !asks(q, "liveProjects")) {
    const [hit] = knowledge.facts.search(words.filter((word) => word.length >= 3).join(" "), {
      filter: (result) => knowledge.factDocs[Number(result.id)]?.project !== undefined,
    });
    const described = hit ? knowledge.factDocs[Number(hit.id)]?.project : undefined;
    if (described) return say.project(described, "describe");
  }
  // "Has she worked outside Ireland?", "worked abroad?": the roles in another country than the owner's, as the places name them.
  // ("outside academia" is no place: what follows "outside" must be the owner's country or city.)
  const outsideOf = /\soutside (?:of )?(\S+)\s/.exec(q)?.[1];
  const outsideHome = outsideOf !== undefined && hasPhrase(normalize(owner.location), outsideOf);
  const abroad =
    outsideHome || /\s(?:abroad|overseas|internationally|in (?:other|another|different) country|in (?:other|different) countries)\s/.test(q);
  const homeCountry = abroad && /\s(?:worked|work|working|jobs?|roles?|experience|lived)\s/.test(q) ? countryIn(owner.location) : undefined;
  const pastWork = /\s(?:worked|lived|been)\s/.test(q);
  if (homeCountry && (pastWork || (!asks(q, "relocation") && !/\s(?:would|willing|open to|will|consider)\s/.test(q)))) {
    const elsewhere = experience.filter((entry) => ![undefined, homeCountry].includes(countryIn(entry.location ?? "")));
    return elsewhere.length > 0 ? elsewhere.map(say.describeEntry).join(" ") : say.allAtHome(homeCountry);
  }
  // "Has he worked in Chennai?": a place of the experience.
  const workedThere = experience.filter((entry) =>
    tokens(normalize(entry.location ?? "")).some((word) => word.length > 3 && !/^(?:site|remote|hybrid|onsite)$/.test(word) && hasPhrase(q, word)),
  );
  if (workedThere.length > 0 && !asks(q, "remote") && (asks(q, "experience") || asks(q, "internship") || /\swork/.test(q))) {
    return workedThere.map(say.describeEntry).join(" ");
  }
  // "Has she ever taught?", "which course did he teach?": the roles whose title or work is that activity.
  const activity = ACTIVITIES.find(({ asked }) => asked.some((word) => hasPhrase(q, word)));
  const doneIn = activity && !namesSomething(mentions) && !asks(q, "learned") ? rolesOf(experience, activity) : [];
  if (doneIn.length > 0) return doneIn.map(say.describeEntry).join(" ");
  // "Has she worked in finance?": employers of a kind, by the words of their name and work.
  // "Bluetooth Low Energy experience?" names a technology, not the energy sector.
  const namedPhrases = [...mentions.techs.flatMap((tech) => tech.normalizedPhrases), ...mentions.otherTechs.map((tech) => normalize(tech.name))];
  const untechnical = withoutPhrases(q, namedPhrases);
  const sector = SECTORS.find(({ asked }) => asked.some((word) => hasPhrase(untechnical, word)));
  const inSector = sector ? rolesOf(experience, sector) : [];
  const sectorWord = sector?.asked.find((word) => hasPhrase(q, word)) ?? "";
  // "Medical device experience?" asks about the sector; "experience with IEC 62304" about something more particular.
  const sectorExperience = /\sexperience\s/.test(q) && !/\d/.test(q) && mentions.unknownTargets.length === 0;
  // "Which phone company did she test for?"
  const whichEmployer = /\s(?:which|what) (?:\S+\s){0,2}(?:company|companies|employer|employers|firm|firms|client|clients)\s/.test(q);
  const workWords = /\s(?:work|works|worked|working|job|jobs|employed|employer|employers|intern|interned)\s/.test(q);
  // "Does she take consulting work?": the work the owner seeks, where it names the kind, not the employers of that kind.
  const seeks = /\s(?:take|takes|taking|accept|accepts|open to|available for|interested in|looking for)\s/.test(q);
  const { roles: soughtRoles, note: soughtNote } = assistantProfile.availability;
  if (sector && seeks && hasPhrase(normalize(`${soughtRoles.join(" ")} ${soughtNote ?? ""}`), sectorWord)) return say.availability();
  // "What did she do at the bank?": the one employer its name or its role's first sentence says is one.
  const atThe = sectorWord !== "" && new RegExp(`\\s(?:at|for|in) the (?:\\S+ )?${escapeRegExp(sectorWord)}\\s`).test(q);
  const [theOne, ...others] = atThe
    ? inSector.filter((entry) => hasPhrase(normalize(`${entry.company} ${entry.description.split(SENTENCE_BREAK)[0] ?? ""}`), sectorWord))
    : [];
  if (theOne && others.length === 0 && !namesSomething(mentions)) return say.entry(theOne, entryAspect(q));
  if (sector && (sectorExperience || whichEmployer || workWords)) {
    if (inSector.length > 0) return inSector.map(say.describeEntry).join(" ");
    // "Has she worked at a bank?" of an owner who has not; "did he work or go to university?" is about studies.
    // "Any payments experience?" of an owner with no payments employer but a project on Stripe: the kind answers.
    if (!asks(q, "education") && mentions.kinds.length === 0) return say.notAnEmployer(capitalised(sectorWord));
  }
  // "Which industries has she worked in?": the kinds of employer, where the roles show them.
  const industries = /\s(?:industries|industry|sectors|domains)\s/.test(q) ? say.sectors() : null;
  if (industries && !sector) return industries;
  // "Has he worked remotely before?": the roles done remotely, not what he is open to now.
  // "Which of his jobs were remote?" too: past roles, in the past tense.
  const pastRoles = /\s(?:jobs?|roles?|positions?|employers?)\s/.test(q) && /\s(?:were|was)\s/.test(q);
  if (asks(q, "remote") && remoteRoles.length > 0 && (pastRoles || /\s(?:worked|has|have|ever|did|before|previously)\s/.test(q))) {
    return remoteRoles.map(say.describeEntry).join(" ");
  }
  // "Best way to reach her about a contract?": how to get in touch, whatever it is about.
  const reachAsked = asks(q, "reach") && asks(q, "reachHow");
  // "Can I talk to them in Welsh?" asks about a language spoken.
  const inALanguage = mentions.spoken.length > 0 && /\s(?:in|speak|speaks)\s/.test(q);
  if (reachAsked && asks(q, "contact") && !namesSomething(mentions) && !inALanguage)
    return say.contact(/\s(?:hire|hiring|recruit|interview)\s/.test(q), withoutTalkingTo(q));
  // "Can you forward my message to him?": the assistant passes nothing on; the e-mail does.
  if (asks(q, "relay")) return say.relay();
  // "Is he a freelancer?", "has she done contract work?": the roles of that kind, or an honest none.
  // "Contract testing" is a kind of testing, not of employment.
  // "Did she study full-time or alongside work?": the studies, which say how ("evening course") when they do.
  const studiedHow =
    /\s(?:study|studied|studying)\s/.test(q) && /\s(?:full time|part time|alongside|while working|evening|evenings|night|nights)\s/.test(q);
  if (studiedHow) return say.education();
  // ("Did she finish her degree part-time?" asks about the studies too.)
  const employment = STUDY_WORDS.test(q)
    ? undefined
    : /\s(freelance|freelancing|freelancer|contract|contractor|part time|full time|permanent)\s(?!test|tests|testing)/.exec(q)?.[1];
  // "Can she take a new contract over the summer?" asks about work to come, as "is she open to contracts?" does.
  // "Does he take freelance work?" then "and full-time roles?": the same question, of the other kind of work.
  const previousQuestion = lastQuestion(history);
  const seeking =
    asks(q, "seeking") ||
    (/^\s(?:and|what about|how about|or)\s/.test(q) && previousQuestion !== null && asks(normalize(previousQuestion), "seeking")) ||
    // "is she open to work?" then "full time?": the work she seeks, of that kind.
    // ("does he do contract work?" then "and full-time?" asks of the roles, as the first did.)
    (previousQuestion !== null &&
      tokens(q).length <= 3 &&
      asks(readPrevious(), "availability") &&
      !/\s(?:freelance|freelancing|freelancer|contract|contractor|part time|full time|permanent)\s/.test(readPrevious()));
  const now = /^\s(?:is|are)\s|\s(?:employed|currently)\s/.test(q);
  // "Who were her freelance clients?": about the roles of that kind, when the site lists one.
  const hadSuch =
    employment !== undefined &&
    !asks(q, "email") &&
    !asks(q, "contact") &&
    experience.some((entry) => normalize(entry.employmentType).includes(normalize(employment).trim().slice(0, 6)));
  // "Why did she choose contract work?": only the owner's own words say why.
  if (employment && /^\s(?:why|how come)\s/.test(q)) return faq(q) ?? say.fallback();
  // "How do I hire you for a contract?" asks how to reach the owner, not for the roles.
  const reaching = asks(q, "contact") || asks(q, "email");
  if (employment && !seeking && !reaching && (now || hadSuch || /\s(?:done|did|do|has|have|ever|worked|before|as a|any)\s/.test(q))) {
    return say.rolesOfType(employment, now, /\sor\s/.test(q));
  }
  // "What was he doing between 2020 and 2024?": the roles of the years in between, or an honest nothing.
  const [, from, to] = /\s(?:between|from) ((?:19|20)\d\d) (?:and|to|till|until) ((?:19|20)\d\d)\s/.exec(q) ?? [];
  if (from && to && !namesAnything && Number(to) - Number(from) > 1) {
    const between = experience.filter((entry) =>
      [...Array(Number(to) - Number(from) - 1).keys()].some((i) => say.rolesIn(Number(from) + i + 1).includes(entry)),
    );
    return between.length > 0 ? between.map(say.describeEntry).join(" ") : say.noRoleBetween(from, to);
  }
  // "What was he doing in 2021?": the roles of that year, or else the studies.
  const year = Number(/\s((?:19|20)\d\d)\s/.exec(q)?.[1]);
  // "Who won the 2022 World Cup?" names a year but not the owner.
  if (year && (aboutOwner(q) || words.length <= 2) && !asks(q, "education") && !asks(q, "projects") && !namesAnything) {
    const rolesThen = say.rolesIn(year);
    if (rolesThen.length > 0) return rolesThen.map(say.describeEntry).join(" ");
    // "Where was he working in 2022?": no role that year is an answer too.
    if (/\s(?:work|worked|working|job|jobs|role|employed|employer|company)\s/.test(q)) return say.noRoleIn(year);
    if (say.studiedIn(year) && /\s(?:doing|do|did)\s/.test(q)) return say.education();
  }
  const employer = INTENT.workedAt.exec(question)?.[1]?.trim();
  // "worked with LLMs": a kind of technology, not a company.
  // "has zofia worked at spotify?": a name in lower case too, when it is no everyday word.
  // "How many people work for Quinn?": the owner is no employer of the owner's.
  const aName =
    employer !== undefined &&
    (/^\p{Lu}/u.test(employer) || tokens(normalize(employer)).every((word) => !isOrdinaryWord(word))) &&
    !tokens(normalize(employer)).some((word) => knowledge.ownerWords.has(word));
  if (employer && aName && !namesSomething(mentions) && mentions.kinds.length === 0 && !asks(normalize(employer), "anaphora")) {
    return say.notAnEmployer(capitalised(employer));
  }
  if (asks(q, "resume")) return say.resume();
  // "her company's website": the current employer's own site.
  if (
    current &&
    /\s(?:website|site|url|link|homepage)\s/.test(q) &&
    /\s(?:company|companys|employer|employers)\s/.test(q) &&
    !namesSomething(mentions)
  )
    return say.entry(current, "link");
  // ("experience with nessus vulnerability scanning?" asks the same, without a yes-or-no word.)
  const skillQuestion =
    (asks(aspectQ, "yesNo") &&
      /\s(?:know|use|used|using|done|touched|tried|familiar|experience|worked|skilled|proficient|code|program|work with|works with|working with)\s/.test(
        q,
      )) ||
    EXPERIENCE_WITH.test(q);
  // "GitHub Actions", "is GitHub one of his skills?": a technology, not a profile link.
  // "Where did Quinn work before going indie?" asks about the roles, not the "Indie Hackers" profile.
  // "Is there a Figma plugin in her portfolio?" asks for a thing made, not the Figma Community profile (thingMade).
  const linksNamed = say.namedLinks(withoutTalkingTo(q));
  // ("Is he on Talk slides on Speaker Deck?" names the link by its whole label, a made thing's word and all.)
  const labelInFull = linksNamed.some((link) => hasPhrase(q, normalize(link.label).trim()));
  // "the slides from her talks" of "Talk slides on Speaker Deck": a made thing's word the link's own label says
  // (but "the podcast" of an owner whose project is a podcast is the project, and "book a call" is a way to reach them).
  // (The projects' words are read once per answerer, in described.server.ts.)
  const projectSays = (word: string) => wordsOf(knowledge).projects.some((entry) => entry.words.has(word));
  const labelWords = new Set(linksNamed.flatMap((link) => tokens(normalize(link.label)).map(withoutPlural)).filter((word) => !projectSays(word)));
  const otherThingMade = tokens(q).some(
    (word) => !EVERY_PROJECT_KIND.has(word) && !labelWords.has(withoutPlural(word)) && asks(` ${word} `, "madeThing"),
  );
  // ("the slides from her talks" of an owner with a skill "Workshops and talks": the word is the link's too.)
  const platformOnly = [...mentions.techs, ...mentions.otherTechs].every(
    (tech) =>
      say.isLinkPlatform(tech.name) ||
      tokens(normalize(tech.name)).some((word) => labelWords.has(withoutPlural(word)) && asks(` ${word} `, "madeThing")),
  );
  const linkNamed =
    linksNamed.length > 0 && (linkWords || labelInFull || (!asks(q, "experience") && !(asks(q, "contact") ? thingMade : otherThingMade)));
  // "Any e-mail newsletter work for a client?" names a kind of work, not the owner's own newsletter link.
  const linksAsked =
    (asks(q, "links") || linkNamed) &&
    !skillQuestion &&
    !asks(q, "skills") &&
    !asks(q, "projectsWith") &&
    outlets.length === 0 &&
    !mentions.kinds.includes("email") &&
    // "Is he a native speaker of English?" and a "Speaker Deck" link.
    mentions.spoken.length === 0;
  // "Does she write anywhere?", "does he blog?": the blog, where the profile has one.
  // "What programming languages does he write?" asks for languages, not for the blog.
  if (asks(q, "blogAsked") && !asks(q, "languagesWord") && say.namedLinks(" blog ").length > 0) return say.links(" blog ", false);
  // "What does she code in?": the languages, not where the code is ("what IDE does he code in?" asks for the editor).
  if (asks(q, "codesIn") && !namesSomething(mentions) && !mentions.kinds.includes("ide")) return say.programmingLanguages(false);
  // "link to buy the book pls": the link of the one project so described, not the profile links.
  // ("What does the NGO website she built do?": the site she built for the NGO, not her own.)
  const linkedProject =
    linksAsked && (linkWords || /\s(?:built|made|did|designed|created)\s/.test(q)) && !linkNamed && !namesSomething(mentions)
      ? projectDescribed(knowledge, q)
      : undefined;
  if (linkedProject) return answerProjects(say, [linkedProject], q);
  if (linksAsked && (platformOnly || linkWords)) return say.links(q, asks(q, "codeLink") || CODE_HOSTS.test(q));
  // "Does he contribute to open source?", "which of her projects are open source?": the projects whose code is public.
  if (/\s(?:open source|opensource|open sourced|oss)\s/.test(q) && mentions.projects.length + mentions.techs.length === 0) {
    const open = say.openSource(asks(q, "yesNo"));
    if (open) return open;
  }
  // "What languages can he code in?" asks for languages, not for the code.
  // "How did they learn to code?", "what does he test his code with?" ask about the coding, not where the code is.
  const aboutCoding = asks(q, "learned") || asks(q, "codeWork");
  if (
    asks(q, "codeLink") &&
    !aboutCoding &&
    !namesSomething(mentions) &&
    mentions.kinds.length === 0 &&
    !asks(q, "projects") &&
    !asks(q, "languagesWord")
  )
    return say.links(q, true);
  if (hire && /\swhy\s/.test(q)) return say.whyHire();
  // "What would she bring to a small startup?": who the owner is, and the highlights.
  if (asks(q, "pitch") && !namesSomething(mentions)) return say.pitch();
  // "How did she get into security?": the content's own sentence about it, when it has one.
  const originTopic = INTENT.origin.exec(q)?.slice(1).find(Boolean);
  if (originTopic) {
    const told = say.ownSentence((sentence) => /\binto\b/i.test(sentence) && hasPhrase(normalize(sentence), originTopic.split(" ")[0] ?? ""));
    if (told) return told;
  }

  if (asks(q, "email") && !mentions.kinds.includes("email")) return say.email();
  const roleNamed = assistantProfile.availability.roles.some((role) => hasPhrase(q, role));
  // "What database does he prefer?" asks about databases; "prefer" asks about roles only with a role word.
  const prefersKind =
    mentions.kinds.length > 0 && /\s(?:prefer|prefers|preferred|preference|preferences)\s/.test(q) && !/\s(?:roles?|jobs?|positions?|work)\s/.test(q);
  // "Is he open to front-end roles?": a kind of role is still a question about the roles sought.
  const rolesSought =
    /\s(?:open to|interested in|looking for|consider|considering|take|accept)\s(?:.+\s)?(?:roles?|jobs?|positions?|opportunities)\s/.test(q) &&
    !asks(q, "remote") &&
    !asks(q, "relocation");
  // "Contract testing??" names a kind of testing, not a contract.
  const kindless = withoutPhrases(
    q,
    mentions.kinds.flatMap((named) => KIND_WORDS[named]),
  );
  // "I have a contract offer for her, where should I send it?": how to reach the owner, whatever the offer is.
  const wayToReach =
    asks(q, "contact") && /\s(?:where|how|who)\s(?:\S+\s){0,3}(?:send|reach|contact|write|email|e mail|apply|forward|submit)\s/.test(q);
  // "Was her master's full time?" asks how she studied: those studies, as the content gives them.
  const studyMode = STUDY_WORDS.test(q) && /\s(?:full time|part time|fulltime|parttime)\s/.test(q);
  if (studyMode && assistantProfile.education.length > 0) return say.studies(studiesOfDegree(q, assistantProfile.education));
  const availabilityAsked =
    (asks(kindless, "availability") || roleNamed || rolesSought) && !namesSomething(mentions) && !prefersKind && !wayToReach && !studyMode;
  // "Are they available immediately?" asks when, not whether.
  if (asks(q, "startDate") && availabilityAsked) return startDate();
  // "Is she open to backend roles?": a kind of role the roles sought do not name is said to be unmentioned, not agreed to.
  const { roles, note } = assistantProfile.availability;
  const sought = normalize(`${roles.join(" ")} ${note ?? ""}`);
  const [roleKind] = rolesSought ? mentions.kinds.filter((kind) => kind !== "tool") : [];
  const unsought = roleKind && !KIND_WORDS[roleKind].some((word) => hasPhrase(sought, word)) ? KINDS[roleKind].label : undefined;
  if (rolesSought && unsought && !employment) return say.availability(unsought);
  // "Would she relocate for a new job?" asks about moving, below.
  if (availabilityAsked && !/\show\s/.test(q) && !asks(q, "relocation")) return say.availability(employment, !employment && asks(q, "yesNo"));
  const hiringIsReason = hiringOnly && (asks(q, "about") || namesSomething(mentions));
  if (hiringIsReason && !namesSomething(mentions)) return say.about();
  if (asks(q, "contact") && !hiringIsReason && !inALanguage) return say.contact(hire, withoutTalkingTo(q));

  if (asks(q, "internship")) return say.internship();
  // "What does he do day to day?": the current role in its own words.
  if (current && asks(q, "dayToDay") && !namesSomething(mentions)) return say.entry(current, "describe");
  // "Which squads does she run?": what the team does, in the current role's own words.
  // "What does his team build?" too.
  const teamWork =
    /\s(?:his|her|their|owner s) (?:teams?|squads?)\s(?:\S+\s){0,2}(?:build|builds|do|does|work on|works on|make|makes|ship|ships|own|owns)\s/;
  if (current && (/\s(?:which|what) (?:teams?|squads?|groups?)\s/.test(q) || (teamWork.test(q) && mentions.entries.length === 0)))
    return say.entry(current, "describe");
  // ("Does she know Team leadership?" of a skill so named is the skill.)
  // "Her team at Dotori, how is it split?": that role's team, in its own words where it gives them.
  const [teamEntry, ...moreTeams] = mentions.entries;
  // "What has he achieved as a team lead?": the current role's wins, not the team's size.
  if (current && asks(q, "team") && /\s(?:achieved|achieve|achievements?|accomplished|accomplishments?)\s/.test(q) && !teamEntry)
    return say.entry(current, "achievement");
  if (asks(q, "team") && !listedSkill && teamEntry && moreTeams.length === 0 && !asks(q, "yesNo")) return say.entry(teamEntry, "team");
  if (asks(q, "team") && !listedSkill) return say.team(asks(q, "yesNo"));
  // "would they relocate?" then "even to Germany?"; "open to remote?" then "what time zones?".
  // "is she a doctor?" after "remote?" asks a topic of its own.
  const ownTopic = OWNERS_TOPICS.some((topic) => !["relocation", "remote", "location"].includes(topic) && asks(q, topic));
  const followsUp = (intent: "relocation" | "remote") =>
    words.length <= 3 && !namesSomething(mentions) && !ownTopic && previous !== null && asks(readPrevious(), intent);
  // "after moving to playwright" moves to a technology, not a place.
  const movingToTech = mentions.techs.some((tech) =>
    tech.normalizedPhrases.some((phrase) => /\s(?:mov\S*|migrat\S*|switch\S*) (?:over )?to$/.test(q.split(phrase)[0] ?? "")),
  );
  if ((asks(q, "relocation") && !movingToTech) || (followsUp("relocation") && !asks(q, "remote"))) {
    // "Would he relocate to Germany?": the country, with its short names ("the UK": "united kingdom").
    const country = countryIn(question);
    const short = Object.keys(PLACE_NAMES).find((name) => hasPhrase(q, name));
    // "would he move to london?": a city, as the last word the question names after "to", "in" or "about".
    const city = /\s(?:to|in|about) ([\p{L}-]{3,})\s$/u.exec(q)?.[1];
    const cityNamed = city && !STOPWORDS.has(city) && !asks(` ${city} `, "relocation") && !asks(` ${city} `, "remote") ? city : undefined;
    const place = country ?? (short ? capitalised(short) : cityNamed ? capitalised(cityNamed) : undefined);
    const words = country
      ? [normalize(country).trim(), ...Object.keys(PLACE_NAMES).filter((name) => PLACE_NAMES[name]?.includes(normalize(country).trim()))]
      : short
        ? [short, ...(PLACE_NAMES[short] ?? [])]
        : cityNamed
          ? [cityNamed]
          : [];
    // "Would she relocate to Europe?", "abroad?": no one country, so the owner's own answer about moving, when there is one.
    const region = /\s(?:europe|abroad|overseas|internationally|another country|other countries|asia|africa|america|the eu|eu)\s/.test(q);
    const ownAnswer = region && !country ? relocationFaq(assistantProfile.faq ?? []) : undefined;
    if (ownAnswer) return ownAnswer;
    return say.relocation(place ? { name: place, words } : undefined);
  }
  const asksOffice = asks(q, "office") && !asks(q, "remoteProper");
  if (followsUp("remote") && !asks(q, "relocation")) return say.remote(asksOffice);
  // "Is his current job remote or on-site?": where the current job is, not what he is open to.
  // "Would that work for her?" asks whether remote suits her, not who she works for.
  if (asks(q, "remote") && asks(q.replace(/\s(?:work|works|working) for\s/g, " "), "current")) return say.current();
  if (asks(q, "remote")) return say.remote(asksOffice);
  if (asks(q, "startDate") && !namesSomething(mentions)) return startDate();
  if (availabilityAsked) return say.availability(employment);

  // "Is she in Gujarat?" names a place, not the language spoken there.
  const place = tokens(normalize(owner.location)).filter((word) => word.length > 2);
  const spokenNamed = mentions.spoken.some((language) => !place.includes(normalize(language).trim()));
  // "Does he know Public speaking?" names a skill of the owner's, not the languages spoken.
  // "Has she spoken at conferences?" is about talks.
  const talks = asks(q, "givenTalks");
  // "Has she spoken at any conferences?": the content's own sentence about a talk, when there is one.
  const talkFact = talks ? talkFactOf(knowledge) : undefined;
  // A project that is the talk, or its demo ("from her QA Fest talk"), is said with it: "is the demo code online?" follows.
  if (talkFact && !namesSomething(mentions)) {
    const talkProjects = knowledge.content.projects.filter((project) => TALK_WORDS.test(normalize(`${project.name} ${project.description}`)));
    return talkProjects.length > 0 && talkProjects.length <= 2
      ? joinAnswers([talkFact.answer, answerProjects(say, talkProjects, q)])
      : talkFact.answer;
  }
  // "does she speak French?" then "how well?": the languages again, each with its level.
  const levelAsked = words.length <= 4 && /\s(?:how well|how good|how fluent|what level|level|fluent|fluency)\s/.test(q);
  const spokenBefore = levelAsked && previous !== null && asks(readPrevious(), "spoken") && !namesSomething(mentions);
  // "Speaker Deck slides link?" names a link, not the languages spoken.
  const aLinkNamed = mentions.spoken.length === 0 && say.namedLinks(q).length > 0;
  const spokenAsked = (asks(untechnical, "spoken") && !talks && !aLinkNamed) || (spokenNamed && !namesSomething(mentions)) || spokenBefore;
  // "what languages does he speak (not programming ones)": speaking is about people's languages.
  if (spokenAsked && (!asks(q, "programming") || /\s(?:speak|speaks|spoken)\s/.test(q))) return say.spokenLanguages(mentions.spoken);
  if (asks(q, "programming") && asks(q, "languagesWord")) return say.programmingLanguages(false);
  if (asks(q, "languagesWord") && !namesSomething(mentions) && mentions.kinds.length === 0) return say.programmingLanguages(true);

  // "What has he published on PyPI?", "any container images?": the projects published there.
  // "Is Jules on npm packages?" of a link labelled "npm packages": the label's words are the link's, not a question about publishing.
  const labelSaid = knowledge.linkNames.some((label) => tokens(label).length > 1 && hasPhrase(q, label));
  const publishing =
    !labelSaid && /\s(?:publish|published|publishes|released|download|install|image|images|package|packages|registry|store)\s/.test(q);
  const published = outlets.some((outlet) => outlet.items.length > 0);
  // "What's on Docker Hub?" names Docker only as part of the place.
  const onlyOutlets = [...mentions.techs, ...mentions.otherTechs].every((tech) =>
    outlets.some((outlet) => normalize(outlet.label) !== normalize(tech.name) && hasPhrase(normalize(outlet.label), tech.name)),
  );
  // "Is he on Kaggle?" of an owner with a Kaggle profile: the profile; "what has he published on Kaggle?": the projects.
  const onThePlatform = /^\s(?:is|are) (?:he|she|they|owner) (?:on|active on)\s|\s(?:profile|account|handle|username)\s/.test(q);
  const profileThere = onThePlatform && !publishing && outlets.some((outlet) => say.namedLinks(outlet.phrases.join(" ")).length > 0);
  if (profileThere) return say.links(q, false);
  // "which project is on npm?": a place the owner's projects are on, whatever else its name means.
  const onOutlet = outlets.some((outlet) => outlet.items.length > 0 && outlet.phrases.some((phrase) => hasPhrase(q, `on ${phrase}`)));
  if ((outlets.length > 0 && onlyOutlets) || (published && (publishing || onOutlet))) return say.publishedProjects(outlets);
  // "Has he published anything on npm?": the projects deployed there, not npm as a skill.
  // "Terraform stuff they've published?" asks about the technology's projects, wherever they are.
  const otherTechNamed = [...mentions.techs, ...mentions.otherTechs].some((named) => normalize(named.name).trim() !== "npm");
  if (asks(q, "npm") && !otherTechNamed && /\s(?:publish|published|publishes|package|packages)\s/.test(q)) return say.npmProjects();
  // "What did she build in Go at work?": the roles that used it, not the side projects.
  const [tech] = mentions.techs;
  // "Does he know Docker?" then "which company was that at?": the roles that name it, or that none does.
  const whichJob = tech && mentions.entries.length === 0 && WHICH_JOB.test(q);
  const atWorkAsked = AT_WORK.test(q);
  const usedAtWork = tech && (whichJob || atWorkAsked) ? experience.filter((entry) => say.entryMentions(entry, tech)) : [];
  if (tech && usedAtWork.length > 0) return usedAtWork.map((entry) => (whichJob ? say.entryNaming(entry) : say.entryUses(entry, tech))).join(" ");
  // ("Does he use Rust at work?" of a skill only his side projects use: no role names it, then where it is used.)
  if (tech && (whichJob || (atWorkAsked && asks(q, "yesNo") && mentions.entries.length === 0)))
    return `${say.noRoleUses(tech)} ${answerTechs(say, mentions, q).replace(/^Yes!\s*/, "")}`;
  // "Any AWS certifications?", "where did he learn iOS?": what the studies say, not the skill.
  // "Has he got a Google Android certification?": one the studies do not name is said to be missing.
  const studiesText = normalize(assistantProfile.education.map((entry) => `${entry.degree} ${entry.school}`).join(" "));
  const certNames = [
    ...mentions.techs.map((tech) => tech.name),
    ...mentions.otherTechs.map((tech) => tech.name),
    ...mentions.unknownTargets.map((target) => target.text),
    // "Is she CISSP certified?", "a PMP certification?": a name the vocabulary does not know.
    ...[/\s(?:is|are|was) (?:he|she|they|owner|you) (\S+) certified\s|\s(?:a|an|any|the) (\S+) (?:certification|certificate|cert)\s/.exec(q)]
      .flatMap((found) => [found?.[1] ?? found?.[2] ?? ""])
      .filter((name) => name.length > 1 && !STOPWORDS.has(name) && !isOrdinaryWord(name)),
  ];
  const otherCertificate = certNames.length > 0 && !certNames.some((name) => hasPhrase(studiesText, name));
  const certificates = assistantProfile.education.some(isCourse);
  if (asks(q, "certification") && otherCertificate && certificates && !asks(q, "learned")) return say.education("that certification");
  // ("did she do a coding bootcamp?": whether the studies hold one.)
  if (asks(q, "learned") || asks(q, "certification")) {
    // ("a formal CS degree or self-taught?" asks which, not yes or no.)
    const degree = /\sor\s/.test(q) ? undefined : degreeAsked(q, assistantProfile.education);
    return degree ? say.education(undefined, degree) : say.education(asks(q, "learned") ? undefined : "certifications");
  }
  // "When did he do the iOS bootcamp?", "did she go to JKUAT?": the studies, not the technology in their name.
  const ownThingNamed = mentions.projects.length + mentions.entries.length > 0;
  const beforeUniversity = /\s(?:high school|secondary school|highschool)\s/.test(q);
  // "What was his final grade at uni?": a grade the studies do not give is said to be missing.
  const gradesGiven = /gpa|grade|honou?rs|distinction|first.class|cum laude|\d\.\d/i.test(JSON.stringify(assistantProfile.education));
  const noGrade = asks(q, "grade") && !gradesGiven ? `${say.noGrades()} ` : "";
  if ((asks(q, "education") || mentions.schools) && !ownThingNamed && !skillQuestion && !asks(q, "projectsWith") && !beforeUniversity)
    return `${noGrade}${say.education(undefined, degreeAsked(q, assistantProfile.education), asks(q, "yesNo"))}`;
  // "Why does he deploy on the edge?": the content's own sentence about it, when one clearly answers.
  const because =
    /^\s(?:why|how come)\s|\s(?:care|cares|passionate) (?:most )?about\s/.test(q) && !hire ? searchFacts(knowledge, q, { ordinary: true }) : null;
  if (because) return because;
  // "does she do infra?" then "which tools?": the tools of the kind just asked about.
  const askedBefore = history.findLast((turn) => turn.role === "user");
  const [kindBefore] = askedBefore && mentions.kinds.join() === "tool" && !namesSomething(mentions) ? mentionsOf(knowledge, askedBefore).kinds : [];
  if (kindBefore && kindBefore !== "tool") return say.kind(kindBefore, [], false);
  // "What ORM would he pick for a Node + Postgres app?": the kind asked for; the technologies are its setting.
  const [firstKind] = mentions.kinds;
  const at = (phrases: readonly string[]) =>
    Math.min(...phrases.filter((phrase) => hasPhrase(q, phrase)).map((phrase) => q.indexOf(` ${normalize(phrase).trim()} `)));
  const kindAsked = firstKind && mentions.projects.length + mentions.entries.length === 0 ? at(KIND_WORDS[firstKind]) : Infinity;
  const techsAt = at(
    [...mentions.techs, ...mentions.otherTechs].flatMap((tech) => ("normalizedPhrases" in tech ? tech.normalizedPhrases : [tech.name])),
  );
  // "Whats deployed on Netlify?" uses the kind's word as a verb: what is on Netlify is asked.
  const kindWord = firstKind ? KIND_WORDS[firstKind].find((word) => q.indexOf(` ${normalize(word).trim()} `) === kindAsked) : undefined;
  const afterKind = kindWord ? q.slice(kindAsked + normalize(kindWord).trim().length + 1) : "";
  const askedRightAway = /\s(?:what|whats|which)\s(?:\S+\s)?$/.test(q.slice(0, kindAsked + 1)) && !/^\s(?:on|in|to|at|with|by|via)\s/.test(afterKind);
  if (firstKind && askedRightAway && kindAsked < techsAt && !asks(kindless, "projects") && !asks(kindless, "projectsWith"))
    return say.kind(firstKind, mentions.groups, false);
  // "Does she do mobile testing with Appium?": a name the site does not know, asked about as a skill.
  const unknownAsSkill = mentions.unknownTargets.length > 0 && (skillQuestion || (asks(q, "yesNo") && /\swith\s/.test(q)));
  // "Where can I see his Terraform module?": the one project of that technology, where it is.
  const [seenTech, ...otherSeen] = mentions.techs;
  // "What does his dbt package do?": the technology's one project that is such a thing.
  const thing = seenTech ? wordAfter(q, seenTech.normalizedPhrases) : undefined;
  // ("is GitHub one of his skills?": "one" names no kind of thing.)
  const madeOfIt =
    thing && asks(` ${thing} `, "madeThing") && !/^(?:one|ones|thing|things|project|projects)$/.test(thing) ? thing.replace(/s$/, "") : undefined;
  const seeing = seenTech && otherSeen.length === 0 && (madeOfIt || (/\s(?:where|link|url|see|show)\s/.test(q) && asks(q, "madeThing")));
  const usingIt = seeing && !namesSomething({ ...mentions, techs: [] }) ? knowledge.content.projects.filter((p) => projectUses(p, seenTech)) : [];
  const called = madeOfIt ? usingIt.filter((p) => hasPhrase(normalize(`${p.name} ${p.description}`), madeOfIt)) : [];
  // ("his youtube channel" is not the one talk whose recording is on YouTube, when another project is the channel.)
  // "her shopify app": the app in the Shopify App Store, whatever else has Shopify in its stack.
  const publishedThere =
    madeOfIt && seenTech
      ? knowledge.content.projects.filter(
          (p) =>
            Object.keys(p.deploy).some(
              (key) => isPublicationKey(key) && seenTech.normalizedPhrases.some((phrase) => hasPhrase(normalize(key), phrase.trim())),
            ) && hasPhrase(normalize(`${p.name} ${p.description}`), madeOfIt),
        )
      : [];
  if (publishedThere.length === 1) return answerProjects(say, publishedThere, q);
  const calledElsewhere = madeOfIt !== undefined && called.length === 0 ? projectDescribed(knowledge, q) : undefined;
  const seenIn = calledElsewhere ? [calledElsewhere] : usingIt.length === 1 ? usingIt : called;
  if (seenIn.length === 1) return answerProjects(say, seenIn, q);
  // "Tell me about his CLI tool": a project its own words describe, not the tools kind.
  // ("the kafka connector", "the chess engine": one project, said as what it is, whatever technology or kind is in its words.)
  const toolOnly = mentions.kinds.length > 0 && mentions.kinds.every((named) => named === "tool") && !namesSomething(mentions);
  // (One thing, said after "the" or "his": "her iOS apps" are all of them, and "in one line" names nothing.)
  const qWords = tokens(q);
  const theThing =
    mentions.projects.length + mentions.entries.length === 0 &&
    qWords.some(
      (word, i) =>
        /^(?:the|his|her|their|that)$/.test(word) &&
        qWords.slice(i + 1, i + 4).some((next) => withoutPlural(next) === next && next !== "one" && asks(` ${next} `, "madeThing")),
    );
  const toolProject = (toolOnly || theThing) && !asks(q, "skills") ? projectDescribed(knowledge, q) : undefined;
  if (toolProject) return answerProjects(say, [toolProject], q);
  // "Which Python libraries does she work with?": the card the language is on, with what is beside it.
  const [onlyTech, ...moreTechs] = mentions.techs;
  const libraries =
    onlyTech &&
    moreTechs.length === 0 &&
    !namesSomething({ ...mentions, techs: [] }) &&
    /\s(?:libraries|libs|packages|frameworks|modules|ecosystem)\s/.test(q) &&
    !/\s(?:publish|published|publishes|released|wrote|written|built|build|made|authored|maintains|maintained)\s/.test(q);
  const [card] = libraries ? onlyTech.groups : [];
  if (card && card.items.length > 1) return say.kind(null, [card], false);
  // "What's her CI/CD setup for iOS apps?", "does she write tests for her iOS apps?": the kind asked, for a platform
  // the owner does not list as a skill item.
  const [kindForPlatform] = mentions.kinds.filter((named) => named !== "mobile");
  const forPlatform =
    kindForPlatform &&
    mentions.techs.length + mentions.projects.length + mentions.entries.length === 0 &&
    mentions.otherTechs.length > 0 &&
    mentions.otherTechs.every((other) => {
      // ("We need someone for Android plus the backend" asks about both.)
      const platformAt = q.search(new RegExp(`\\s(?:for|on) (?:\\S+ )?${normalize(other.name).trim()}\\s`));
      return other.near !== undefined && platformAt >= 0 && at(KIND_WORDS[kindForPlatform]) < platformAt;
    });
  if (kindForPlatform && forPlatform) return say.kind(kindForPlatform, [], asks(q, "yesNo"));
  // "What's her podcast about?" of an owner with a skill "Podcasting" and a project that is a podcast: the project.
  const madeWord = tokens(q).find((word) => !EVERY_PROJECT_KIND.has(word) && asks(` ${word} `, "madeThing"));
  const skillOfMaking =
    madeWord !== undefined &&
    mentions.projects.length === 0 &&
    mentions.techs.length > 0 &&
    mentions.techs.every((tech) => squash(tech.name).startsWith(withoutPlural(madeWord)));
  const madeProject = skillOfMaking ? projectDescribed(knowledge, q) : undefined;
  if (madeProject) return answerProjects(say, [madeProject], q);
  if (namesSomething(mentions) || unknownAsSkill) {
    return answerTechs(say, mentions, aspectQ);
  }
  const [kind, otherKind] = mentions.kinds;
  // "React or Vue?", "sast / dast tools": both kinds, each with what the owner has of it.
  const paired = (a: TechKind, b: TechKind) =>
    KIND_WORDS[a].some((one) =>
      KIND_WORDS[b].some((other) => question.toLowerCase().includes(`${one} / ${other}`) || question.toLowerCase().includes(`${one}/${other}`)),
    );
  if (kind && otherKind && (/\s(?:or|and)\s/.test(q) || paired(kind, otherKind) || paired(otherKind, kind)) && !asks(q, "projectsWith"))
    return say.bothKinds([kind, otherKind], asks(q, "yesNo") || /\sor\s/.test(q));
  // "Which one is his most AI-heavy project?"
  // "What has she built with AI?" asks for projects; "what does she build demo UIs with?" for the tools.
  const kindAt = kind ? at(KIND_WORDS[kind]) : Infinity;
  const kindIsTool = /\s(?:with|using|in|on)\s$/.test(q.slice(0, kindAt + 1));
  const toolsAsked = /\s(?:with|using)\s$/.test(q);
  // "Has he shipped any AI product?": the projects of the kind too.
  if (
    kind &&
    !toolsAsked &&
    ((asks(q, "projectsWith") && kindIsTool) ||
      ((asks(kindless, "projects") || /\s(?:app|apps)\s/.test(kindless)) && /\s(?:which|what|whats|any|anything)\s/.test(q)) ||
      /\s(?:for|in|on) anything\s|\sfor (?:a |any )?(?:client|clients|customer|customers)\s/.test(q))
  )
    // "Anything with payments?" of an owner whose internship was at a payments start-up: the role says so.
    return say.projectsOfKind(kind) ?? searchFacts(knowledge, q) ?? say.noProjectsOfKind(kind);
  if ((kind || mentions.groups.length > 0) && !asks(q, "education")) return say.kind(kind ?? null, mentions.groups, asks(q, "yesNo"));

  if (hasPhrase(q, owner.role)) return say.isRole(asks(q, "yesNo"));
  if (asks(q, "certification") && !asks(q, "education")) return say.education("certifications");
  // "Which high school?" of an owner who lists only degrees.
  if (/\s(?:high school|secondary school|highschool)\s/.test(q) && say.onlyDegrees()) return say.education("a school before university");
  if (asks(q, "education")) return say.education(undefined, degreeAsked(q, assistantProfile.education));
  // "The best surf spot near Lisbon" names the owner's city but asks nothing about the owner.
  // "The population of Kenya" names the owner's country but asks nothing about the owner.
  const onlyPlace = words.every((word) => place.includes(word));
  // "did he work for a company in London?" then "was he based there?": where that role was.
  const [roleThere, ...otherRoles] = context?.entries ?? [];
  if (roleThere && otherRoles.length === 0 && asks(q, "location") && /\sthere\s/.test(q)) return say.entry(roleThere, "where");
  // "Where's his employer located?": where the current role is, not where the owner lives.
  if (current && asks(q, "location") && /\s(?:his|her|their|owner s|the) (?:employer|company|firm|workplace)\s/.test(q))
    return say.entry(current, "where");
  if (asks(q, "location") || (place.some((word) => hasPhrase(q, word)) && (aboutOwner(q) || onlyPlace))) return say.location();
  if (current && asks(q, "current") && asks(q, "highlights")) return say.entry(current, "describe");
  if (asks(q, "current")) return say.current();
  // "Is Sam a senior dev?" of a "Junior Full-Stack Developer": a no, where the titles name another level; a yes where they name it.
  if (asks(q, "seniority")) {
    const level = /\s(senior|junior|mid|lead|principal|staff)\s/.exec(q)?.[1];
    const titles = normalize([owner.role, current?.title ?? ""].join(" "));
    const said = level ? hasPhrase(titles, level) : false;
    const other = /\s(?:senior|junior|mid|lead|principal|staff|intern|trainee)\s/.test(titles);
    return level && asks(q, "yesNo") && (said || other) ? say.confirmed(said, say.current()) : say.current();
  }
  if (asks(q, "experience")) return say.experience(asks(q, "count"));
  if (asks(q, "npm") && asks(q, "projects")) return say.npmProjects();
  if (/\show (?:does|would) (?:he|she|they|owner) describe\s/.test(q)) return say.ownWords() ?? say.about();
  // Projects named as such ("which projects are live?", "her best project") before the nearest example.
  const lacking = LACKING.test(q);
  // "which ones can I try live?" with nothing said before: the owner's projects are the ones.
  if ((asks(q, "projects") || /\s(?:which|what) ones\s/.test(q)) && asks(q, "liveProjects"))
    return lacking ? say.lacking(knowledge.content.projects, "demo") : say.liveProjects();
  // "His greatest win at work" is an achievement, not a project; "which of his projects is he most
  // proud of?" names projects as its subject.
  const bestProject = asks(q, "best") && (!asks(q, "highlights") || /\s(?:which|what) (?:of (?:his|her|their|owner's|the) )?projects?\s/.test(q));
  // "What's her biggest project at work?": of the projects that name the current employer.
  const ofTheJob =
    current && (atWork || /\sat work\s/.test(q))
      ? knowledge.content.projects.filter((project) =>
          hasPhrase(normalize(`${project.name} ${project.description}`), normalize(current.company).trim()),
        )
      : [];
  if (asks(q, "projects") && bestProject) return say.bestProject(ofTheJob.length > 0 ? ofTheJob : undefined);
  // "What does she do?", "what kind of software does he make?" ask who the owner is, not what they can do.
  const whatKind =
    /\swhat (?:kind|kinds|sort|type|types) of (?:apps|software|products|work|things|projects|stuff|devices|systems) (?:does|do) (?:he|she|they|owner) (?:like )?(?:build|make|do|create|ship|building|making|creating)\s/;
  // "tell me what Arun does": the same question, asked indirectly.
  const whatDoes =
    /^\s(?:(?:so|and|ok|okay|alright|right|well|hmm|um)\s){0,2}what (?:does|do) (?:he|she|they|owner) (?:actually |really |even |exactly )?do(?: exactly| all day| for work)?\s$|\swhat (?:he|she|they|owner) (?:does|do)(?: exactly| for a living)?\s$/;
  if (whatDoes.test(q) || whatKind.test(q)) return say.about();
  // "What does she build at work?", "what does he work on in his job?": what the current role's own words say.
  const atTheJob =
    /\swhat (?:does|do) (?:he|she|they|owner) (?:build|make|do|work on|ship|create|develop|deliver)\s(?:at work|at (?:his|her|their|the) (?:job|company|employer|day job)|in (?:his|her|their) (?:job|role|current role|current job|day job))\s/;
  if (current && atTheJob.test(q)) return say.entry(current, "describe");
  // "What did he work on in Emberfall?": the one role or project whose description names it.
  const namedWord = namesSomething(mentions) ? undefined : tokens(q).find((word) => knowledge.namedWords.has(word));
  const naming = (text: string) => namedWord !== undefined && hasPhrase(normalize(text), namedWord);
  const [roleNaming, ...moreRolesNaming] = experience.filter((entry) => naming(entry.description));
  const [projectNaming, ...moreProjectsNaming] = knowledge.content.projects.filter((project) => naming(project.description));
  if (roleNaming && moreRolesNaming.length === 0 && !projectNaming) return say.entry(roleNaming, "describe");
  if (projectNaming && moreProjectsNaming.length === 0 && !roleNaming) return answerProjects(say, [projectNaming], q);
  const topic = topics(q);
  // "whats his work expereince": the nearest example knows it is experience, not the projects.
  const topical = topic && topic !== "projects" ? answerTopic(say, topic, q) : null;
  if (topical) return topical;
  // "Which company had the card-skimming incident?": the one role so described.
  const roleDescribed = namesSomething(own) ? undefined : entryDescribed(knowledge, q);
  if (roleDescribed) return say.entry(roleDescribed, "describe");
  // "Tell me about the minibus app", "what did he build at the hackathon": the one project so described.
  const described = namesSomething(mentions) ? undefined : projectDescribed(knowledge, q);
  if (described) return answerProjects(say, [described], q);
  const namedAs = namesSomething(mentions) ? [] : projectsNamedAs(knowledge, q);
  if (namedAs.length > 0) return answerProjects(say, namedAs, q);
  if (asks(q, "projects") || hasPhrase(q, "work")) {
    if (asks(q, "liveProjects")) return say.liveProjects();
    if (bestProject) return say.bestProject();
    if (asks(q, "projects")) return say.projectList(asks(q, "count"));
  }
  // "Has she published research?", "where can I read her papers?" (not "how many citations?", which the site never counts).
  const papers =
    asks(q, "publications") && !/\show many\s/.test(q) && mentions.projects.length + mentions.entries.length === 0
      ? say.publications(/\s(?:where|link|links|read|find|list|listed)\s/.test(q))
      : null;
  if (papers) return papers;
  if (asks(q, "skills")) return say.skills();
  if (asks(q, "highlights")) return say.highlights(q);
  if (asks(q, "about")) return say.about();
  if (asks(q, "greeting") && words.length <= 4) return say.greeting();
  // A technology the content lacks, asked about in any words, is never answered from a stray fact.
  if (mentions.otherTechs.length > 0) return answerTechs(say, mentions, aspectQ);
  return (
    answerTopic(say, topic, q) ??
    // A follow-up the last answer already answers gets it again before any other sentence of the content.
    saidJustNow(knowledge, q, history) ??
    searchFacts(knowledge, q, { describe: (project) => say.project(project, "describe") }) ??
    say.fallback()
  );
}

/**
 * "rust on embedded, any experience?", "like with Unity?": an answer about what the owner does have
 * (the firmware card, the projects) still says first that the technology named is not on the profile,
 * so an absent skill is never left to sound like a yes. Replies that answer nothing about the owner
 * (the fallback, a refusal) are left as they are.
 */
function withAbsentSaid(knowledge: Knowledge, say: Replies, question: string, reply: string): string {
  if ([say.fallback(), say.refusal(), say.keepItFriendly()].includes(reply)) return reply;
  const said = normalize(reply);
  // A platform the owner has a profile on, or that the reply links to ("github.com/…"), is no absent technology.
  const linked = (name: string) => say.namedLinks(normalize(name)).length > 0 || reply.toLowerCase().includes(`${squash(name)}.`);
  // (Nor is a platform the owner's titles name: "Native iOS", "iOS Engineer".)
  const unsaid = findMentions(knowledge, question).otherTechs.filter(
    (tech) => !say.titlesName(tech) && ![tech.name, ...(tech.aliases ?? [])].some((name) => hasPhrase(said, normalize(name).trim()) || linked(name)),
  );
  if (unsaid.length === 0) return reply;
  const absent = unsaid.map((tech) => say.notListed(tech.name)).join(". ");
  return `${absent}. ${reply.replace(/^Yes!\s*/, "")}`;
}

/** The reply for a topic found by its nearest example question. */
function answerTopic(say: Replies, topic: Topic | null, q: string): string | null {
  switch (topic) {
    case null:
      return null;
    case "location":
      return say.location();
    case "skills":
      return say.skills();
    case "highlights":
      return say.highlights();
    case "experience":
      return say.experience(false);
    case "current":
      return say.current();
    case "education":
      return say.education();
    case "projects":
      return say.projectList(false);
    case "about":
      return say.about();
    case "contact":
      return say.contact(false);
    case "availability":
      return say.availability();
    case "startDate":
      return say.startDate(/\snotice\s/.test(q));
    case "languages":
      return say.programmingLanguages(false);
    case "links":
      return say.links(q, asks(q, "codeLink"));
  }
}

/**
 * An answerer for the given content. Its index is built at once: for the site's content that
 * is when the Worker starts (module scope), so no visitor's request pays for it. `matcher`
 * classifies the topics' example questions and the owner's FAQ; another one is for comparing
 * classifiers (scripts/bench/classifiers.mjs).
 */
export function createAnswerer(written: SiteContent, { matcher = exampleMatcher }: { matcher?: ExampleMatcher } = {}) {
  // The owner may answer their FAQ in their own voice ("I only take contracts"); the assistant says it of them.
  const { pronouns } = ownerFacts(written);
  const ownAnswers = (written.assistantProfile.faq ?? []).map((entry) => ({
    ...entry,
    answer: inThirdPerson(entry.answer, written.profile.firstName, pronouns),
  }));
  const content = { ...written, assistantProfile: { ...written.assistantProfile, faq: ownAnswers } };
  const knowledge = buildKnowledge(content);
  const topics = matcher === exampleMatcher ? topicOf : matcher(topicExamples);
  // The owner's names read as "owner" in the examples too, as in every question.
  const faq = matcher(
    (content.assistantProfile.faq ?? []).flatMap(({ questions, answer }) =>
      questions.map((text) => ({ text: withOwnerWord(normalize(text), knowledge.ownerPhrases), label: answer })),
    ),
    { whole: true },
  );
  const say = replies(knowledge);
  // A question asked in one of the owner's own wordings gets the owner's answer, whatever rule its words would meet
  // ("Shopify or WooCommerce, which should I choose?" is the visitor's choice, which the owner chose to answer).
  const ownWordings = new Map(
    (content.assistantProfile.faq ?? []).flatMap(({ questions, answer }) =>
      questions.map((text) => [withOwnerWord(normalize(text), knowledge.ownerPhrases), answer] as const),
    ),
  );
  const answer = (question: string, history: readonly ChatTurn[] = []): string => {
    const own = ownWordings.get(withOwnerWord(normalize(question), knowledge.ownerPhrases));
    // (Within a conversation the same words may ask about what was just said: "what year did he start?" after the studies.)
    if (own !== undefined && history.length === 0 && !asksForPhone(question) && !TEMPLATE_MARKER.test(question)) return own;
    return withAbsentSaid(knowledge, say, question, answerQuestion(knowledge, faq, topics, question, history));
  };
  /** The answer, the topic its question is nearest to (null when none is near enough), and whether it was the fallback reply. */
  const withTopic = (question: string, history: readonly ChatTurn[] = []): OfflineAnswer => {
    const reply = answer(question, history);
    const q = withOwnerWord(correctSpelling(normalize(question), knowledge.contentWords), knowledge.ownerPhrases);
    return { answer: reply, topic: topics(q), fallback: reply === content.assistantProfile.fallbackReply };
  };
  return Object.assign(answer, { withTopic });
}

export interface OfflineAnswer {
  answer: string;
  topic: Topic | null;
  fallback: boolean;
}

const answerForSite = createAnswerer(siteContent);

/**
 * Answers a visitor's question from `app/content/` alone, without a model, taking the
 * conversation so far into account.
 */
export function offlineAnswer(question: string, history: readonly ChatTurn[] = []): string {
  return answerForSite(question, history);
}

/** The offline answer with what the question log keeps of it: its topic, and whether it was the fallback. */
export function offlineAnswerWithTopic(question: string, history: readonly ChatTurn[] = []): OfflineAnswer {
  return answerForSite.withTopic(question, history);
}

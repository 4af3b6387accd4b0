import * as siteContent from "~/content";
import { lastQuestion, type ChatTurn } from "../shared/conversation";
import { asksForPhone, phonePattern, withPlainCharacters } from "../shared/phone";
import { exampleMatcher, remembering, topicExamples, topicOf, type ExampleMatcher, type Topic } from "./classify.server";
import { correctSpelling } from "./spelling.server";
import { correctedQuestion } from "./corrections.server";
import { asks } from "./intents.server";
import { buildKnowledge, stem, type Knowledge, type SiteContent } from "./knowledge.server";
import { faqByOwnWord } from "./faq-by-word.server";
import { ownerFacts } from "../facts/owner-facts";
import { findMentions } from "./mentions.server";
import { isCurrent, repliesFor, type Replies } from "./replies.server";
import { joinAnswers } from "./compose.server";
import { escapeRegExp, hasPhrase, inThirdPerson, joinList, normalize, squash, STOPWORDS, tokens } from "./text.server";
import { isOrdinaryWord } from "./vocabulary.server";
import { isCity, placesIn, type Place } from "./places.server";
import { answerEachPart, answerEachShortAsk, withoutInjection, withoutInsults } from "./message.server";
import { TEMPLATE_MARKER } from "../server/parse-request.server";
import { withOwnerWord } from "./owner-word.server";
import { readQuestion, type FaqMatcher, type TopicMatcher } from "./rules/reading.server";
import { resolveSubject } from "./rules/subject.server";
import { answerExclusions } from "./rules/exclusions.server";
import { answerCourtesyAndContact } from "./rules/courtesy-and-contact.server";
import { answerSupport } from "./rules/support.server";
import { answerPlaceAsked } from "./rules/place-asked.server";
import { answerWorkingDays } from "./rules/working-days.server";
import { answerFromLastFigure } from "./rules/last-answer-figures.server";
import { answerRolesHeld } from "./rules/roles-held.server";
import { answerBeyondTheSite } from "./rules/beyond-the-site.server";
import { answerFromOwnFaq } from "./rules/owner-faq.server";
import { answerInOwnPhrase } from "./rules/own-phrase.server";
import { answerOwnerTopics } from "./rules/owner-topics.server";
import { answerCurrency, answerDoubt, answerFromConversation, answerNameMeaning, answerWhichOfThose } from "./rules/conversation.server";
import { answerCareer } from "./rules/career.server";
import { answerCountsAndPointers } from "./rules/counts-and-pointers.server";
import { answerNamedThings } from "./rules/named-things.server";
import { answerKindsOfWork } from "./rules/kinds-of-work.server";
import { answerLinksAndCode } from "./rules/links-and-code.server";
import { answerPlans } from "./rules/plans.server";
import { answerTechnologies } from "./rules/technologies.server";
import { answerOverview } from "./rules/overview.server";

/**
 * The offline answerer: answers a visitor's question from `app/content/` alone, without a
 * model, the way someone who has read the whole site would. It reads the question
 * (intents.server.ts), finds what it names (mentions.server.ts: the owner's projects,
 * companies and technologies, well-known technologies, kinds such as "databases"),
 * resolves a follow-up ("is there a demo?") against the conversation, and answers from
 * the content (replies.server.ts); what no rule covers is searched for among the content's
 * sentences, and what the content does not say gets the profile's fallback reply.
 * Deterministic: the same conversation always gets the same answer.
 *
 * The rules live in `rules/`, one file per kind of question, and are tried in the order below: the first that
 * answers wins, so a narrow reading ("was she a nurse?") comes before a broad one ("what does she do?").
 */

/** The rules that read the question as it is, in the order they are tried. */
const BEFORE_THE_CONVERSATION = [
  answerDoubt,
  answerCurrency,
  answerWhichOfThose,
  answerExclusions,
  answerSupport,
  answerCourtesyAndContact,
  answerPlaceAsked,
  answerRolesHeld,
  answerNameMeaning,
  answerBeyondTheSite,
  answerFromLastFigure,
  answerFromOwnFaq,
  answerInOwnPhrase,
  answerWorkingDays,
  answerOwnerTopics,
  answerFromConversation,
  answerCareer,
  answerCountsAndPointers,
] as const;

/** The rules that answer about the question's subject, once a follow-up has taken it from the conversation. */
const ABOUT_THE_SUBJECT = [answerNamedThings, answerKindsOfWork, answerLinksAndCode, answerPlans, answerTechnologies] as const;

function answerQuestion(knowledge: Knowledge, faq: FaqMatcher, topics: TopicMatcher, question: string, history: readonly ChatTurn[]): string {
  const r = readQuestion(knowledge, faq, topics, question, history);
  const { say, whole, read } = r;
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
  const eachShortAsk = answerEachShortAsk(
    question,
    history,
    say,
    (part) => namesThing(knowledge, part),
    (part, before) => answerQuestion(knowledge, faq, topics, part, before),
  );
  if (eachShortAsk) return eachShortAsk;
  for (const rule of BEFORE_THE_CONVERSATION) {
    const answer = rule(r);
    if (answer !== null) return answer;
  }
  const subject = resolveSubject(r);
  if (typeof subject === "string") return subject;
  for (const rule of ABOUT_THE_SUBJECT) {
    const answer = rule(r, subject);
    if (answer !== null) return answer;
  }
  return answerOverview(r, subject);
}

/**
 * Does the text name things of the owner's, or technologies ("react and node?" is a list of things, read whole), or a name
 * that holds its "and" ("Pen and Paper")?
 */
function namesThing(knowledge: Knowledge, text: string): boolean {
  const { techs, otherTechs, projects, entries, spoken, kinds, groups } = findMentions(knowledge, text);
  return [techs, otherTechs, projects, entries, spoken, kinds, groups].some((found) => found.length > 0);
}

/**
 * "rust on embedded, any experience?", "like with Unity?": an answer about what the owner does have
 * (the firmware card, the projects) still says first that the technology named is not on the profile,
 * so an absent skill is never left to sound like a yes. Replies that answer nothing about the owner
 * (the fallback, a refusal) are left as they are.
 */
function withAbsentSaid(knowledge: Knowledge, say: Replies, question: string, reply: string): string {
  // (Nor does the assistant's word on itself: "are you chatgpt?" names no technology the owner lacks.)
  if ([say.fallback(), say.refusal(), say.keepItFriendly()].includes(reply) || reply.includes(say.identity())) return reply;
  // ("has he worked at google or amazon?": the companies asked about, which the answer says he has not worked at, name no technology.)
  if (reply === say.notAnEmployer(reply.split(" isn't in ")[0] ?? "")) return reply;
  // ("she interned at spark pesa so she knows apache spark right?": "Spark" in the employer's name is no Spark said.)
  const names = [...knowledge.content.experience.map((entry) => entry.company), ...knowledge.content.projects.map((project) => project.name)];
  const said = normalize(names.reduce((text, name) => (name.length > 2 ? text.split(name).join(" ") : text), reply));
  // A platform the owner has a profile on, or that the reply links to ("github.com/…"), is no absent technology.
  const linked = (name: string) => say.namedLinks(normalize(name)).length > 0 || reply.toLowerCase().includes(`${squash(name)}.`);
  // (Nor is a platform the owner's titles name: "Native iOS", "iOS Engineer".)
  // ("like aws parallelcluster": a name the profile lacks, inside a longer one it does not know either.)
  // ("I'm a recruiter at Bright Wave Systems": the visitor's own company names no technology either.)
  const { otherTechs, unknownTargets } = findMentions(knowledge, question.replace(VISITORS_COMPANY, " "));
  const named = [...otherTechs, ...unknownTargets.flatMap((target) => findMentions(knowledge, target.text).otherTechs)];
  const unsaid = named
    .filter((tech, i) => named.findIndex((other) => other.name === tech.name) === i)
    .filter(
      (tech) =>
        !say.titlesName(tech) && ![tech.name, ...(tech.aliases ?? [])].some((name) => hasPhrase(said, normalize(name).trim()) || linked(name)),
    );
  if (unsaid.length === 0) return reply;
  const absent = unsaid.map((tech) => say.notListed(tech.name)).join(". ");
  return `${absent}. ${reply.replace(/^Yes!\s*/, "")}`;
}

/** "recruiter at Bright Wave Systems", "I'm from Pine Forest Devices": the company the visitor is with, named in capitals. */
const VISITORS_COMPANY =
  /\b(?:[Rr]ecruit(?:er|ing)|[Hh]iring manager|HR|hr|[Tt]alent partner|[Ff]ounder|CTO|cto|CEO|ceo|[Mm]anager|[Ll]ead|[Ww]ork|[Ww]orking|[Ii]'m|[Ii]m|I am|i am|[Ww]e're|[Ww]e are|[Hh]ere)\s+(?:at|from|with)\s+(?:\p{Lu}(?:[\p{L}\d&'’-]|\.(?=\p{L}))*(?:\s+|$)){1,4}/gu;

/** "does he write php, laravel etc": the list the visitor asks about ends before its "etc". */
const LIST_GOES_ON = /[,\s]+(?:etc\.?|and so on|and such|and the like|and stuff|or whatever|and all that)\s*([?!.]*)\s*$/i;

/** "so what does he do then?": the "then" only ties the question to the last answer. */
const THEN_AT_THE_END = /^(\s*(?:(?:so|ok|okay|and)[\s,]+)?(?:what|who|where|which|how)\b.*?\S)[\s,]+then\s*([?!.]*)\s*$/i;

/** "which projects use postgres and how many are there?": the count says which, too. */
const WHICH_AND_HOW_MANY =
  /^\s*(?:which|what) (projects|apps|ones) (use|used|are built with|were built with) (.+?),? and how many(?: are there| of them| is that| in total)?\s*([?!.]*)\s*$/i;

/** "if we hire him, could he start in january?": the hiring is supposed, and the question after it is what is asked. */
const HIRE_SUPPOSED =
  /^\s*(?:so |and |ok )?if (?:we|i|you|they|my \w+|our \w+|the \w+) (?:hire|hired|employ|employed|onboard|bring on) \S+[\s,]+(?=(?:is|are|does|do|has|can|could|will|would|when|what|where|how|who|which)\s)/i;

/** "hes in chennai right?", "she's based in Lyon, correct?": a guess, with a tag that asks whether it holds, asked as a question. */
const GUESS_TAGGED =
  /^\s*(?:(?:so|and|ok|okay|oh|wait)[\s,]+)?(he|she|they)\s*(?:'s|’s|s|is|'re|’re|re|are)\s+(?!(?:been|got|gotten|done|worked|used|built|made|had)\b)(.+?)[\s,]+(?:right|correct|yeah|yes|no|isn'?t (?:he|she)|aren'?t they|innit|is that right|am i right)\s*\?*\s*$/i;

/** "brightline technologies - is that where he is now?", "is brightlane where she works now": whether the owner works there now. */
const WHERE_NOW =
  /^\s*(?:is\s+)?(.+?)\s*(?:[-–—,:]\s*(?:is\s+)?(?:that|it)\s+|\s+)where\s+(he|she|they)\s+(?:works?|is working|are working|is|are)(?:\s+(?:now|currently|at the moment|today|these days))\s*[?.!]*\s*$/i;

/** "write it down before lunch, what's that": what the thing named first is. */
const WHAT_IS_THAT =
  /^(?!\s*(?:what|who|where|when|why|how|which|is|are|does|do|did|can|could)\b)([^,?]{3,60}?)\s*[,:–—-]\s*(?:what's|whats|what is) (?:that|it|this)\s*\??\s*$/i;

/** "… is he a fit?", "does Arun tick the boxes?", "would she match?": whether the owner meets what came before. */
const FIT_ASKED =
  /(?:^|[.!?:]\s+|,\s*)(?:so\s+)?(?:(?:is|would|could) \S+ (?:be )?(?:a )?(?:good |strong |possible )?(?:fit|match)|(?:does|do|would|could|will) \S+ (?:tick (?:all )?(?:the|those|these|our) boxes|fit(?: the bill)?|match|meet (?:them|those|these|that|it|the requirements|our requirements|the bar))|(?:any |a )?(?:good )?(?:fit|match))\s*(?:for (?:it|this|us|the role|the job))?\s*[?!.]*\s*$/i;

/**
 * "hiring a full stack dev: node.js + express + postgres + redis, some docker. is he a fit?": a job's requirements, then
 * whether the owner fits, asks of each technology named, as "does Arun know Node.js, Express, PostgreSQL, Redis and Docker?"
 * would. Null when the message asks nothing of the kind or names fewer than two technologies.
 */
function jobAdAsked(knowledge: Knowledge, question: string): string | null {
  if (!FIT_ASKED.test(question)) return null;
  const { techs, otherTechs } = findMentions(knowledge, question);
  const names = [...new Set([...techs, ...otherTechs].map((tech) => tech.name))];
  return names.length >= 2 ? `does ${knowledge.content.profile.firstName} know ${joinList(names)}?` : null;
}

/**
 * An owner's yes-or-no answer that opens with a limit ("Would they relocate?" "Only to Bristol or Edinburgh."): said "Yes,
 * only…", or "No, only…" of a place the limit leaves out (a city it does not name, a place in none of its countries;
 * Toronto is in "Only to Canada").
 */
interface LimitedAnswer {
  readonly opening: string;
  readonly limit: readonly Place[];
  /** The answer's no, for a place the limit leaves out. */
  readonly no: (reply: string) => string;
}

/**
 * "Yes, only to Bristol…", or "Yes: fully remote for teams within North American time zones, or hybrid in Toronto." and
 * "Yes, within limits: hybrid in Utrecht, or remote for an employer in the Netherlands.", whose first sentence is the limit.
 */
function limitedAnswer(answer: string): LimitedAnswer | null {
  const only = /^Yes, only\b/.test(answer);
  // ("Yes: most projects run remotely, and she has clients in Ireland and Spain." names places, but no limit.)
  const first = answer.split(/[.;]/)[0] ?? "";
  const within = /\b(?:within|only|based in|hybrid in|on-site in|onsite in)\b/.test(first)
    ? /^(Yes(?:, within limits)?: )\p{Ll}/u.exec(answer)?.[1]
    : undefined;
  const opening = only ? (answer.split(/[.;:]/)[0] ?? "") : within ? first : "";
  const limit = placesIn(normalize(opening));
  if (limit.length === 0) return null;
  // ("Yes, only in the EU" and "Yes: within the EU…" both become "No, only…".)
  const [yes, no] = only ? ["Yes, only", "No, only"] : [within ?? "", "No, only "];
  return { opening, limit, no: (reply) => reply.replace(yes, no) };
}

/** The stems of the words the question asks about that the answer says "no" or "not" right before ("no web front-end" of "our website"). */
function deniedOfAsked(answer: string, question: string): string[] {
  const asked = new Set(
    tokens(normalize(question))
      .filter((word) => word.length >= 3 && !STOPWORDS.has(word))
      .map((word) => stem(word)),
  );
  const words = tokens(normalize(answer));
  return words.flatMap((word, i) =>
    /^(?:no|not|nor|never|dont|doesnt)$/.test(word)
      ? words
          .slice(i + 1, i + 4)
          .map((next) => stem(next))
          .filter((next) => asked.has(next))
      : [],
  );
}

function leavesOut({ limit }: LimitedAnswer, question: string): boolean {
  const within = (asked: Place) =>
    limit.some((place) => place.name === asked.name || (!isCity(place.name) && place.countries.some((country) => asked.countries.includes(country))));
  return placesIn(normalize(question)).some((asked) => !within(asked));
}

/**
 * An answerer for the given content. Its index is built at once: for the site's content that
 * is when the Worker starts (module scope), so no visitor's request pays for it. `matcher`
 * classifies the topics' example questions and the owner's FAQ; another one is for comparing
 * classifiers (scripts/bench/classifiers.mjs).
 */
export function createAnswerer(written: SiteContent, { matcher = exampleMatcher }: { matcher?: ExampleMatcher } = {}) {
  // The owner may answer their FAQ in their own voice ("I only take contracts"); the assistant says it of them.
  const { pronouns, contact } = ownerFacts(written);
  // ("Would he relocate?" "Only to Canada or the UK…": a yes with a limit, said as one.)
  const ownAnswers = (written.assistantProfile.faq ?? []).map((entry) => ({
    ...entry,
    answer: inThirdPerson(
      asks(normalize(entry.questions[0] ?? ""), "yesNo") ? entry.answer.replace(/^Only\b/, "Yes, only") : entry.answer,
      written.profile.firstName,
      pronouns,
    ),
  }));
  const content = { ...written, assistantProfile: { ...written.assistantProfile, faq: ownAnswers } };
  const limitedAnswers = ownAnswers.map((entry) => limitedAnswer(entry.answer)).filter((limited) => limited !== null);
  // (Whichever rule gives the owner's answer, the yes or the no is chosen by the place or the thing asked about.)
  const noWhereLeftOut = (reply: string, question: string): string => {
    const limited = limitedAnswers.find(({ opening }) => reply.startsWith(opening));
    if (limited && leavesOut(limited, question)) return limited.no(reply);
    // ("can they build our website?" "Only TV apps. … no web front-end for desktop browsers": the limit leaves out what was asked.)
    // (A word denied that the limit names is within the limit: "Only freelance API work…" of "does she freelance?".)
    const limit = new Set(tokens(normalize(reply.split(/[.;:]/)[0] ?? "")).map((word) => stem(word)));
    const leftOut =
      reply.startsWith("Yes, only ") && asks(normalize(question), "yesNo") && deniedOfAsked(reply, question).some((word) => !limit.has(word));
    return leftOut ? `No, only ${reply.slice("Yes, only ".length)}` : reply;
  };
  const knowledge = buildKnowledge(content);
  const topics = remembering(matcher === exampleMatcher ? topicOf : matcher(topicExamples));
  // The owner's names read as "owner" in the examples too, as in every question.
  const faq = remembering(
    matcher(
      (content.assistantProfile.faq ?? []).flatMap(({ questions, answer }) =>
        questions.map((text) => ({ text: withOwnerWord(normalize(text), knowledge.ownerPhrases), label: answer })),
      ),
      { whole: true },
    ),
  );
  const say = repliesFor(knowledge);
  // A question asked in one of the owner's own wordings gets the owner's answer, whatever rule its words would meet
  // ("Shopify or WooCommerce, which should I choose?" is the visitor's choice, which the owner chose to answer).
  const ownWordings = new Map(
    (content.assistantProfile.faq ?? []).flatMap(({ questions, answer }) =>
      questions.map((text) => [withOwnerWord(normalize(text), knowledge.ownerPhrases), answer] as const),
    ),
  );
  // "is Say Again? (Critical Code Days 2024 talk) open source?": a name that holds a question mark or a full stop is one name,
  // not the end of a sentence, wherever the visitor writes it whole.
  const punctuatedNames = [...content.projects.map((project) => project.name), ...content.experience.map((entry) => entry.company)]
    .filter((name) => /[?!.](?:\s|$)/.test(name))
    .map((name) => ({ said: new RegExp(escapeRegExp(name), "giu"), plain: name.replace(/[?!.](?=\s|$)/g, "") }));
  // (A global pattern, so it is searched, which ignores where the last match ended.)
  const ownNumber = contact.phone ? phonePattern(contact.phone) : null;
  // ("does he code in python arun??": the name at the end calls the owner, whom the question already names.)
  const namesAlternation = knowledge.ownerPhrases.map(escapeRegExp).join("|");
  const calledAtTheEnd = new RegExp(
    String.raw`^(\s*(?:is|are|was|does|do|did|has|have|can|could|will|would)\s+(?:he|she|they|you|u)\s.*?\S)(?<!\b(?:about|of|for|with|to|by|from|at|on|in|is|was|are|hire|call|contact|reach|meet|ask|tell|like|than|and|or|as|named|called|met|know|email|message|text|ping))[\s,]+(?:${namesAlternation})\s*([?!.]*)\s*$`,
    "i",
  );
  const answer = (asked: string, history: readonly ChatTurn[] = []): string => {
    const question = punctuatedNames
      .reduce((text, { said, plain }) => text.replace(said, plain), correctedQuestion(asked, history.length > 0).replace(calledAtTheEnd, "$1$2"))
      .replace(LIST_GOES_ON, "$1")
      .replace(HIRE_SUPPOSED, "")
      .replace(WHICH_AND_HOW_MANY, "how many $1 $2 $3$4")
      .replace(THEN_AT_THE_END, "$1$2")
      .replace(WHAT_IS_THAT, "what is $1?")
      .replace(GUESS_TAGGED, (_, pronoun: string, guess: string) => `${pronoun.toLowerCase() === "they" ? "are" : "is"} ${pronoun} ${guess}?`)
      .replace(WHERE_NOW, (said, place: string, pronoun: string) =>
        placesIn(normalize(place)).length > 0 || hasPhrase(normalize(content.profile.location), normalize(place).trim())
          ? said
          : `${pronoun.toLowerCase() === "they" ? "do" : "does"} ${pronoun} work at ${place} now?`,
      );
    const adAsked = jobAdAsked(knowledge, question);
    if (adAsked !== null && adAsked !== question) return answer(adAsked, history);
    const own = ownWordings.get(withOwnerWord(normalize(question), knowledge.ownerPhrases));
    // (Within a conversation the same words may ask about what was just said: "what year did he start?" after the studies.)
    if (own !== undefined && history.length === 0 && !asksForPhone(question) && !TEMPLATE_MARKER.test(question)) return noWhereLeftOut(own, question);
    const reply = withAbsentSaid(knowledge, say, question, answerQuestion(knowledge, faq, topics, question, history));
    // ("how do I reach her?" near the owner's "How can I reach her by phone?", whose answer gives the number: the number goes
    // only to a visitor who asks for it, by the one rule the model's context follows too.)
    const numberAsked = asksForPhone(question, lastQuestion(history) ?? "", { ownBusiness: contact.phoneRule.ownBusiness });
    if (ownNumber && !numberAsked && withPlainCharacters(reply).search(ownNumber) !== -1) return say.contact(false, question);
    if (reply === say.fallback()) return faqNaming(question) ?? reply;
    // ("does she still teach?" answered by the teaching job she held until 2018: a no, then that job.)
    // ("is he at northwind now?": the same, asked of now; the no says where the owner is now.)
    const read = withOwnerWord(normalize(question), knowledge.ownerPhrases);
    const stillAsked =
      /^\s(?:so |and |but )?(?:does|do|is|are) (?:he|she|they|owner) still\s/.test(read) ||
      /^\s(?:so |and |but )?(?:does|do|is|are) (?:he|she|they|owner)\s.*\s(?:now|currently|at the moment|these days|today)\s$/.test(read);
    if (stillAsked && reply.startsWith(`${content.profile.firstName} was `)) {
      const now = content.experience.find(isCurrent);
      return say.confirmed(false, now && !reply.includes(now.company) ? joinAnswers([reply, say.entry(now, "when")]) : reply);
    }
    return noWhereLeftOut(reply, question);
  };
  // (A name the rest of the content also holds, a company's or a town's, is one the rules already read.)
  const restOfContent = normalize(JSON.stringify({ ...written, assistantProfile: { ...written.assistantProfile, faq: [] } }));
  const faqByWord = faqByOwnWord(ownAnswers, restOfContent, knowledge.ownerWords);
  /**
   * "do they have the ckad?" of an owner whose FAQ answer alone says "I don't hold the CKAD": a name no rule knows, and
   * no everyday word, that one of the owner's answers holds is the question's subject; that answer rather than the fallback.
   */
  const faqNaming = (question: string): string | null => {
    const rare = tokens(normalize(question)).filter(
      // (A year or a number alone is no name: "who won the 2022 world cup?")
      (word) => word.length >= 3 && /\p{L}/u.test(word) && !STOPWORDS.has(word) && !isOrdinaryWord(word) && !hasPhrase(restOfContent, word),
    );
    // An acronym or a code as the owner writes it ("CKAD", "SAA-C03"), not a word that could be anything's.
    const writtenAsCode = (answer: string, word: string) =>
      new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, "iu").exec(answer)?.[0] === word.toUpperCase();
    for (const word of rare) {
      const holding = ownAnswers.filter((entry) => writtenAsCode(entry.answer, word));
      if (holding.length === 1) return holding[0]?.answer ?? null;
    }
    return faqByWord(question);
  };
  /** The answer, the topic its question is nearest to (null when none is near enough), and whether it was the fallback reply. */
  const withTopic = (question: string, history: readonly ChatTurn[] = []): OfflineAnswer => {
    const reply = answer(question, history);
    const q = withOwnerWord(correctSpelling(normalize(question), knowledge.contentWords), knowledge.ownerPhrases, knowledge.namesWithOwnerWords);
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

type WithTopic = (question: string, history: readonly ChatTurn[]) => OfflineAnswer;

/**
 * The answer, or the fallback reply should a reading ever fail on some question: the visitor still gets
 * a reply and the request is never lost; the owner's log gets one line saying which question failed.
 */
export function answerOrFallback(withTopic: WithTopic, fallbackReply: string): WithTopic {
  return (question, history) => {
    try {
      return withTopic(question, history);
    } catch (error) {
      console.error(
        `The offline answer failed for ${JSON.stringify(question.slice(0, 200))}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return { answer: fallbackReply, topic: null, fallback: true };
    }
  };
}

const answerWithTopic = answerOrFallback(answerForSite.withTopic, siteContent.assistantProfile.fallbackReply);

/** The offline answer with what the question log keeps of it: its topic, and whether it was the fallback. */
export function offlineAnswerWithTopic(question: string, history: readonly ChatTurn[] = []): OfflineAnswer {
  return answerWithTopic(question, history);
}

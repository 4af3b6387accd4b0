import { lastQuestion, type ChatTurn } from "../../shared/conversation";
import { saysOneOf } from "../../shared/phone";
import type { AssistantProfile, EducationEntry, ExperienceEntry } from "~/content";
import type { Topic } from "../classify.server";
import { correctSpelling } from "../spelling.server";
import type { Knowledge, Outlet } from "../knowledge.server";
import type { Mentions } from "../mentions.server";
import { namesSomething } from "../mentions.server";
import { namedIn } from "../named-in.server";
import { isCurrent, repliesFor, type Replies } from "../replies.server";
import { asks } from "../intents.server";
import { contentWords, escapeRegExp, hasPhrase, normalize, STOPWORDS, tokens, unique, withoutPhrases } from "../text.server";
import { contextFrom } from "../follow-up.server";
import { askingSentence } from "../message.server";
import { EVERY_PROJECT_KIND } from "../described.server";
import { STUDY_WORDS } from "../studies.server";
import { KIND_WORDS } from "../vocabulary.server";
import { EXPERIENCE_WITH } from "../compose.server";
import { withOwnerWord } from "../owner-word.server";
import { startAnswer } from "../start-wait.server";
import { HIRING, ownAnswerTo, START_QUESTION } from "./question-shapes.server";

export type FaqMatcher = (question: string) => string | null;
export type TopicMatcher = (question: string) => Topic | null;

/**
 * A visitor's message as every rule reads it: the question in the answerer's words, what it names, and
 * what the conversation before it says. Each reading is made once, when a rule first needs it, so a
 * question answered by an early rule pays for nothing it did not use.
 */
export interface Reading {
  knowledge: Knowledge;
  /** The owner's own answer to the question, by the FAQ's wordings. */
  faq: FaqMatcher;
  /** The topic whose example questions are nearest. */
  topics: TopicMatcher;
  /** The message as the visitor wrote it. */
  question: string;
  history: readonly ChatTurn[];
  say: Replies;
  experience: readonly ExperienceEntry[];
  assistantProfile: AssistantProfile;
  current: ExperienceEntry | undefined;
  remoteRoles: readonly ExperienceEntry[];
  owner: Knowledge["owner"];
  /** Any text read as questions are: normalized, spelling corrected, the owner's names as "owner". */
  read: (text: string) => string;
  /** The whole message, read. */
  whole: string;
  /** The sentence of the message that asks. */
  asking: string;
  /** That sentence, read. */
  q: string;
  words: readonly string[];
  /** When the owner can start: the owner's own answer, else the availability note ("notice" only from a note that gives one). */
  startDate: () => string;
  named: ReturnType<typeof namedIn>;
  atWork: ReturnType<typeof namedIn>["atWork"];
  /** What the question itself names. */
  mentions: Mentions;
  /** The same: what the question itself names, whatever a follow-up takes from the conversation. */
  own: Mentions;
  namesAnything: boolean;
  /** The names of the owner's projects and employers the question gives. */
  namedThings: readonly string[];
  /** The question without those names: "What does the Release Health thing show?" asks nothing personal. */
  unnamed: string;
  /** What the conversation so far was about. */
  context: Mentions | null;
  /** "Does Bartosz know Workshops?" of a skill card's item: a skill asked about. */
  listedSkill: boolean;
  /** The visitor's last question before this one. */
  previous: string | null;
  /** That question, read as this one is. */
  readPrevious: () => string;
  /** The places of publication the question names ("on npm", "the Terraform Registry"). */
  outlets: readonly Outlet[];
  answeredLast: ChatTurn | undefined;
  lastAnswer: string;
  /** The studies the last answer listed. */
  listedStudies: readonly EducationEntry[];
  /** The visitor is hiring ("how do I hire him?"). */
  hire: boolean;
  /** "an overview for my hiring team", "hiring for React: does she know it?": hiring is why they ask, not what. */
  hiringOnly: boolean;
  /** A link, a URL or a profile is asked for. */
  linkWords: boolean;
  /** A thing made is named ("the app", "her plugin"). */
  thingMade: boolean;
  /** A kind of employment named ("freelance", "full time"); not of studies ("did she finish her degree part-time?"). */
  employment: string | undefined;
  /** The words of the owner's location. */
  place: readonly string[];
  /** Where the earliest of the phrases is in the question; Infinity when none is. */
  whereSaid: (phrases: readonly string[]) => number;
  /** The owner's own answer on how to reach them ("E-mail me or send me a LinkedIn message…"), if the FAQ has one. */
  ownReach: string | undefined;
  /** How to reach the owner: the links the question names, else the owner's own answer, else the e-mail. */
  contact: (hire: boolean, question?: string) => string;
}

/**
 * What a follow-up is about once the conversation is taken into account: the things named before
 * ("is there a demo?") or the last question again with a new name ("what about Vue?").
 */
export interface Subject {
  mentions: Mentions;
  /** The question whose aspect is answered ("is there a demo?", or the last question for "what about Vue?"). */
  aspectQ: string;
  /** Whether the things were taken from the conversation rather than the question. */
  fromContext: boolean;
  /** The question without the technologies it names: "Bluetooth Low Energy experience?" names no energy sector. */
  untechnical: string;
  /** The question without the words of the kinds it names: "Contract testing??" names a kind of testing, not a contract. */
  kindless: string;
  /** "Can I talk to them in Welsh?": a language spoken is asked about. */
  inALanguage: boolean;
  /** Whether the owner knows or has used something is asked ("experience with nessus vulnerability scanning?" too). */
  skillQuestion: boolean;
}

/**
 * A type whose fields are each computed once, when first read: the readings are getters on one shared prototype,
 * so making one costs an object and a cache, however many readings there are.
 */
function lazyReadings<T extends object, Given extends keyof T>(readings: { [K in Exclude<keyof T, Given>]: (self: T) => T[K] }) {
  const prototype = {};
  for (const key of Object.keys(readings) as Exclude<keyof T, Given>[]) {
    Object.defineProperty(prototype, key, {
      get(this: T & { [CACHE]: Map<PropertyKey, unknown> }) {
        const cache = this[CACHE];
        if (!cache.has(key)) cache.set(key, readings[key](this));
        return cache.get(key);
      },
    });
  }
  return (given: Pick<T, Given>): T => Object.assign(Object.create(prototype) as T, given, { [CACHE]: new Map() });
}

const CACHE = Symbol("readings");

/** The subject of a question, from what it is about and the question whose aspect is answered. */
const subject = lazyReadings<Subject & { q: string }, "q" | "mentions" | "aspectQ" | "fromContext">({
  untechnical: ({ q, mentions }) =>
    withoutPhrases(q, [...mentions.techs.flatMap((tech) => tech.normalizedPhrases), ...mentions.otherTechs.map((tech) => normalize(tech.name))]),
  kindless: ({ q, mentions }) =>
    withoutPhrases(
      q,
      mentions.kinds.flatMap((named) => KIND_WORDS[named]),
    ),
  inALanguage: ({ q, mentions }) => mentions.spoken.length > 0 && /\s(?:in|speak|speaks)\s/.test(q),
  skillQuestion: ({ q, aspectQ }) =>
    (asks(aspectQ, "yesNo") &&
      /\s(?:know|use|used|using|done|touched|tried|familiar|experience|worked|skilled|proficient|code|program|work with|works with|working with|good at)\s/.test(
        q,
      )) ||
    EXPERIENCE_WITH.test(q),
});

export function subjectOf(r: Reading, mentions: Mentions, aspectQ: string, fromContext: boolean): Subject {
  return subject({ q: r.q, mentions, aspectQ, fromContext });
}

const reading = lazyReadings<Reading, "knowledge" | "faq" | "topics" | "question" | "history">({
  say: (r) => repliesFor(r.knowledge),
  experience: (r) => r.knowledge.content.experience,
  assistantProfile: (r) => r.knowledge.content.assistantProfile,
  current: (r) => r.experience.find(isCurrent),
  remoteRoles: (r) => r.experience.filter((entry) => /remote/i.test(entry.location ?? "")),
  owner: (r) => r.knowledge.owner,
  read:
    ({ knowledge }) =>
    (text: string) =>
      withOwnerWord(correctSpelling(normalize(text), knowledge.contentWords), knowledge.ownerPhrases, knowledge.namesWithOwnerWords),
  whole: (r) => r.read(r.question),
  // A message of several sentences asks in one of them, about what it names or what it points back to.
  asking: (r) => askingSentence(r.question),
  q: (r) => withoutLinkWordsOfNames(r.knowledge, r.read(r.asking)),
  words: (r) => contentWords(r.q),
  // (Else the owner's entry one of whose wordings asks it, "How soon can they start?", whatever words the others use.)
  // ("can he start next month?" of a three-month notice: a no, then the owner's words.)
  // ("notice period?" of an owner whose entry on starting speaks of a leave, and whose note gives the notice: the notice.)
  startDate: (r) => () => {
    const ownOn = (word: RegExp) =>
      r.assistantProfile.faq?.find((entry) => entry.questions.some((asked) => word.test(asked) && asks(normalize(asked), "startDate")))?.answer;
    const notice = /\snotice\s/.test(r.q) ? (ownOn(/\bnotice\b/i) ?? r.say.startDate(true)) : null;
    return startAnswer(
      r.q,
      (notice !== r.say.fallback() ? notice : null) ??
        r.faq(START_QUESTION) ??
        ownOn(/\b(?:start|notice)\b/i) ??
        r.say.startDate(/\snotice\s/.test(r.q)),
      r.say.confirmed,
    );
  },
  named: (r) => namedIn(r.knowledge, r.question, r.asking, r.q),
  atWork: (r) => r.named.atWork,
  mentions: (r) => r.named.mentions,
  own: (r) => r.mentions,
  namesAnything: (r) => namesSomething(r.mentions) || r.mentions.kinds.length > 0 || r.mentions.groups.length > 0,
  namedThings: (r) => [...r.mentions.projects.map((project) => project.name), ...r.mentions.entries.map((entry) => entry.company)],
  // ("since when is he at Kotobuki Pay?", "does he know apple pay?" ask nothing about pay.)
  unnamed: (r) =>
    withoutPhrases(
      r.q,
      [...r.namedThings, ...r.mentions.techs.map((tech) => tech.name), ...r.mentions.otherTechs.map((tech) => tech.name)].flatMap((name) =>
        tokens(normalize(name)),
      ),
    ),
  context: (r) => (r.history.length > 0 ? contextFrom(r.knowledge, r.history) : null),
  // ("does he run workshops?" still gets the owner's answer; "bazel?", one listed skill's name alone, asks of the skill.)
  listedSkill: (r) =>
    (/\s(?:know|knows|knew|use|uses|used|(?:work|works|worked|experience|experienced) (?:with|in))\s/.test(r.q) &&
      r.mentions.techs.some((tech) => tech.groups.length > 0)) ||
    (r.mentions.techs.length === 1 &&
      r.mentions.techs.every((tech) => tech.groups.length > 0 && contentWords(r.q).every((word) => tokens(normalize(tech.name)).includes(word)))),
  previous: (r) => lastQuestion(r.history),
  // The last question, read as this one is, once: several follow-up readings ask what it was about.
  readPrevious: (r) => {
    let previousRead: string | undefined;
    return () => (previousRead ??= r.previous === null ? "" : r.read(r.previous));
  },
  outlets: (r) => outletsNamed(r.knowledge, r.q),
  // "how many is that?", "how many languages in total?": the things the last answer listed, counted.
  answeredLast: (r) => (r.history.at(-1)?.role === "assistant" ? r.history.at(-1) : undefined),
  lastAnswer: (r) => r.answeredLast?.content ?? "",
  listedStudies: ({ assistantProfile, lastAnswer }) => assistantProfile.education.filter((study) => lastAnswer.includes(study.degree)),
  hire: (r) => asks(r.q, "contact") && HIRING.test(r.q),
  linkWords: (r) => /\s(?:link|links|url|profile|profiles|account|handle|username|page)\s/.test(r.q),
  thingMade: (r) => tokens(r.q).some((word) => !EVERY_PROJECT_KIND.has(word) && asks(` ${word} `, "madeThing")),
  // ("was the seneca program full time?" asks how the studies were done.)
  employment: (r) =>
    STUDY_WORDS.test(r.q) || r.mentions.schools
      ? undefined
      : /\s(freelance|freelancing|freelancer|contract|contractor|part time|full time|permanent)\s(?!test|tests|testing)/.exec(r.q)?.[1],
  // ("Eindhoven, the Netherlands": "the" is no place.)
  place: (r) => tokens(normalize(r.owner.location)).filter((word) => word.length > 2 && !STOPWORDS.has(word)),
  whereSaid:
    ({ q }) =>
    (phrases) =>
      Math.min(...phrases.filter((phrase) => hasPhrase(q, phrase)).map((phrase) => q.indexOf(` ${normalize(phrase).trim()} `))),
  ownReach: (r) =>
    ownAnswerTo(r.assistantProfile.faq, (asked) => {
      const read = r.read(asked);
      return asks(read, "reach") && asks(read, "reachHow");
    }),
  contact:
    ({ say, ownReach, owner, question: asked, history }) =>
    (hire, question = "") => {
      // ("i'm in her current cohort, how do i reach her?": the way the owner's own words give such visitors.)
      const way = wayForVisitor(owner.contact.waysFor, asked, history);
      if (way) return say.wayFor(way);
      const reply = say.contact(hire, question);
      return ownReach && reply === say.contact(hire) ? say.reachAnswer(ownReach) : reply;
    },
  hiringOnly: (r) => r.hire && !asks(r.q.replace(/\s(?:hire|hiring|recruit|recruiting|interview)(?=\s)/g, ""), "contact"),
});

export function readQuestion(knowledge: Knowledge, faq: FaqMatcher, topics: TopicMatcher, question: string, history: readonly ChatTurn[]): Reading {
  return reading({ knowledge, faq, topics, question, history });
}

/** The places of publication a question names ("what has she published on PyPI?"). */
function outletsNamed(knowledge: Knowledge, q: string): Outlet[] {
  // "What's her Figma Community?": the owner's own profile there, not the projects published on it.
  // ("whats on his steam?" of an owner with no Steam profile: the games there.)
  const ownProfile = (phrase: string) =>
    new RegExp(`\\s(?:his|her|their|owner|your)${phrase}(?:profile |page |account )?$`).test(q) &&
    knowledge.linkNames.some((label) => hasPhrase(normalize(label), phrase.trim()));
  // ("What is Kaggle Medical Question Matching?": a place of publication inside a project's name is the name.)
  // ("how does the todo app store stuff offline": the project's kind goes with its name, it starts no "App Store".)
  const withoutNames = knowledge.content.projects.reduce(
    (text, project) => text.replace(new RegExp(`${escapeRegExp(normalize(project.name))}(?:(?:app|apps|site|tool|bot|game|website) )?`, "g"), " "),
    q,
  );
  const saidOutlets = knowledge.outlets.filter((outlet) => outlet.phrases.some((phrase) => withoutNames.includes(phrase) && !ownProfile(phrase)));
  // "the terraform module on the registry": every word of a place's name ("Terraform Registry") says which place, not
  // another place that one of those words ("GitHub Container Registry") names alone.
  // ("the keyboard app - is it on the play store?": words another place's whole name says, "play store", are not this one's.)
  const saidWhole = saidOutlets.flatMap(({ phrases }) => phrases.filter((phrase) => tokens(phrase).length >= 2 && withoutNames.includes(phrase)));
  const leftWords = withoutPhrases(withoutNames, saidWhole);
  const wordByWord = knowledge.outlets.filter(
    ({ label, labelWords }) => labelWords.length >= 2 && labelWords.every((word) => hasPhrase(leftWords, word)) && !ownProfile(normalize(label)),
  );
  return wordByWord.length > 0
    ? unique([
        ...wordByWord,
        ...saidOutlets.filter((outlet) => outlet.phrases.some((phrase) => withoutNames.includes(phrase) && tokens(phrase).length >= 2)),
      ])
    : saidOutlets;
}

/** The phrases of the owner's projects that begin with a word for a link ("URL shortener", "link checker"), read once. */
const linkCompounds = new WeakMap<Knowledge, string[]>();

/**
 * "tell me about the url shortener" of a project its own words call a URL shortener: the thing it is, not a link asked for.
 * The link's word goes; the rest of the phrase names the project.
 */
function withoutLinkWordsOfNames(knowledge: Knowledge, q: string): string {
  let compounds = linkCompounds.get(knowledge);
  if (!compounds) {
    const said = normalize(knowledge.content.projects.map((project) => `${project.name} ${project.description}`).join(" | "));
    compounds = unique(
      [...said.matchAll(/\s(?:url|link|links)\s(?!to\s|for\s|of\s|and\s|in\s|on\s|at\s)(\S{4,})\s/g)].map((match) => match[0].trim()),
    );
    linkCompounds.set(knowledge, compounds);
  }
  return compounds.reduce(
    (text, phrase) => (hasPhrase(text, phrase) ? text.replace(` ${phrase} `, ` ${phrase.split(" ").slice(1).join(" ")} `) : text),
    q,
  );
}

/** The owner's sentence on how visitors like this one reach them, where the visitor has said they are one ("cohort 7 student here"). */
export function wayForVisitor(waysFor: Reading["owner"]["contact"]["waysFor"], question: string, history: readonly ChatTurn[]): string | undefined {
  if (waysFor.length === 0) return undefined;
  const said = [question, ...history.filter((turn) => turn.role === "user").map((turn) => turn.content)];
  return waysFor.find(({ who }) => said.some((message) => saysOneOf(message, who)))?.said;
}

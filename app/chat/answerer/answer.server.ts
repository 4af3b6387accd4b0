import * as siteContent from "~/content";
import type { ChatTurn } from "../shared/conversation";
import { asksForPhone } from "../shared/phone";
import { exampleMatcher, topicExamples, topicOf, type ExampleMatcher, type Topic } from "./classify.server";
import { correctSpelling } from "./spelling.server";
import { asks, INTENT } from "./intents.server";
import { buildKnowledge, stem, type Knowledge, type SiteContent } from "./knowledge.server";
import type { Project } from "~/content";
import { findMentions, namesSomething, type Mentions } from "./mentions.server";
import { replies, type Replies } from "./replies.server";
import { hasPhrase, normalize, squash, STOPWORDS, tokens } from "./text.server";

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
  let text = normalized;
  for (const words of ownerPhrases) text = text.split(` ${words} `).join(" owner ");
  return text;
}

/** Words that make a question about the owner, not about the last thing discussed. */
function aboutOwner(question: string): boolean {
  return /\s(?:he|him|his|she|her|hers|they|their|owner)\s/.test(question);
}

function contentWords(question: string): string[] {
  return tokens(question).filter((word) => !STOPWORDS.has(word));
}

/**
 * What an earlier turn names, read once per turn however often the follow-up rules ask.
 * The assistant's own answers carry names as the content writes them, so they are read
 * without the typo search, the costly part of reading a long text.
 */
const turnMentions = new WeakMap<ChatTurn, Mentions>();
function mentionsOf(knowledge: Knowledge, turn: ChatTurn): Mentions {
  let mentions = turnMentions.get(turn);
  if (!mentions) {
    mentions = findMentions(knowledge, turn.content, { typos: turn.role === "user" });
    turnMentions.set(turn, mentions);
  }
  return mentions;
}

/**
 * What the conversation is about: the newest exchange that named something, narrowed to
 * one kind of thing (a company before a project before a technology), the way a person
 * hears "where was it?" after an answer about an internship that also named React.
 */
function contextFrom(knowledge: Knowledge, history: readonly ChatTurn[]): Mentions | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i];
    if (!turn) continue;
    const mentions = mentionsOf(knowledge, turn);
    // An answer that lists several things follows the question before it, when that one named something.
    const question = turn.role === "assistant" ? history[i - 1] : undefined;
    const asked = question?.role === "user" ? mentionsOf(knowledge, question) : null;
    const found = asked && namesSomething(asked) ? asked : mentions;
    if (!namesSomething(found) && !found.schools) continue;
    if (found.schools && !namesSomething(found)) return found;
    // A university can be a school and an employer: an answer that names a degree was about the studies.
    const degreeNamed = knowledge.content.assistantProfile.education.some((entry) => hasPhrase(normalize(turn.content), entry.degree));
    const none = { ...found, projects: [], entries: [], techs: [], otherTechs: [], unknownTargets: [], schools: degreeNamed };
    if (found.entries.length > 0) return { ...none, entries: found.entries };
    if (found.projects.length > 0) return { ...none, projects: found.projects };
    return { ...none, techs: found.techs, otherTechs: found.otherTechs };
  }
  return null;
}

/** The newest project the conversation named ("does it use React?" after two questions about it). */
function projectInContext(knowledge: Knowledge, history: readonly ChatTurn[]): Project | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i];
    const [project] = turn ? mentionsOf(knowledge, turn).projects : [];
    if (project) return project;
  }
  return undefined;
}

/** "the first one", "the second", "the last one": a place in the newest list of projects. */
function ordinal(q: string, list: readonly Project[]): Project | undefined {
  const places: Record<string, number> = { first: 0, second: 1, third: 2, fourth: 3, fifth: 4, "1st": 0, "2nd": 1, "3rd": 2 };
  const word = /\s(first|second|third|fourth|fifth|1st|2nd|3rd|last)(?: one)?\s/.exec(q)?.[1];
  if (!word) return undefined;
  return word === "last" ? list[list.length - 1] : list[places[word] ?? -1];
}

function lastQuestion(history: readonly ChatTurn[]): string | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i];
    if (turn?.role === "user") return turn.content;
  }
  return null;
}

/** The projects the newest answer listed, in its order. */
function listedInLastAnswer(knowledge: Knowledge, history: readonly ChatTurn[]): Project[] {
  const answer = [...history].reverse().find((turn) => turn.role === "assistant");
  if (!answer) return [];
  const text = answer.content;
  return knowledge.content.projects.filter((project) => text.includes(project.name)).sort((a, b) => text.indexOf(a.name) - text.indexOf(b.name));
}

type ProjectAspect = "stack" | "demo" | "code" | "deploy" | "when" | "describe";
type EntryAspect = "when" | "where" | "role" | "team" | "describe";

function projectAspect(q: string): ProjectAspect {
  const strongCode = /\s(?:repo|repos|repository|github|source|source code|code|codebase|open source)\s/.test(q);
  if (strongCode && !/\s(?:live|demo|try|play|visit)\s/.test(q)) return "code";
  if (asks(q, "deploy") && !/\s(?:live|demo|try|url|link)\s/.test(q)) return "deploy";
  if (asks(q, "demo")) return "demo";
  if (asks(q, "stack")) return "stack";
  if (asks(q, "code")) return "code";
  if (asks(q, "when")) return "when";
  return "describe";
}

function entryAspect(q: string): EntryAspect {
  if (asks(q, "team")) return "team";
  if (asks(q, "when")) return "when";
  if (/\swhere\s/.test(q) || asks(q, "location")) return "where";
  if (asks(q, "role")) return "role";
  return "describe";
}

function answerProjects(say: Replies, projects: readonly Project[], q: string): string {
  // The names' own words ("CareerTechPro" written "career tech pro") say nothing about the aspect asked.
  const names = projects.map((project) => squash(project.name));
  const inName = (word: string) => word.length >= 3 && names.some((name) => name.includes(word));
  const aspect = projectAspect(
    ` ${tokens(q)
      .filter((word) => !inName(word))
      .join(" ")} `,
  );
  if (projects.length > 1) {
    if (aspect === "describe") return say.projectsBrief(projects.slice(0, 3));
    if (aspect === "demo") return say.liveProjects(projects);
  }
  return projects
    .slice(0, 3)
    .map((project) => say.project(project, aspect))
    .join(" ");
}

function answerEntries(say: Replies, mentions: Mentions, q: string): string {
  const [entry] = mentions.entries;
  if (!entry) return say.fallback();
  const [tech] = mentions.techs;
  const [other] = mentions.otherTechs;
  if (tech) return say.entryUses(entry, tech);
  if (other) return say.entryUses(entry, { name: other.name, phrases: [other.name, ...(other.aliases ?? [])] });
  return mentions.entries.map((e) => say.entry(e, entryAspect(q))).join(" ");
}

function answerTechs(say: Replies, mentions: Mentions, q: string): string {
  const unknown = asks(q, "yesNo") || mentions.techs.length + mentions.otherTechs.length > 0 ? mentions.unknownTargets : [];
  if (asks(q, "projectsWith") || (asks(q, "projects") && !asks(q, "yesNo"))) {
    if (asks(q, "count")) return say.knows(mentions.techs, mentions.otherTechs, unknown, true, false);
    return say.projectsUsing(mentions.techs, mentions.otherTechs, unknown);
  }
  return say.knows(mentions.techs, mentions.otherTechs, unknown, false, asks(q, "yesNo"));
}

/** The best-matching sentence of the content, when it clearly answers the question. */
function searchFacts(knowledge: Knowledge, q: string): string | null {
  // The owner's name is in many sentences and says nothing about which one is meant.
  const { firstName, lastName } = knowledge.content.profile;
  const names = new Set(tokens(normalize(`${firstName} ${lastName}`)));
  const terms = contentWords(q).filter((word) => word.length >= 3 && !names.has(word));
  if (terms.length === 0) return null;
  const [best] = knowledge.facts.search(terms.join(" "), { fuzzy: (term) => (term.length >= 6 ? 1 : false), prefix: false });
  if (!best) return null;
  // One matched word can be chance ("experience"); two of the question's words, or one rare one, is a match.
  const matched = new Set(best.terms.map(stem));
  const rare = best.terms.filter((term) => knowledge.facts.search(term, { prefix: false, fuzzy: false }).length === 1);
  if (matched.size >= 2 || (rare.length >= 1 && terms.length <= 2)) return String(best["answer"]);
  return null;
}

/** Words that only say thanks or goodbye. */
const COURTESY = new Set(
  "thanks thank thx ty cheers appreciate appreciated great cool awesome nice ok okay perfect bye goodbye good see cya".split(" "),
);

type FaqMatcher = (question: string) => string | null;
type TopicMatcher = (question: string) => Topic | null;

function answerQuestion(knowledge: Knowledge, faq: FaqMatcher, topics: TopicMatcher, question: string, history: readonly ChatTurn[]): string {
  const say = replies(knowledge);
  const { profile, experience } = knowledge.content;
  const q = withOwnerWord(correctSpelling(normalize(question), knowledge.contentWords), knowledge.ownerPhrases);
  const words = contentWords(q);
  if (q.trim() === "") return say.greeting();
  if (asks(q, "injection")) return say.refusal();
  if (asks(q, "abuse")) return say.keepItFriendly();

  let mentions = findMentions(knowledge, question);
  const namesAnything = namesSomething(mentions) || mentions.kinds.length > 0 || mentions.groups.length > 0;
  const onlyCourtesy = words.every((word) => COURTESY.has(word));
  if (onlyCourtesy && asks(q, "bye")) return say.bye();
  if (onlyCourtesy && asks(q, "thanks")) return say.thanks();
  if (asks(q, "identity")) return say.identity();
  if (asksForPhone(question)) return say.phone();
  // The owner's own answer to a question they expected comes before any rule's.
  const ownAnswer = faq(q);
  if (ownAnswer) return ownAnswer;
  // "summarize his experience" is a question about the owner, not a task for a general assistant.
  const summary = /^\s(?:summari[sz]e|sum up|describe)\s/.test(q) && aboutOwner(q);
  const isTask = (asks(q, "task") && !summary) || asks(q, "offTopic");
  // A task or small talk that only grazes a project's name ("the weather" and Tatra Weather,
  // "17 times 23" and Pierogi Timer) is not about the project: the whole name must be there.
  const namedInFull = mentions.projects.some((project) => hasPhrase(q, normalize(project.name).trim()));
  if (isTask && !namedInFull && mentions.entries.length === 0) return say.fallback();
  if (asks(q, "salary")) return say.fallback();
  if (asks(q, "personal") && !namesAnything) return say.fallback();
  if (!namesAnything && asks(q, "greeting") && words.length <= 2) return say.greeting();
  if (asks(q, "fullName")) return say.fullName();

  // A follow-up takes its subject from the conversation ("is there a demo?") or its question ("what about Vue?").
  let aspectQ = q;
  const previous = lastQuestion(history);
  const own = mentions;
  const context = history.length > 0 ? contextFrom(knowledge, history) : null;
  if (history.length > 0 && own.projects.length === 0 && own.entries.length === 0) {
    const listed = listedInLastAnswer(knowledge, history);
    const picked = ordinal(q, listed);
    if (picked) return answerProjects(say, [picked], q);
    const singular = /\s(?:it|its|that|this|the project|the app)\s/.test(q);
    const projectAspectAsked = ["code", "demo", "deploy"].some((aspect) => asks(q, aspect as "code")) || asks(q, "liveProjects");
    // "which ones are live?", "any live demos?": about every project the last answer listed.
    if (listed.length > 1 && !singular && projectAspectAsked && !context?.projects.length && !asks(q, "projectsWith")) {
      return answerProjects(say, listed, q);
    }
    const project = projectInContext(knowledge, history);
    const [tech] = own.techs;
    // "Does it use React?" / "is it on npm?": about the project under discussion.
    if (project && tech && singular) return say.projectUses(project, tech);
    // "github?", "demo?": an aspect word alone, about the project under discussion.
    const aspectOnly = words.length <= 2 && ["code", "demo", "stack", "deploy"].some((aspect) => asks(q, aspect as "code"));
    if (project && context?.projects.length && aspectOnly) return answerProjects(say, [project], q);
    if (context?.schools && (asks(q, "when") || asks(q, "education")) && !namesSomething(own)) return say.education(false);
    // "and before that?" after a role: the one before it (the experience is listed newest first).
    const [entry] = context?.entries ?? [];
    if (entry && context?.entries.length === 1 && /\s(?:before that|before this|before|prior to that|earlier|previously)\s/.test(q)) {
      const earlier = experience[experience.indexOf(entry) + 1];
      return earlier ? say.entry(earlier, "describe") : say.firstRole(entry);
    }
  }
  if (!namesSomething(mentions) && context) {
    const refersBack = asks(q, "anaphora") || asks(q, "continuation");
    const short = words.length <= 4 && !aboutOwner(q);
    if ((refersBack || short) && (refersBack || !mentions.kinds.length)) {
      mentions = { ...context, kinds: mentions.kinds, spoken: mentions.spoken };
    }
  } else if (previous && (asks(q, "continuation") || words.length <= 2) && words.length <= 4) {
    // "what about Vue?", "Docker?": the thing is new, the question is the last one.
    aspectQ = `${normalize(previous)}${q.trimStart()}`;
  }
  const hire = asks(q, "contact") && /\s(?:hire|hiring|recruit|interview)\s/.test(q);

  if (mentions.projects.length > 0) return answerProjects(say, mentions.projects, aspectQ);
  if (mentions.entries.length > 0) return answerEntries(say, mentions, aspectQ);
  // "Has he worked in Chennai?": a place of the experience.
  const workedThere = experience.filter((entry) =>
    tokens(normalize(entry.location ?? "")).some((word) => word.length > 3 && !/^(?:site|remote|hybrid|onsite)$/.test(word) && hasPhrase(q, word)),
  );
  if (workedThere.length > 0 && (asks(q, "experience") || asks(q, "internship") || /\swork/.test(q))) {
    return workedThere.map((entry) => say.entry(entry, "describe")).join(" ");
  }
  // "Has she worked at a university?": the kind of place, by the ordinary word in an employer's name.
  const kindOfPlace = /\s(?:university|college|academy|school|institute|bank|hospital|startup|agency)\s/.exec(q)?.[0].trim();
  const placesOfKind = kindOfPlace ? experience.filter((entry) => hasPhrase(normalize(entry.company), kindOfPlace)) : [];
  if (placesOfKind.length > 0 && /\s(?:work|works|worked|working|job|employed|teach|taught|intern)/.test(q)) {
    return placesOfKind.map((entry) => say.entry(entry, "describe")).join(" ");
  }
  // "Has she done freelance work?": the roles of that kind, or an honest none.
  const employment = /\s(freelance|freelancing|freelancer|contract|contractor|part time)\s/.exec(q)?.[1];
  if (employment && /\s(?:done|did|has|have|ever|worked|before)\s/.test(q) && !/\s(?:open to|available|looking|interested|would|will)\s/.test(q)) {
    return say.rolesOfType(employment);
  }
  const employer = INTENT.workedAt.exec(question)?.[1]?.trim();
  // "worked with LLMs": a kind of technology, not a company.
  if (employer && !namesSomething(mentions) && mentions.kinds.length === 0 && /^\p{Lu}/u.test(employer) && !asks(normalize(employer), "anaphora")) {
    return say.notAnEmployer(employer);
  }
  if (asks(q, "resume")) return say.resume();
  const skillQuestion = asks(aspectQ, "yesNo") && /\s(?:know|use|used|using|familiar|experience|worked|skilled|proficient|code|program)\s/.test(q);
  // "GitHub Actions", "is GitHub one of his skills?": a technology, not a profile link.
  const platformOnly = [...mentions.techs, ...mentions.otherTechs].every((tech) => say.isLinkPlatform(tech.name));
  const linkWords = /\s(?:link|links|url|profile|profiles|account|handle|username|page)\s/.test(q);
  const linkNamed = say.namedLinks(q).length > 0;
  if ((asks(q, "links") || linkNamed) && !skillQuestion && !asks(q, "skills") && (platformOnly || linkWords))
    return say.links(q, asks(q, "codeLink"));
  // "What languages can he code in?" asks for languages, not for the code.
  if (asks(q, "codeLink") && !namesSomething(mentions) && !asks(q, "projects") && !asks(q, "languagesWord")) return say.links(q, true);
  if (hire && /\swhy\s/.test(q)) return say.whyHire();
  if (asks(q, "email")) return say.email();
  if (asks(q, "availability") && !namesSomething(mentions) && !/\show\s/.test(q)) return say.availability();
  if (asks(q, "contact")) return say.contact(hire);

  if (asks(q, "internship")) return say.internship();
  if (asks(q, "team")) return say.team();
  if (asks(q, "relocation")) return say.relocation();
  // "Is his current job remote or on-site?": where the current job is, not what he is open to.
  if (asks(q, "remote") && asks(q, "current")) return say.current();
  if (asks(q, "remote")) return say.remote();
  if (asks(q, "startDate") && !namesSomething(mentions)) return say.startDate();
  if (asks(q, "availability") && !namesSomething(mentions)) return say.availability();

  const spokenAsked = asks(q, "spoken") || (mentions.spoken.length > 0 && !namesSomething(mentions));
  if (spokenAsked && !asks(q, "programming")) return say.spokenLanguages(mentions.spoken);
  if (asks(q, "programming") && asks(q, "languagesWord")) return say.programmingLanguages(false);
  if (asks(q, "languagesWord") && !namesSomething(mentions) && mentions.kinds.length === 0) return say.programmingLanguages(true);

  // "Has he published anything on npm?": the projects deployed there, not npm as a skill.
  if (asks(q, "npm") && /\s(?:publish|published|publishes|package|packages)\s/.test(q)) return say.npmProjects();
  if (namesSomething(mentions) || (mentions.unknownTargets.length > 0 && skillQuestion)) {
    return answerTechs(say, mentions, aspectQ);
  }
  const [kind, otherKind] = mentions.kinds;
  if (kind && otherKind && /\sor\s/.test(q) && !asks(q, "projectsWith")) return say.bothKinds([kind, otherKind]);
  if (kind && asks(q, "projectsWith")) return say.projectsOfKind(kind);
  if (kind || mentions.groups.length > 0) return say.kind(kind ?? null, mentions.groups, asks(q, "yesNo"));

  if (hasPhrase(q, profile.role)) return say.isRole(asks(q, "yesNo"));
  if (asks(q, "education") || asks(q, "certification")) return say.education(asks(q, "certification") && !asks(q, "education"));
  const place = tokens(normalize(profile.location)).filter((word) => word.length > 2);
  if (asks(q, "location") || place.some((word) => hasPhrase(q, word))) return say.location();
  if (asks(q, "current")) return say.current();
  if (asks(q, "seniority")) return say.current();
  if (asks(q, "experience")) return say.experience(asks(q, "count"));
  if (asks(q, "npm") && asks(q, "projects")) return say.npmProjects();
  const topic = topics(q);
  // "whats his work expereince": the nearest example knows it is experience, not the projects.
  const topical = topic && topic !== "projects" ? answerTopic(say, topic, q) : null;
  if (topical) return topical;
  if (asks(q, "projects") || hasPhrase(q, "work")) {
    if (asks(q, "liveProjects")) return say.liveProjects();
    if (asks(q, "best")) return say.bestProject();
    if (asks(q, "projects")) return say.projectList(asks(q, "count"));
  }
  if (asks(q, "skills")) return say.skills();
  if (asks(q, "highlights")) return say.highlights();
  if (asks(q, "about")) return say.about();
  if (asks(q, "greeting") && words.length <= 4) return say.greeting();
  // A technology the content lacks, asked about in any words, is never answered from a stray fact.
  if (mentions.otherTechs.length > 0) return answerTechs(say, mentions, aspectQ);
  return answerTopic(say, topic, q) ?? searchFacts(knowledge, q) ?? say.fallback();
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
      return say.education(false);
    case "projects":
      return say.projectList(false);
    case "about":
      return say.about();
    case "contact":
      return say.contact(false);
    case "availability":
      return say.availability();
    case "startDate":
      return say.startDate();
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
export function createAnswerer(content: SiteContent, { matcher = exampleMatcher }: { matcher?: ExampleMatcher } = {}) {
  const knowledge = buildKnowledge(content);
  const topics = matcher === exampleMatcher ? topicOf : matcher(topicExamples);
  // The owner's names read as "owner" in the examples too, as in every question.
  const faq = matcher(
    (content.assistantProfile.faq ?? []).flatMap(({ questions, answer }) =>
      questions.map((text) => ({ text: withOwnerWord(normalize(text), knowledge.ownerPhrases), label: answer })),
    ),
  );
  const answer = (question: string, history: readonly ChatTurn[] = []): string => answerQuestion(knowledge, faq, topics, question, history);
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

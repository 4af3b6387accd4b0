import { asks } from "../intents.server";
import { stem } from "../knowledge.server";
import { KIND_WORDS, type TechKind } from "../vocabulary.server";
import { namesSomething } from "../mentions.server";
import { aboutOwner, hasPhrase, normalize, SENTENCE_BREAK, tokens } from "../text.server";
import { degreeAsked } from "../studies.server";
import { projectDescribed, projectsNamedAs, entryDescribed, entryTitled, namesOneMadeThing, AT_A_KIND_OF_PLACE } from "../described.server";
import { answerProjects, answerTechs, LACKING } from "../compose.server";
import { searchFacts, saidJustNow } from "./found-in-content.server";
import { HOW_MANY } from "./question-shapes.server";
import type { Replies } from "../replies.server";
import type { Reading, Subject } from "./reading.server";
import type { Topic } from "../classify.server";

/** What is left: kinds, location, current role, seniority, projects, and the nearest topic, sentence or fallback. */
export function answerOverview(r: Reading, s: Subject): string {
  const {
    contact,
    place,
    whereSaid,
    knowledge,
    topics,
    question,
    history,
    say,
    experience,
    assistantProfile,
    current,
    owner,
    q,
    words,
    atWork,
    own,
    context,
  } = r;
  const { mentions, aspectQ, kindless } = s;
  const [kind, otherKind] = mentions.kinds;
  // "React or Vue?", "sast / dast tools": both kinds, each with what the owner has of it.
  const paired = (a: TechKind, b: TechKind) =>
    KIND_WORDS[a].some((one) =>
      KIND_WORDS[b].some((other) => question.toLowerCase().includes(`${one} / ${other}`) || question.toLowerCase().includes(`${one}/${other}`)),
    );
  // ("any hardware or microcontroller projects?" asks for the projects of either.)
  if (
    kind &&
    otherKind &&
    (/\s(?:or|and)\s/.test(q) || paired(kind, otherKind) || paired(otherKind, kind)) &&
    !asks(q, "projectsWith") &&
    !/\s(?:any|which|what) (?:\S+ ){1,3}projects?\s/.test(q)
  )
    return say.bothKinds([kind, otherKind], asks(q, "yesNo") || /\sor\s/.test(q));
  // "Which one is his most AI-heavy project?"
  // "What has she built with AI?" asks for projects; "what does she build demo UIs with?" for the tools.
  const kindAt = kind ? whereSaid(KIND_WORDS[kind]) : Infinity;
  const kindIsTool = /\s(?:with|using|in|on)(?: an| a| any| some)?\s$/.test(q.slice(0, kindAt + 1));
  const toolsAsked = /\s(?:with|using)\s$/.test(q);
  // "Has he shipped any AI product?": the projects of the kind too.
  if (
    kind &&
    !toolsAsked &&
    ((asks(q, "projectsWith") && kindIsTool) ||
      ((asks(kindless, "projects") || /\s(?:app|apps)\s/.test(kindless)) && /\s(?:which|what|whats|any|anything)\s/.test(q)) ||
      /\s(?:for|in|on) anything\s|\sfor (?:a |any )?(?:client|clients|customer|customers)\s/.test(q) ||
      // "any shader work I can look at?": the projects of the kind, which can be seen.
      /\s(?:any|some)\s(?:\S+\s){1,4}(?:i|we) (?:can|could) (?:look at|see|check out|try|play)\s/.test(q))
  )
    // "Anything with payments?" of an owner whose internship was at a payments start-up: the role says so.
    return say.projectsOfKind(kind) ?? searchFacts(knowledge, q) ?? say.noProjectsOfKind(kind);
  // ("how many people read his firmware blog?" asks a number, not the firmware kit.)
  if ((kind || mentions.groups.length > 0) && !asks(q, "education") && !HOW_MANY.test(q))
    // ("is he more of a designer or a developer?" asks which, not whether: no yes.)
    return say.kind(kind ?? null, mentions.groups, asks(q, "yesNo") && !WHICH_OF_TWO.test(q));

  if (hasPhrase(q, owner.role)) return say.isRole(asks(q, "yesNo"));
  // "is he full stack?" of an owner whose title says otherwise: a yes where the skills hold both ends, else a no with what they are.
  if (/\s(?:full stack|fullstack)\s/.test(q) && asks(q, "yesNo")) {
    if (/full[\s-]?stack/i.test(owner.role)) return say.isRole(true);
    const front = knowledge.techs.some((tech) => tech.kinds.has("frontend") && !tech.kinds.has("backend"));
    const back = knowledge.techs.some((tech) => tech.kinds.has("backend") && !tech.kinds.has("frontend"));
    return front && back ? say.bothKinds(["frontend", "backend"], true) : say.confirmed(false, say.isRole(false));
  }
  if (asks(q, "certification") && !asks(q, "education")) return say.education("certifications");
  // "Which high school?" of an owner who lists only degrees.
  if (/\s(?:high school|secondary school|highschool)\s/.test(q) && say.onlyDegrees()) return say.education("a school before university");
  if (asks(q, "education")) return say.education(undefined, degreeAsked(q, assistantProfile.education));
  // "engineering background?", "a background in maths?": a field the studies name.
  const field = /\s(\S{4,}) background\s|\sbackground in (\S{4,})\s/.exec(q);
  const studied = new Set(tokens(normalize(assistantProfile.education.map((study) => study.degree).join(" "))).map(stem));
  if (field && studied.has(stem(field[1] ?? field[2] ?? ""))) return say.education();
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
  // "What is he working on right now?": what the current role's work is.
  if (current && asks(q, "current") && (asks(q, "highlights") || /\s(?:working on|work on)\s/.test(q))) return say.entry(current, "describe");
  // "is he currently employed?", "is she working at the moment?": yes with the current role, or no with the latest.
  const employedAsked =
    /^\s(?:so |and |ok )?(?:is|are) (?:he|she|they|owner) (?:currently |still |presently )?(?:employed|working)(?: anywhere| somewhere| right now| now| at the moment| atm| currently| rn)?\s$/.test(
      q,
    );
  if (employedAsked) return say.confirmed(current !== undefined, say.current());
  if (asks(q, "current")) return say.current();
  // "Is Sam a senior dev?" of a "Junior Full-Stack Developer": a no, where the titles name another level; a yes where they name it.
  if (asks(q, "seniority")) {
    const level = /\s(senior|junior|mid|lead|principal|staff)\s/.exec(q)?.[1];
    const titles = normalize([owner.role, current?.title ?? ""].join(" "));
    const said = level ? hasPhrase(titles, level) : false;
    const other = /\s(?:senior|junior|mid|lead|principal|staff|intern|trainee)\s/.test(titles);
    if (level && asks(q, "yesNo") && (said || other)) return say.confirmed(said, say.current());
    // ("how senior is she?", "senior or junior?": the level the titles name, else the years in tech, without a verdict.)
    return other ? say.current() : (say.careerLength() ?? say.current());
  }
  // "What did they do at the weather radar company?": the one role so described.
  const atDescribed = AT_A_KIND_OF_PLACE.test(q) && !namesSomething(own) ? entryDescribed(knowledge, q) : undefined;
  if (atDescribed) return say.entry(atDescribed, "describe");
  // ("give me the highlights of her career": the highlights, which the career's roles would only list.)
  if (asks(q, "experience") && !(asks(q, "highlights") && /\shighlights?\s/.test(q))) return say.experience(asks(q, "count"));
  if (asks(q, "npm") && asks(q, "projects")) return say.npmProjects();
  if (/\show (?:does|would) (?:he|she|they|owner) describe\s/.test(q)) return say.ownWords() ?? say.about();
  // Projects named as such ("which projects are live?", "her best project") before the nearest example.
  const lacking = LACKING.test(q);
  // "which ones can I try live?" with nothing said before: the owner's projects are the ones.
  // ("how many of them are actually live" with nothing said before: the same.)
  if (
    (asks(q, "projects") || /\s(?:which|what) ones\s|^\s(?:and\s|so\s)?how many (?:of them |of those )?(?:are|is)\s/.test(q)) &&
    asks(q, "liveProjects")
  )
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
  // "tell me what Arun does": the same question, asked indirectly; "so what do you do, Arun?", asked of the owner.
  const whatDoes =
    /^\s(?:(?:so|and|ok|okay|alright|right|well|hmm|um)\s){0,2}what (?:does|do) (?:he|she|they|owner) (?:actually |really |even |exactly )?do(?: exactly| all day| for work)?\s$|\swhat (?:he|she|they|owner) (?:does|do)(?: exactly| for a living)?\s$|^\s(?:so |and |ok )?what (?:do you|does owner) do(?: for a living| for work)? owner\s$/;
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
  // "Tell me about the minibus app", "what did he build at the hackathon": the one project so described.
  const described = namesSomething(mentions) ? undefined : projectDescribed(knowledge, q);
  // ("tell me about his chess app" is about that app, not about him.)
  if (described && namesOneMadeThing(q)) return answerProjects(say, [described], q);
  const topic = topics(q);
  // "whats his work expereince": the nearest example knows it is experience, not the projects.
  const topical = topic && topic !== "projects" ? answerTopic(say, topic, q, contact) : null;
  if (topical) return topical;
  // "Which company had the card-skimming incident?": the one role so described.
  const roleDescribed = namesSomething(own) ? undefined : (entryDescribed(knowledge, q) ?? entryTitled(knowledge, q));
  if (roleDescribed) return say.entry(roleDescribed, "describe");
  if (described) return answerProjects(say, [described], q);
  const namedAs = namesSomething(mentions) ? [] : projectsNamedAs(knowledge, q);
  if (namedAs.length > 0) return answerProjects(say, namedAs, q);
  // ("whose portfolio is this?": the owner, not the projects.)
  if (WHOSE_SITE.test(q)) return say.about(true);
  // ("is anything still a work in progress?": the projects whose own words say they are not done.)
  if (UNFINISHED_ASKED.test(q) && !namesSomething(mentions)) {
    const underway = knowledge.content.projects.filter((project) => UNFINISHED.test(project.description));
    if (underway.length > 0) return say.projectsUnderway(underway, (sentence) => UNFINISHED.test(sentence));
  }
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
  // "how many skill categories are there?", "how many backend skills does he list?": the cards, or one card, counted.
  if (/\show many (?:skill |tech |technology )?(?:categories|groups|cards|areas|sections)\s/.test(q)) return say.skillCards();
  const [countedCard] = /\show many (?:\S+ ){1,2}(?:skills|technologies|techs|tools)\s/.test(q)
    ? [...mentions.groups, ...knowledge.content.skillGroups.filter((group) => kind && knowledge.groupKinds.get(group)?.has(kind))]
    : [];
  if (countedCard) return say.skillCards(countedCard);
  if (asks(q, "skills")) return say.skills(/\show many (?:\S+ )?(?:skills|technologies|techs|tools)\s/.test(q));
  // "has he won any awards?": only what the content says of an award or a prize; highlights are no award.
  const awardAsked = /\s(?:awards?|prizes?|won|winner|trophy|trophies)\s/.test(q);
  const honoured =
    /\b(?:awards?|awarded|prizes?|won|winners?|trophy|trophies|first place|finalists?|fellows?|fellowships?|scholarships?|grants?|honou?rs|medals?|distinction|nominated|shortlisted)\b/i;
  if (awardAsked && !honoured.test(JSON.stringify(knowledge.content))) return say.fallback();
  // ("who's gonna win the stanley cup?" asks of a contest, not of the owner's wins.)
  if (/\swho (?:\S+ ){0,3}win\s/.test(q) && !aboutOwner(q)) return say.fallback();
  if (asks(q, "highlights")) return say.highlights(q);
  if (asks(q, "about")) return say.about();
  if (asks(q, "greeting") && words.length <= 4) return say.greeting();
  // A technology the content lacks, asked about in any words, is never answered from a stray fact.
  if (mentions.otherTechs.length > 0) return answerTechs(say, mentions, aspectQ);
  return (
    answerTopic(say, topic, q, contact) ??
    // A follow-up the last answer already answers gets it again before any other sentence of the content.
    saidJustNow(knowledge, q, history) ??
    ownTrait(r) ??
    searchFacts(knowledge, q, { describe: (project) => say.project(project, "describe") }) ??
    say.fallback()
  );
}

/** The reply for a topic found by its nearest example question. */
function answerTopic(say: Replies, topic: Topic | null, q: string, contact: (hire: boolean) => string): string | null {
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
      return contact(false);
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

/** "anything still in progress?", "which ones are unfinished?": the projects not done yet. */
const UNFINISHED_ASKED = /\s(?:in progress|work in progress|wip|under development|in development|unfinished|not finished|still being built)\s/;
/**
 * A project's own words that say it is not done: "In progress since 2024", "in field trials on two farms", "not released yet",
 * "nine of the twelve planned posts are out".
 */
const UNFINISHED =
  /\b(?:in progress|work in progress|wip|under (?:active )?development|in development|not (?:yet )?(?:released|finished|done)|in (?:field )?trials?|in beta|being (?:planned|built|developed|written)|\w+ of (?:the|its|my|her|his|their) \w+ planned)\b/i;

/** "whose portfolio is this", "who owns this site": the site's owner asked for. */
const WHOSE_SITE = /\s(?:whose|who (?:owns|runs|made|built|is behind)) (?:this |the )?(?:portfolio|site|website|web site|page)\s/;

/** "is she deaf?" of an owner who writes "I'm Deaf": a yes, in the owner's own sentence. */
function ownTrait({ q, say, assistantProfile }: Reading): string | null {
  const trait = /^\s(?:and |so )?(?:is|are) (?:he|she|they|owner) (?:a |an )?(\S+)\s$/.exec(q)?.[1];
  if (!trait || trait.length < 4) return null;
  const says = new RegExp(`\\b(?:i'm|i am|is|are)\\s+(?:a |an )?(?:[\\p{L}-]+ ){0,2}?${trait}\\b`, "iu");
  // (The introduction in the third person, else a sentence of the owner's own in the first: "…and I'm Deaf.")
  const sentence =
    assistantProfile.snapshot.split(SENTENCE_BREAK).find((said) => says.test(said)) ??
    say.ownSentence((said) => says.test(said) && /\bI(?:'m| am)\b/.test(said));
  return sentence ? say.confirmed(true, sentence) : null;
}

/** "is he more of a designer or a developer?", "mostly front end or back end?": which of two, not whether. */
const WHICH_OF_TWO = /\s(?:more|mostly|mainly|primarily)\s(?:of\s)?(?:an?\s)?(?:\S+\s){1,2}or\s/;

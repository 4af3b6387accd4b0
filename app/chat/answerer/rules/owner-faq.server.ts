import { asks } from "../intents.server";
import { stem } from "../knowledge.server";
import { namesSomething } from "../mentions.server";
import { contentWords, hasPhrase, normalize, STOPWORDS, tokens } from "../text.server";
import { STUDY_WORDS } from "../studies.server";
import { joinAnswers } from "../compose.server";
import { talkFactOf, NUMBER } from "./found-in-content.server";
import { reachesOwner, FAQ_OWN_TOPICS, startedWhen } from "./question-shapes.server";
import { namesOneMadeThing, projectDescribed } from "../described.server";
import type { Reading } from "./reading.server";
import { aspectOfOwnAnswer } from "./conversation.server";

/** A role's title, dates or link, asked of a company named. */
const ROLE_ASPECT = /\s(?:role|title|position|job title|when did|since when|how long|link|website|url)\s/;

/** "Why …", "and why …": the visitor asks the owner's reasons. */
const whyAsked = /^\s(?:so |and |but )?why\s/;
/** The owner's own wording of a question that asks for reasons: "Why Godot as well as Unity?". */
const asksWhy = (asked: string) => /^\s*why\b/i.test(asked);
const REASON_WORDS =
  /\s(?:why|reason|reasons|how come|what made|what makes|motivation|motivated|chose|choose|chooses|choosing|choice|prefer|prefers|preferred|pick|picked|picks|benefit|benefits|advantage|advantages|point of|instead of|over|end up|ended up|get into|got into|go into|went into|decide|decided|come to|came to)\s/;

/** The owner's wordings of the entry whose answer is `answer`. */
const wordingsOf = (assistantProfile: Reading["assistantProfile"], answer: string | null) =>
  (assistantProfile.faq ?? []).filter((entry) => entry.answer === answer).flatMap((entry) => entry.questions);

/** How many of the question's longer words ("security", "report") the owner's wordings also use. */
const wordsShared = (q: string, wordings: readonly string[]) => {
  const asked = normalize(wordings.join(" "));
  return contentWords(q).filter((word) => word.length > 3 && hasPhrase(asked, word)).length;
};

/**
 * Is the owner's entry nearest the question one that shares two of its words ("where do i send a security report" beside
 * "How do I report a security issue in Almanac?")? Then the owner expected it: no question of the visitor's own affairs.
 */
export function ownEntryNear({ faq, q, assistantProfile }: Reading): boolean {
  const found = faq(q);
  return found !== null && wordsShared(q, wordingsOf(assistantProfile, found)) >= 2;
}

/** The owner's own answer to a question they expected, when it is truly the question asked. */
export function answerFromOwnFaq(r: Reading): string | null {
  const { knowledge, faq, say, assistantProfile, remoteRoles, q, words, mentions, namedThings, unnamed, context, listedSkill } = r;
  // "tell me a joke about swift developers", "what's 17 times 23": a task for a general assistant, whatever words it shares with an answer.
  if (
    /\s(?:tell|give|write)(?: me| us)? (?:a|an|another) (?:joke|poem|story|haiku|song|limerick|riddle)\s|\s\d+ (?:times|plus|minus|divided by|multiplied by|x) \d+\s/.test(
      q,
    )
  )
    return null;
  const aspectSaid = aspectOfOwnAnswer(r);
  if (aspectSaid) return aspectSaid;
  // The owner's own answer to a question they expected comes before any rule's, unless the question is
  // about one of the owner's projects, roles or studies ("when did he start at X?", "when did it start?").
  // "When did he start uni?" is about the studies, not the FAQ's start date; an FAQ entry about the studies
  // ("Do you have a degree?") is still the owner's own answer to a question about them.
  const studiesNamed = STUDY_WORDS.test(q);
  const outletPhrases = knowledge.outlets.flatMap((outlet) => outlet.phrases).filter((phrase) => hasPhrase(unnamed, phrase));
  // ("Can our political party hire her for some charts?" of a project "Lantern Chart Style Guide": a word of a name in
  // another form names no project.)
  const projectsNamed = mentions.projects.filter((project) =>
    tokens(normalize(project.name)).some((word) => !STOPWORDS.has(word) && hasPhrase(q, word)),
  );
  const aboutOwnThing =
    projectsNamed.length + mentions.entries.length > 0 ||
    mentions.schools ||
    (/\s(?:it|its|that|this|there|the (?:project|app|company|job|role))\s/.test(q) && Boolean(context?.entries.length || context?.projects.length)) ||
    // "did he go to university?" then "what year did he start?": the studies', not the owner's own start in code.
    (Boolean(context?.schools) && !namesSomething(mentions) && asks(q, "when") && words.length <= 4) ||
    // "Which of their apps are built on WordPress?" asks which projects, whatever the owner's answer about apps says.
    // ("Why does she use Godot as well as Unity?" asks the owner's reasons, which their answer gives.)
    (mentions.techs.length > 0 && !whyAsked.test(q) && /\s(?:built|made|written|done) (?:on|with|in|using)\s|\s(?:use|uses|used|using)\s/.test(q)) ||
    // "Which companies did he work for in Canada?": the roles held, not the owner's answer on working in Canada.
    /\s(?:which|what) (?:companies|company|employers|jobs|roles|studios|firms) (?:did|has|have) (?:he|she|they|owner|you) (?:work|worked)\s/.test(
      q,
    ) ||
    // "what has she published on pypi?": the projects published there, not the owner's answer about papers.
    outletPhrases.length > 0 ||
    // "Latte art on Instagram link?": a link's whole label names the link, not the owner's answer about latte art.
    knowledge.content.profile.links.some((link) => tokens(normalize(link.label)).length > 1 && hasPhrase(q, normalize(link.label)));
  // "Has he ever worked remotely?" asks about the roles that were remote (below), not an FAQ about remote work from now on.
  const workedRemotely =
    /\s(?:has|have|did) (?:he|she|they|owner) (?:ever |already |previously )?worked\s/.test(q) && asks(q, "remote") && remoteRoles.length > 0;
  // The owner's wordings of the entry the matcher found: what they ask about decides whether it answers this question.
  const faqFound = workedRemotely ? null : faq(q);
  const faqAsked = wordingsOf(assistantProfile, faqFound);
  const faqSays = (test: (asked: string) => boolean) => faqAsked.some(test);
  // "Why did Gatolab shut down?" of an owner whose FAQ asks just that: the owner's answer, though the question names a company.
  // "Is Paolo a CTA?" of an owner whose FAQ asks "Is he a CTA?": the owner's answer, though the studies name it too.
  const schoolsNamed = mentions.schools ? knowledge.schoolKeys.filter((key) => hasPhrase(q, key)) : [];
  const faqNames = faqSays((asked) => [...namedThings, ...outletPhrases, ...schoolsNamed].some((name) => hasPhrase(normalize(asked), name)));
  // "What was her role at Quiet Kettle Games?" beside the owner's "Would she leave Quiet Kettle Games?": a name shared, but
  // the role, its dates or its link asked, which the owner's wordings do not ask.
  // ("What's her Quiet Kettle Games?" asks nothing of it but what it is.)
  const askedOfIt = contentWords(unnamed).some((word) => !knowledge.ownerWords.has(word));
  // ("does he still code in java these days?" beside the owner's "Does Duarte still write Java?": whether it goes on, in their words,
  // not the project it was once used in.)
  const stillOfTech =
    /\s(?:still|anymore|any more|these days|nowadays)\s/.test(q) &&
    faqSays((asked) => / still /.test(normalize(asked)) && mentions.techs.some((tech) => hasPhrase(normalize(asked), normalize(tech.name).trim())));
  const faqAsksIt = stillOfTech || (faqNames && askedOfIt && !(ROLE_ASPECT.test(q) && !faqSays((asked) => ROLE_ASPECT.test(normalize(asked)))));
  // "What did he work on in Emberfall?": a game the descriptions name, which the owner's answer does not.
  const faqText = normalize([...faqAsked, faqFound ?? ""].join(" "));
  // ("how good is she at bun?" beside an entry on how good her Sami is: a technology the entry does not speak of.)
  const namesOther =
    tokens(q).some((word) => knowledge.namedWords.has(word) && !hasPhrase(faqText, word)) ||
    mentions.otherTechs.some((tech) => !hasPhrase(faqText, normalize(tech.name).trim())) ||
    // ("how good is his cuda?" of an owner with CUDA (basic) among the skills: how well, of that skill.)
    (/\show (?:good|well|strong)\s/.test(q) &&
      mentions.techs.some((tech) => !hasPhrase(faqText, normalize(tech.name.replace(/\s*\(.*\)$/, "")).trim())));
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
  // "How long did she teach?" beside an entry on why she left teaching: a length of time, which only an answer with one gives.
  const lengthMissing =
    /\show long\s/.test(q) &&
    !/\s(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a|an) (?:\S+ )?(?:years?|months?|weeks?|days?|hours?)\s|\ssince (?:19|20)\d\d\s/.test(
      faqText,
    );
  // "When did he start as team lead?" asks when something began, not when the owner can start.
  const pastStart = startedWhen(q) !== null;
  // "tell me about his write the docs talk": one thing made, which its own words describe, unless the owner's answer speaks of it.
  const madeOne = faqFound && namesOneMadeThing(q) ? projectDescribed(knowledge, q) : undefined;
  const anotherThing = madeOne !== undefined && !hasPhrase(normalize(faqFound ?? ""), normalize(madeOne.name).trim());
  // "Why does she use Godot as well as Unity?" beside the owner's "Why Godot as well as Unity?": the reasons, not the skill.
  const reasonAsked = whyAsked.test(q) && faqSays(asksWhy);
  // "any project on cloudflare workers" beside the owner's "Why Cloudflare Workers?": an entry that only ever asks why
  // answers a question that asks for reasons, not one about the thing itself.
  const reasonsMissing = faqAsked.length > 0 && faqAsked.every(asksWhy) && !REASON_WORDS.test(q);
  // "what is loose ends?" beside the owner's "Is Loose Ends still maintained?": the project itself, which its own words describe.
  const whatIsAsked =
    /^\s(?:what is|whats|what s|tell me about|describe)\s/.test(q) &&
    mentions.projects.length === 1 &&
    !faqSays((asked) => /^\s*(?:what is|what's|tell me about|describe)\b/i.test(asked));
  // "is she open to freelance work?" beside the owner's "Is she open to working abroad?": a kind of work the entry never names.
  // (Full or part time is how much the owner works, which an entry on days a week answers in its own words.)
  const kindStem = r.employment && !/time$/.test(r.employment) ? normalize(r.employment).trim().slice(0, 6) : "";
  const kindOfWorkMissing = kindStem !== "" && !normalize(`${faqAsked.join(" ")} ${faqFound ?? ""}`).includes(kindStem);
  // "has ro worked in mobile games?" beside the owner's "Would Ro work on a casino game?": the thing both name, each of its own
  // kind ("how did you get into making games?" beside "How did she get into games?" names no other kind).
  const qualified = (words: readonly string[], i: number) => {
    const before = words[i - 1] ?? "";
    return before.length > 2 && !STOPWORDS.has(before) && !knowledge.ownerWords.has(before) && !/ing$/.test(before) ? before : "";
  };
  const asked = tokens(q);
  const faqQualifiers = (noun: string) =>
    faqAsked.flatMap((wording) => {
      const words = tokens(normalize(wording));
      return words.flatMap((word, i) => (stem(word) === stem(noun) ? [qualified(words, i)] : [])).filter(Boolean);
    });
  const otherKind = asked.some((word, i) => {
    const own = qualified(asked, i);
    const theirs = /^(?:games?|apps?|products?)$/.test(word) ? faqQualifiers(word) : [];
    return own !== "" && theirs.length > 0 && !hasPhrase(faqText, own) && theirs.every((other) => !hasPhrase(q, other));
  });
  // "does teo do smart tvs?" beside the owner's "Can Teo fix my smart TV?": an entry that only ever asks of the visitor's own
  // things answers a visitor who speaks of theirs.
  const visitorsOwn = (text: string) => /\s(?:my|our|mine|i|im|we|me|us)\s/.test(text);
  const othersThing = faqAsked.length > 0 && faqAsked.every((wording) => visitorsOwn(normalize(wording))) && !visitorsOwn(q);
  const found =
    faqFound &&
    !othersThing &&
    !whatIsAsked &&
    (!aboutOwnThing || faqAsksIt) &&
    !anotherThing &&
    (!listedSkill || reasonAsked) &&
    !namesOther &&
    !teamSizeAsked &&
    !countMissing &&
    !lengthMissing &&
    !pastStart &&
    !reasonsMissing &&
    !kindOfWorkMissing &&
    !otherKind
      ? faqFound
      : null;
  const onStudies = faqSays((asked) => STUDY_WORDS.test(normalize(asked)));
  // "What languages does he speak?" beside an FAQ entry on speaking fees: the languages, unless the entry is about them.
  const onLanguages = faqSays((asked) => /\blanguages?\b/i.test(asked));
  const languagesAsked = /\slanguages?\s/.test(q);
  // "Salary expectation for a staff role?" beside an entry on why a staff role: pay, which only an entry about pay answers.
  // "What does he do in his free time?" beside an entry on his time zone: a life outside work, likewise.
  // "Is he open to remote work?" beside an entry on whether he is open to work at all: remote work, likewise.
  // ("has ray worked in banking?" beside the owner's "Can Ray work remotely?": an entry whose every wording asks of remote
  // work, which the question does not name.)
  // ("how does he make money doing open source?" beside the owner's "How does Joaco make a living from open source?", whose
  // answer is about what pays: pay, of the thing both name.)
  const sharesWord = wordsShared(q, faqAsked) > 0;
  const onPay = (topic: string) => topic === "salary" && sharesWord && asks(normalize(faqFound ?? ""), "salary");
  const offTopic = FAQ_OWN_TOPICS.some(
    (topic) =>
      (asks(q, topic) && !faqSays((asked) => asks(normalize(asked), topic)) && !onPay(topic)) ||
      (topic === "remote" && faqAsked.length > 0 && faqAsked.every((asked) => asks(normalize(asked), topic)) && !/\sremote(?:ly)?\s/.test(q)),
  );
  const ownAnswer = found && (!studiesNamed || onStudies) && (!languagesAsked || onLanguages) && !offTopic ? found : null;
  // "Does he give conference talks?" of an owner whose FAQ says he would speak: the talks given, then the owner's answer.
  // ("Can you speak at our meetup?", "is he available to speak?" ask for a talk to come: the owner's answer alone.)
  const talkGiven = ownAnswer && asks(q, "givenTalks") && /^\s(?:has|have|did|does|do)\s/.test(q) ? talkFactOf(knowledge) : undefined;
  if (ownAnswer && (asks(q, "contact") || reachesOwner(q))) return say.reachAnswer(ownAnswer);
  if (talkGiven && ownAnswer && !ownAnswer.includes(talkGiven.answer)) return joinAnswers([talkGiven.answer, ownAnswer]);
  // "What roles is she looking for?" beside her own answer, which does not name the roles the page lists: those roles, then her words.
  const { roles } = r.assistantProfile.availability;
  const rolesAsked = ownAnswer && asks(q, "availability") && /\s(?:roles?|positions?|jobs?)\s/.test(q) && roles.length > 0;
  if (rolesAsked && !roles.every((role) => hasPhrase(normalize(ownAnswer), normalize(role).trim())))
    return joinAnswers([say.availability(), ownAnswer]);
  return ownAnswer;
}

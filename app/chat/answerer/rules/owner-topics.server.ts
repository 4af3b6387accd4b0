import { isCurrent } from "../replies.server";
import { asks, INTENT, type Intent } from "../intents.server";
import { ownOrigin } from "./plans.server";
import { NATIONALITIES, SELDOM_SAID } from "../vocabulary.server";
import { placesIn } from "../places.server";
import { KIND_KEYS, stem } from "../knowledge.server";
import type { Project } from "~/content";
import { namesSomething } from "../mentions.server";
import { withOwnerWord } from "../owner-word.server";
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
} from "../text.server";
import { withoutPlural, projectDescribed, projectsOfKindSaying, projectsMadeFor, namesOneMadeThing } from "../described.server";
import { answerProjects, joinAnswers } from "../compose.server";
import { searchFacts, saidJustNow, NUMBER } from "./found-in-content.server";
import type { Reading } from "./reading.server";
import { ownAnswerTo } from "./question-shapes.server";
import { gradesGiven } from "../studies.server";
import { AMOUNT } from "../money.server";

/** Topics only the owner's own words answer: pay, time zone, origin, studies' details, visa, photos, time off, story. */
export function answerOwnerTopics(r: Reading): string | null {
  const { knowledge, faq, history, say, assistantProfile, owner, q, words, mentions, namesAnything, unnamed, context } = r;
  // ("what was his rank in class?": marks, which the studies give or not, not a project about classes.)
  // (Unless the content gives one; "how many students did he grade?" counts.)
  if (asks(q, "grade") && !/\show many\s/.test(q) && mentions.projects.length === 0 && !gradesGiven(assistantProfile))
    return `${say.noGrades()} ${say.education()}`;
  // "is her team at Alvéa hiring?": whether an employer hires is no part of the owner's content.
  const employerHiring =
    /\s(?:is|are) (?:his|her|their|the|owner s) (?:team|company|employer|firm|startup)\s(?:\S+\s){0,3}hiring\s/.test(q) ||
    (mentions.entries.length > 0 && /^\s(?:is|are) (?:\S+\s){1,4}hiring\s/.test(q));
  if (employerHiring) return say.fallback();
  // "how do you pronounce her name?": the owner's own sentence that says how ("say it KLEE-uh-na"), else the site does not say
  // (but "whats her full name and how do you pronounce it" gets the name at least).
  if (/\spronounc|\show (?:do|should|would) (?:you|i|we) say (?:his|her|their|owner|the) (?:\S+ )?name\s/.test(q))
    return (
      say.ownSentence((sentence) => /\b(?:pronounced|pronounce it|say it|rhymes with|sounds like)\b|\(said\b|\bsaid [“"']/i.test(sentence)) ??
      (/\sfull name\s/.test(q) ? say.fullName() : say.fallback())
    );
  // "what is he proudest of?": the owner's own sentence that says so ("switching careers is the thing I'm proudest of").
  const proud =
    /\s(?:proudest|most proud|proud of)\s/.test(q) && !namesSomething(mentions) ? say.ownSentence((sentence) => /\bproud/i.test(sentence)) : null;
  if (proud) return proud;
  // "what's he learning at the moment?": the owner's own sentence of what they are learning now, else the site does not say
  // (not the job they hold "at the moment").
  if (asks(q, "learningNow") && !namesSomething(mentions))
    return (
      say.ownSentence((sentence) =>
        /\b(?:currently|now|these days|at the moment|right now|i'm|i am)\b[^.;]{0,30}\b(?:learning|studying|exploring|picking up|teaching myself)\b/i.test(
          sentence,
        ),
      ) ?? say.fallback()
    );
  // "How many customers does Trocado have?": an employer's own figures, only where its role's own words give them.
  const [employerAsked] = mentions.projects.length === 0 ? mentions.entries : [];
  if (
    employerAsked &&
    /\show many (?:customers|members|users|clients|employees|people) (?:does|do|did|has|have)\s(?!(?:he|she|they|owner)\s)/.test(q)
  )
    return /\d[\d,.]*\s*(?:million\s+)?(?:customers|members|users|clients|employees|people)\b/i.test(employerAsked.description)
      ? say.entry(employerAsked, "describe")
      : say.fallback();
  // "who are brightlane's clients?": an employer's clients, only where its role's own words name them.
  if (employerAsked && /\s(?:who|which)\s(?:are|were|is|was)\s(?:\S+\s){0,3}(?:clients|customers)\s/.test(q))
    return /\b(?:clients|customers)\b/i.test(employerAsked.description) ? say.entry(employerAsked, "describe") : say.fallback();
  // "What's his engineering philosophy?": the owner's own sentence of belief, when the introduction has one.
  const belief =
    /\s(?:philosophy|philosophies|believe|believes|beliefs|principles|motto|mantra|approach to)\s/.test(q) && aboutOwner(q)
      ? ["believe", "philosophy", "principle", "motto"].map((word) => say.ownWords(word)).find(Boolean)
      : undefined;
  if (belief) return belief;
  // "What's his take on postmortems?": the introduction's own sentence on it, when it has one.
  const viewOn = /\s(?:take|view|views|opinion|opinions|thoughts|stance|feelings) (?:on|of|about|regarding|towards?) (.+?)\s$/.exec(q)?.[1];
  const view =
    viewOn && aboutOwner(q)
      ? contentWords(` ${viewOn} `)
          .filter((word) => word.length >= 4 && !knowledge.ownerWords.has(word))
          .map((word) => say.ownWords(word))
          .find(Boolean)
      : undefined;
  if (view) return view;
  // "Did she win any hackathons?", "any awards?": the highlights that tell of a win.
  // ("who won the premier league?" is about no one here.)
  const wins = asks(q, "wins") && (aboutOwner(q) || words.length <= 3) && !namesSomething(mentions) ? say.wins() : null;
  if (wins) return wins;
  const kindSaying = namesSomething(mentions) ? [] : projectsOfKindSaying(knowledge, q);
  if (kindSaying.length > 0) return answerProjects(say, kindSaying, q);
  const madeFor = namesSomething(mentions) ? [] : projectsMadeFor(knowledge, q);
  if (madeFor.length > 0) return answerProjects(say, madeFor, q);
  // "Where is he from originally?", "what nationality is she?", "where did they grow up?": where the owner comes from, not lives.
  // ("Is Lagos time close to CET?" names the owner's city, whatever role or link shares its name.)
  const ownTime = tokens(normalize(owner.location)).some((word) => hasPhrase(q, `${word} time`));
  // The owner's own answer on their hours ("Do their hours overlap with Europe?"), whatever city the question names;
  // else the time zone, with a sentence of the owner's answers that speaks of hours ("For a remote role I need four hours of overlap…").
  if (asks(q, "timeZone") && (!namesSomething(mentions) || ownTime)) {
    const onHours = ownAnswersSentence(assistantProfile, (sentence) => asks(normalize(sentence), "timeZone"));
    return ownAnswerOn(assistantProfile, "timeZone") ?? (onHours ? joinAnswers([say.timeZone(false), onHours]) : say.timeZone());
  }
  const originAsked = asks(q, "whereFrom") && !namesSomething(mentions);
  const origin = originAsked ? say.origin(asks(q, "nationality")) : null;
  if (origin) return origin;
  // "summarize his experience" is a question about the owner, not a task for a general assistant.
  const summary = /^\s(?:summari[sz]e|sum up|describe)\s/.test(q) && aboutOwner(q);
  // ("what did they do at the weather radar company?": small talk's word inside a phrase the content says is the content.)
  const offTopic = INTENT.offTopic.exec(q);
  const phraseOn = offTopic ? /^\S+/.exec(q.slice(offTopic.index + offTopic[0].trimEnd().length + 1))?.[0] : undefined;
  // ("which project has nested routes?": the word before it too, "nested routes for every van".)
  const phraseBefore = offTopic ? /\S+(?=\s$)/.exec(q.slice(0, offTopic.index + 1))?.[0] : undefined;
  const said = (phrase: string) => knowledge.factDocs.some((fact) => hasPhrase(fact.normalized, phrase));
  const saidInContent =
    (phraseOn !== undefined && said(`${offTopic?.[0].trim()} ${phraseOn}`)) ||
    (phraseBefore !== undefined && said(`${phraseBefore} ${offTopic?.[0].trim()}`));
  // ("compute shaders?", "play framework?": an owner's technology whose name opens with a task's verb is asked about.)
  const techFirst = mentions.techs.some((tech) => tech.normalizedPhrases.some((phrase) => phrase.split(" ")[1] === words[0]));
  // ("I'm at a weather startup, how should I reach her?" of an owner whose work is the weather: a question about the owner;
  // "does she like the weather here?" is still small talk.)
  const ownersWord =
    offTopic !== null &&
    aboutOwner(q) &&
    !/\s(?:like|likes|enjoy|enjoys|love|loves|hate|hates|mind|minds)\s/.test(q) &&
    knowledge.factDocs.some((fact) => hasPhrase(fact.normalized, offTopic[0].trim()));
  // ("we're a hotel in cork, can he work with us remotely?": the visitor saying who they are, then a question of the owner.)
  const visitorIs =
    offTopic !== null &&
    aboutOwner(q) &&
    /\s(?:we re|we are|i m|i am|i run|we run|i own|we own|i work (?:at|for)|we re from|i m from)\s(?:a |an |the |small |local |family )*(?:\S+\s)?$/.test(
      q.slice(0, offTopic.index + 1),
    );
  const isTask = (asks(q, "task") && !summary && !techFirst) || (offTopic !== null && !saidInContent && !ownersWord && !visitorIs);
  // A task or small talk that only grazes a project's name ("the weather" and Tatra Weather,
  // "17 times 23" and Pierogi Timer) is not about the project: the whole name must be there.
  const namedInFull = mentions.projects.some((project) => hasPhrase(q, normalize(project.name).trim()));
  const grazing = mentions.projects.length > 0 && !namedInFull && !namesSomething({ ...mentions, projects: [] });
  if (isTask && !namedInFull && mentions.entries.length === 0) return say.fallback();
  // "does the choir pay her for the website?", "is the choir thing a job?" of a project its own words call volunteer work: no, in
  // those words.
  const unpaid = /\s(?:pay|pays|paid|paying|money|job|salary)\s/.test(q)
    ? [...mentions.projects, ...(context?.projects ?? [])]
        .flatMap((project) => project.description.split(SENTENCE_BREAK))
        .find((said) => UNPAID.test(said))
    : undefined;
  if (unpaid) {
    const said = inThirdPerson(unpaid.trim(), owner.firstName, owner.pronouns);
    return asks(q, "yesNo") ? say.confirmed(false, said) : said;
  }
  // "Can we pay in euros?" after an answer that says so: that answer; a salary is never guessed.
  // "How much deposit do patients pay on the physio site?" asks about the project, not a salary.
  // "How much does it earn?" after a product whose own words give its revenue ("€3,900 MRR") asks about the product.
  const [productBefore] = /\s(?:it|its|that|this)\s/.test(q) ? (context?.projects ?? []) : [];
  const earning = productBefore !== undefined && /[$€£¥₹]\s?\d|\b(?:mrr|arr|revenue)\b/i.test(productBefore.description);
  // ("What payment stuff does he know, like mobile money?" asks about payments as a skill.)
  // ("Would he move if the bank paid for relocation?" asks about moving.)
  // ("what's the naira to dollar exchange rate today?": a rate of money, no pay of the owner's.)
  if (/\s(?:exchange|interest|inflation|mortgage|tax) rates?\s/.test(q)) return say.fallback();
  if (
    asks(unnamed, "salary") &&
    (mentions.projects.length === 0 || mentions.entries.length > 0) &&
    !earning &&
    !mentions.kinds.includes("payments") &&
    !asks(q, "relocation") &&
    // ("did he pay for school with the GI Bill?" asks about the studies.)
    !/\s(?:pay|paid|paying) for (?:\S+ )?(?:school|college|university|uni|tuition|degree|studies|education)\s/.test(q) &&
    // ("which one is paid?" after a list picks one of it.)
    !/^\s(?:and |so |ok )?which (?:one|ones|of them|of those|of these)\s/.test(q) &&
    // ("if we paid more for 40 hours a week would she take it": a condition of pay, asked of something else.)
    !/\sif (?:we|you|they|i|someone|a company|the company) (?:paid|pay|offered|offer) (?:\S+ ){0,8}(?:would|will|could) (?:he|she|they|owner)\s/.test(
      q,
    )
  ) {
    // ("day rate for contract work?" in other words than the owner's "What's his day rate?": their answer on pay all the same.)
    // ("How much does he make now?", "what was her salary at the city?" ask the pay of a job, which an answer on what the owner
    // asks for does not give.)
    const payOfAJob = PAY_NOW.test(q) || mentions.entries.length > 0 || /\s(?:was|were|did|used to)\s/.test(q);
    return (
      saidJustNow(knowledge, q, history) ??
      (owner.contact.payByEmail ? null : ownAnswerOnPay(assistantProfile, q, payOfAJob)) ??
      say.salary(payOfAJob)
    );
  }
  // "Does that include VAT?", "who are its competitors?": only where the content says so.
  // ("What is Frame Budget Forensics built with?": a word of a name the question gives is no budget asked about.)
  const seldom = SELDOM_SAID.find(({ asked }) => asked.test(unnamed));
  // ("How many stars does Quiet Dashboards have?" is answered only by a sentence about Quiet Dashboards.)
  const ofNamed = (fact: { project?: Project; normalized: string }) =>
    mentions.projects.length === 0 ||
    mentions.projects.some((project) => fact.project === project || hasPhrase(fact.normalized, normalize(project.name).trim()));
  // (The owner's own answers say it too: "I reply within two working days.")
  const ownSays = mentions.projects.length === 0 ? (assistantProfile.faq ?? []).find((entry) => seldom?.said.test(entry.answer))?.answer : undefined;
  if (seldom) return knowledge.factDocs.find((fact) => seldom.said.test(fact.text) && ofNamed(fact))?.answer ?? ownSays ?? faq(q) ?? say.fallback();
  // "What was his GPA?": only the content's own sentence, if it gives one.
  // "What was his thesis project?": the project whose description says so, else the content's own sentence.
  // ("the stack of Closing the Loop (PhD thesis)?": a detail's word inside a project's name is the name.)
  if (asks(q, "unlistedDetail") && !mentions.projects.some((project) => knowledge.detailInName.has(project))) {
    // "PhD thesis title?", "was it a scholarship?": the study whose own line says it.
    const detailAsked = (INTENT.unlistedDetail.exec(q)?.[0] ?? "").trim();
    // (A certificate "for Grades 7–12" says whom it teaches, not the owner's grades.)
    // ("did they graduate with honours?" of an "MSc … (cum laude)": each name of an honour says any of them.)
    const honours = /honou?rs|distinction|cum laude|first class/;
    const studied = honours.test(detailAsked)
      ? assistantProfile.education.filter((study) => honours.test(normalize(study.degree)))
      : detailAsked && !/grade|mark|transcript|exam|rank|percentage/.test(detailAsked)
        ? assistantProfile.education.filter((study) =>
            [detailAsked, withoutPlural(detailAsked)].some((said) => hasPhrase(normalize(study.degree), said)),
          )
        : [];
    if (studied.length > 0) return say.studies(studied);
    // "Who was her PhD supervisor?", "how many employees does X have?": only where the content's own sentence says so
    // ("co-supervises two theses" is the owner supervising, not supervised).
    const detail =
      /\s(supervisor|supervisors|supervised|advisor|adviser|classmates|employees|headcount|head count|revenue|valuation|funding|performance reviews?|gpa|cgpa|grade point|vacancies|vacancy)\s/.exec(
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
    // ("is arun a student?", "is she still studying": a yes or a no; "has he graduated?" asks the other way round.)
    const isStudent =
      /^\s(?:is|are) (?:he|she|they|owner) (?:still |currently |now )?(?:a |an )?(?:\S+ )?(?:student|studying|in college|in university|at uni|at university|in school)\s/.test(
        q,
      );
    const status = faq(q) ?? say.studentStatus(isStudent);
    if (status) return status;
  }
  // "can he travel for on-sites?": the owner's own sentence on travel, where one says it (an owner who travels for talks says so in a project).
  if (/\stravel(?:s|ling|ing)?\s/.test(q) && !namesSomething(mentions)) {
    const onTravel = ownAnswersSentence(assistantProfile, (said) => /\btravel/i.test(said));
    if (onTravel) return onTravel;
  }
  // "Would she need visa sponsorship for a UK company?": the owner's FAQ or the availability note, else a sentence of the owner's
  // answers that speaks of it ("I'm a French citizen, so anywhere in the EU is simple"), else the site does not say.
  if (asks(q, "visa") && !namesSomething(mentions)) {
    const note = assistantProfile.availability.note;
    const onRightToWork = /\b(?:visas?|sponsor\w*|(?:work|residence) permits?|citizen\w*|passport)\b/i;
    const sentence = ownAnswersSentence(assistantProfile, (said) => onRightToWork.test(said));
    // ("open to moving to the US if we sponsor the visa?" of an owner who says nothing of visas: whether they would move.)
    const unsaid = asks(q, "relocation") ? null : say.fallback();
    // ("She is a Canadian citizen" in the introduction: the right to work there, in the content's words.)
    const citizen = (said: string) => /\b(?:is|am|i'm|a|an) (?:\S+ )?citizen\b|\bcitizenship\b/i.test(said);
    const stated = assistantProfile.snapshot.split(SENTENCE_BREAK).find(citizen) ?? say.ownSentence(citizen);
    // ("does she need sponsorship to work in canada?" of a Canadian citizen in Montréal: a no.)
    const home = normalize(owner.location);
    const citizenHere =
      stated !== null &&
      stated !== undefined &&
      Object.entries(NATIONALITIES).some(([people, country]) => hasPhrase(normalize(stated), people) && hasPhrase(home, normalize(country).trim())) &&
      placesIn(q).every((place) => hasPhrase(home, place.name));
    const needAsked = /^\s(?:and |so )?(?:does|do|would|will) (?:he|she|they|owner) (?:need|require)\s/.test(q);
    const stating = stated && citizenHere && needAsked ? say.confirmed(false, stated) : stated;
    // (The note whole, which says what else goes with it, in the third person: "…would consider relocating to Tokyo. Kai is an
    // Australian citizen.")
    const noted = note && onRightToWork.test(note) ? say.noteSaying(() => true) : null;
    const own = faq(q) ?? noted ?? sentence ?? stating ?? unsaid;
    if (own) return own;
  }
  // "Why is she leaving Vistula Rail?": only the owner's own FAQ says, whatever job it names.
  if (asks(q, "whyLeave")) {
    // "why did they leave Roda Livre?", or "why did they leave?" after it: the role's own sentence on how it ended, where one says.
    const [role] = mentions.entries.length === 1 ? mentions.entries : !namesAnything && context?.entries.length === 1 ? context.entries : [];
    const ended = role ? say.ownSentence((sentence) => role.description.includes(sentence) && LEFT.test(sentence)) : null;
    // ("why did she leave ATC?" beside her "Why did she leave air traffic control?": her answer, which names the role in its words.)
    // (Of no role named, the question's own words: "why did she quit being a teacher?".)
    const roleWords = new Set(
      tokens(role ? normalize(`${role.title} ${role.company}`) : q)
        .filter((word) => word.length >= 4 && !LEFT.test(word) && !STOPWORDS.has(word))
        .map(wordRoot),
    );
    // ("why did she quit being a teacher?" beside her "Why did she leave teaching?": "teacher" and "teaching" are one root.)
    const onLeaving = (asked: string) =>
      asks(withOwnerWord(normalize(asked), knowledge.ownerPhrases), "whyLeave") &&
      tokens(normalize(asked)).some((word) => roleWords.has(wordRoot(word)));
    const ownWhy = ownAnswerTo(assistantProfile.faq, onLeaving);
    // ("why did she leave aelwyd?" beside her "Why did she leave teaching?": another role, which that answer does not speak of.)
    // ("why did he leave brightlane?" of the job he holds now: he has not left it.)
    const stillThere = role && isCurrent(role) && /\s(?:did|has|have)\s/.test(q) ? say.notLeft(role) : null;
    // ("why did he leave northwind?" of an internship that ended in 2019: the site does not say why, and when it ran.)
    const unsaid = role && !isCurrent(role) ? say.whyLeftUnsaid(role) : null;
    return (role ? null : faq(q)) ?? ownWhy ?? ended ?? stillThere ?? saidJustNow(knowledge, q, history) ?? unsaid ?? say.fallback();
  }
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
  // ("What's the surf bot?" names a project by what it is, though surfing is a life outside work.)
  // ("would he move back to portugal to be near family?" asks about moving.)
  const personal = asks(unnamed, "personal") && !asks(q, "projects") && !asks(q, "relocation");
  const topic = personal ? INTENT.personal.exec(q)?.[0].trim() : undefined;
  // ("where did he study music?", "was his music diploma in performance?": a subject studied, which the studies answer.)
  const studiedSubject =
    topic !== undefined &&
    (["study", "studied", "studying", "degree in", "diploma in", "major in", "majored in"].some((said) => hasPhrase(q, `${said} ${topic}`)) ||
      ["diploma", "degree", "studies"].some((said) => hasPhrase(q, `${topic} ${said}`)));
  // ("How many polling stations does the election map cover?" of an owner whose work the content says is elections: the
  // work, not the owner's vote.)
  const workOfTheOwner =
    /^(?:politics|political|vote|voted|voting|election|elections)$/.test(topic ?? "") &&
    knowledge.factDocs.some((fact) => hasPhrase(fact.normalized, topic ?? ""));
  if (studiedSubject && !namesAnything) return say.education();
  if (personal && !workOfTheOwner && !studiedSubject && (!namesAnything || grazing) && !(namesOneMadeThing(q) && projectDescribed(knowledge, q))) {
    const own = say.ownWords(topic);
    // ("What does he do outside work?" of an owner who writes nothing of time off: what else the owner does, below.)
    if (own || !/\b(?:outside|after work|off the clock|not (?:working|coding))\b/.test(topic ?? "")) return own ?? say.fallback();
  }
  if (asks(q, "pronouns")) return say.pronouns();
  // "What is she passionate about?", "what kind of software does he like building?": the introduction, in the owner's words.
  const motivation = INTENT.motivation.exec(unnamed)?.[0];
  if (motivation && !namesAnything) return say.motivation(motivation);
  // "What's her story?", "how did he end up in tech?": who the owner is, the studies and the roles.
  if (asks(q, "story") && !namesAnything) return ownOrigin(r) ?? say.story();
  if (/\sfavou?rite\s/.test(q) && grazing && !asks(q, "projects")) return say.fallback();
  if (!namesAnything && asks(q, "greeting") && words.length <= 2) return say.greeting();
  // "What does AK stand for?": the initials the page shows.
  const initials = ` ${knowledge.content.profile.initials.toLowerCase()} `;
  if ((asks(q, "initials") || (q.includes(initials) && /\s(?:stand|stands|mean|means|short for)\s/.test(q))) && !namesAnything) return say.initials();
  // ("whats the full name of his degree?" asks for the degree's.)
  // ("the pipelines she open-sourced, what are they called?" of an owner who is "she": the pipelines' names.)
  const nameOfAThing =
    /\sname of (?:his|her|their|the|owner s) (?:degree|course|school|university|college|company|employer|job|role|title|project|app)\s/.test(q) ||
    (knowledge.owner.pronouns.subject !== "they" && /\swhat (?:are|were) they called\s/.test(q));
  // ("is malgorzata the same person as gosia?": two of the owner's names, one person.)
  const samePerson = /\sowner (?:the same (?:person |guy |one )?as|also|also called|also known as|aka) owner\s/.test(q);
  if (samePerson) return say.confirmed(true, say.fullName());
  if (asks(q, "fullName") && !nameOfAThing) return say.fullName(/\s(?:pronounce|pronounced|pronunciation|say)\s/.test(q));
  // "What is Code Clinic?", "how many people has her code clinic helped?": a name the owner's words give, answered by the sentences that say it.
  // (A kind of skill in a name, "the Programming Languages and Compilers Lab", is the kind, unless a thing follows it: "a machine learning course".)
  const named = (phrase: string) =>
    hasPhrase(q, phrase) &&
    (!KIND_KEYS.has(squash(phrase)) || new RegExp(`\\s${escapeRegExp(phrase)} (?:course|class|module|lab|talk|paper|book|workshop)\\s`).test(q));
  const namedThing = namesSomething(mentions) ? undefined : knowledge.namedThings.find(({ phrase }) => named(phrase));
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

  return null;
}

/** The first sentence of the owner's own FAQ answers that fits ("For a remote role I need four hours of overlap…"). */
/** "a volunteer, not paid", "unpaid", "pro bono": work done for nothing. */
const UNPAID = /\b(?:volunteer(?:s|ed|ing)?|unpaid|not paid|pro bono|for free|free of charge)\b/i;

/** Today's pay, not the pay the owner asks for: "how much does she make now?", "his current salary". */
const PAY_NOW =
  /^(?!.*\s(?:expect|expects|expected|expectation|expectations|want|wants|looking|ask|asks|asking|charge|charges)\s).*\s(?:now|currently|current|at the moment)\s/;

/** A sentence on how a job ended. */
/** A word's stem, to its first five letters. */
const wordRoot = (word: string) => stem(word).slice(0, 5);

const LEFT = /\b(?:left|leave|leaving|quit|resigned|laid off|redundant|shut down|closed down|wound down)\b/i;

/** The word a question on pay asks in: a salary, a rate, a fee are three things. */
const PAY_WORD = /\s(salary|salaries|rate|rates|compensation|fee|fees|earn|earns|earning|charge|charges)\s/;
/** Words of the pay of a job, not the price of the owner's work. */
const SALARY_WORDS = /\s(?:salary|salaries|compensation|comp|earn|earns|earning|wage|wages|pay)\s/;
/** "I don't discuss compensation in chat": an answer on pay that says it is not given. */
const PAY_NOT_SAID =
  /\b(?:don['’]t|do not|doesn['’]t|does not|won['’]t|never|rather not)\s(?:\S+\s)?(?:discuss|share|publish|disclose|give out|talk about)\b/i;

/**
 * "day rate for contract work?" beside the owner's "What's his day rate?": their answer on pay, asked in the same word.
 * An answer that salary is not discussed holds for any salary asked, a job's too (`ofAJob`: "how much does he make at Halsted?").
 */
function ownAnswerOnPay(assistantProfile: Reading["assistantProfile"], q: string, ofAJob: boolean): string | undefined {
  const word = PAY_WORD.exec(q)?.[1];
  const same = word ? ownAnswerTo(assistantProfile.faq, (asked) => stem(PAY_WORD.exec(normalize(asked))?.[1] ?? "") === stem(word)) : undefined;
  const onSalary = ownAnswerTo(assistantProfile.faq, (asked) => SALARY_WORDS.test(normalize(asked)));
  // ("I don't discuss compensation", not "I don't publish rates", which is the price of the owner's work.)
  const notSaid =
    onSalary !== undefined && PAY_NOT_SAID.test(onSalary) && SALARY_WORDS.test(normalize(onSalary)) && (ofAJob || SALARY_WORDS.test(q))
      ? onSalary
      : undefined;
  // ("what's kai's advisory rate?" of an owner whose answer on advisory work says "…at AUD 350 an hour": that answer.)
  // (A salary is the pay of a job, which a price of the owner's time does not give.)
  const priced = RATE_ASKED.test(q) && !SALARY_WORDS.test(q) ? ownAnswerTo(assistantProfile.faq, (_, answer) => RATE_GIVEN.test(answer)) : undefined;
  return ofAJob ? notSaid : (same ?? notSaid ?? priced);
}

/** "what's the rate?", "how much does she charge": the price of the owner's time asked. */
const RATE_ASKED = /\s(?:rate|rates|charge|charges|charging|cost|costs|fee|fees|price|prices|pricing|hourly|per hour|an hour|per day|a day)\s/;

/** A price of the owner's time: "AUD 350 an hour", "$900 a day", "120 € per hour". */
const RATE_GIVEN = new RegExp(`${AMOUNT}\\s*(?:an?|per|\\/)\\s?(?:hour|hr|day|half-day|week)\\b`, "i");

/** The owner's own answer to a question of theirs that asks this ("What's her day rate?" asks the salary). */
function ownAnswerOn(assistantProfile: Reading["assistantProfile"], intent: Intent): string | undefined {
  return ownAnswerTo(assistantProfile.faq, (asked) => asks(normalize(asked), intent));
}

function ownAnswersSentence(assistantProfile: Reading["assistantProfile"], fits: (sentence: string) => boolean): string | undefined {
  return (assistantProfile.faq ?? [])
    .flatMap((entry) => entry.answer.split(SENTENCE_BREAK))
    .find(fits)
    ?.trim();
}

import { asks, INTENT } from "../intents.server";
import { isCourse } from "../vocabulary.server";
import { projectUses, stem, type Tech } from "../knowledge.server";
import type { ExperienceEntry, Project } from "~/content";
import { isCodeHost, isCurrent, yearOf } from "../replies.server";
import { aboutOwner, escapeRegExp, hasPhrase, normalize, squash, STOPWORDS, tokens } from "../text.server";
import { BETWEEN_STUDIES, degreeAsked } from "../studies.server";
import { answerEntries, answerProjects, joinAnswers, roleAtEdge } from "../compose.server";
import { asksOffice, HIRING, reachesOwner, withoutTalkingTo } from "./question-shapes.server";
import { listedInLastAnswer } from "../follow-up.server";
import type { Reading, Subject } from "./reading.server";

/** "is the todo one of them?", "is vanlife on that list?": whether a project is in the list the last answer gave. */
const MEMBER_ASKED =
  /^\s(?:and |so |ok )?(?:is|was) (?:the )?\S.*\s(?:one of them|one of those|one of these|among them|among those|in that list|on that list|on the list|in the list)\s/;

/** "who do I email about…", "whom should we contact about…": who to write to about a thing, not the thing. */
const WHOM_TO_WRITE = /\s(?:who|whom) (?:do|should|can|could|would) (?:i|we) (?:email|e mail|contact|write to|message) about\s/;

/** What the question names: a school, the owner's plans at an employer, a project, the roles between two ends, an employer. */
export function answerNamedThings(r: Reading, s: Subject): string | null {
  const { contact, linkWords, thingMade, knowledge, say, experience, assistantProfile, q, startDate, context, outlets, listedStudies } = r;
  const { mentions, aspectQ, fromContext } = s;
  // "which projects are on cloudflare?" then "is the todo one of them?": a yes or a no by the list just given, said again.
  const [member] = mentions.projects;
  const listed = member && MEMBER_ASKED.test(q) ? listedInLastAnswer(knowledge, r.history) : [];
  if (member && mentions.projects.length === 1 && listed.length > 0 && r.answeredLast) return say.confirmed(listed.includes(member), r.lastAnswer);

  // "was he already at brightlane in 2023?", "was his internship at Northwind in 2024?": whether that role ran that year.
  const [entryNamed] = mentions.entries;
  const yearAsked = Number(/^\s(?:and |so |but )?(?:was|were|did|is|has|had)\s.*\s(?:in|during) ((?:19|20)\d\d)\s/.exec(q)?.[1] ?? NaN);
  // ("did he use react at brightlane in 2023?" asks about the technology there.)
  const onlyTheRole = mentions.entries.length === 1 && mentions.projects.length + mentions.techs.length + mentions.otherTechs.length === 0;
  if (entryNamed && onlyTheRole && !Number.isNaN(yearAsked)) {
    const [from, to] = [yearOf(entryNamed.date, 0), yearOf(entryNamed.date, 1)];
    if (from !== null && to !== null) return say.confirmed(from <= yearAsked && yearAsked <= to, say.entry(entryNamed, "when"));
  }
  // "did he intern at Brightlane?" of a role that was no internship: no, and where the internships were.
  const internships = experience.filter((entry) => /\bintern/i.test(`${entry.title} ${entry.employmentType}`));
  if (
    entryNamed &&
    mentions.entries.length === 1 &&
    /^\s(?:and |so |but )?(?:did|was|has)\s(?:he|she|they|owner)\s(?:do an internship|intern|interned|an intern)\s(?:at|with|for)\s/.test(q)
  )
    return internships.includes(entryNamed)
      ? say.confirmed(true, say.entry(entryNamed, "when"))
      : say.confirmed(false, internships.length > 0 ? internships.map((entry) => say.entry(entry, "when")).join(" ") : say.entry(entryNamed, "role"));

  // "who do i email about the billing app?", "nice, who do I email about it": the owner, whom to write to about what they made.
  if (WHOM_TO_WRITE.test(q) && (mentions.projects.length > 0 || fromContext)) return say.email();
  // "I'm a recruiter with a senior mobile role, what's the best way to reach her?": the role named is the visitor's.
  // ("nice, how do I reach him to talk about it?": the owner, whatever "it" is.)
  // ("Can I talk to them in Welsh?" asks about a language spoken; "I'm a recruiter at a bank in Mumbai…" does not.)
  const inALanguage = mentions.spoken.length > 0 && /\s(?:in|speak|speaks)\s/.test(q);
  if (reachesOwner(q) && asks(q, "contact") && !inALanguage) return contact(HIRING.test(q), withoutTalkingTo(q));

  // "What years was he a student at AGH?": a university he also worked at is asked about as a school.
  // ("did he go to Yerevan State University?" too.)
  const asStudent = /\s(?:student|students|study|studied|studying|degree|graduate|graduated|enrolled|attend|attended)\s|\s(?:go|went) to\s/.test(q);
  if (mentions.schools && asStudent && mentions.projects.length === 0) return say.education(undefined, degreeAsked(q, assistantProfile.education));
  // "When did he start at Kestrel?" names the company, not the project that shares its word.
  // "Would she take a fully remote role?", "what roles is she looking for after Vistula Rail?", "when can he start?":
  // the owner's plans, whatever employer the question names.
  const plans =
    /\s(?:would|willing|open to|looking for|interested in|consider|considering|notice|notice period)\s|\s(?:can|could) (?:he|she|they|owner) start\s/.test(
      q,
    );
  // "how do i hire simple build studio?" of the business the owner runs: the way to reach the owner, not the role.
  const { ownBusiness } = r.owner.contact.phoneRule;
  const ownBusinessNamed =
    mentions.entries.length > 0 &&
    mentions.entries.every((entry) => tokens(normalize(entry.company)).every((word) => ownBusiness.includes(word))) &&
    /\s(?:how|where) (?:do|can|could|would|should) (?:i|we) (?:hire|book|work with|get in touch with|contact|reach|engage)\s/.test(q);
  if (ownBusinessNamed) return say.contact(true);
  if (plans && mentions.entries.length > 0 && mentions.projects.length === 0) {
    if (asks(q, "relocation")) return say.relocation();
    if (asks(q, "remote")) return say.remote(asksOffice(q), q);
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
  // "the link to his blog Mise en Prod": a link's whole label says more than a project's name within it ("mise").
  const labelOverProject = knowledge.content.profile.links.find((link) => {
    const label = normalize(link.label).trim();
    // (The label padded as normalized texts are: "Access After Dark on YouTube" holds "Access After Dark" at its start.)
    const within = (name: string) => label.length > name.length && hasPhrase(` ${label} `, name);
    return hasPhrase(q, label) && mentions.projects.some((project) => within(normalize(project.name).trim()));
  });
  if (labelOverProject) return say.links(normalize(labelOverProject.label), false);
  // "What's her Quiet Kettle Games?" of a link labelled as her company is called: that link, the owner's own, beside the role.
  const ownLink = knowledge.content.profile.links.find((link) =>
    new RegExp(`^\\s(?:whats|what s|what is) (?:his|her|their|owner s|owner) ${escapeRegExp(normalize(link.label).trim())}\\s$`).test(q),
  );
  if (ownLink && mentions.entries.length > 0) return joinAnswers([say.links(normalize(ownLink.label), false), answerEntries(say, mentions, aspectQ)]);
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
  // ("what did he do before silk bridge?": the roles around a company are asked, not the project that shares its words.)
  const atEmployer = /\s(?:at|join|joined|joining|employer|company|job|role|start|started|starting|before|after|prior to|left|leave|leaving)\s/.test(
    q,
  );
  // "which project uses cb2json?" of a library that another project's stack lists: those projects.
  const [usedOne] = mentions.projects;
  const usedBy =
    mentions.projects.length === 1 && usedOne && USED_BY.test(q)
      ? knowledge.content.projects.filter((other) => other !== usedOne && other.stack.some((item) => normalize(item) === normalize(usedOne.name)))
      : [];
  if (usedBy.length > 0) return answerProjects(say, usedBy, q);
  // "does the job board use postgres?", "is the billing app built with react and node?": a yes or a no for each technology.
  // (A technology its stack leaves out but its own words name, "works with Apple Vision Pro", is told by those words.)
  const [onlyProject] = mentions.projects;
  const asked =
    onlyProject &&
    mentions.projects.length === 1 &&
    outlets.length === 0 &&
    USES_ASKED.test(q) &&
    !mentions.techs.some((tech) => isCodeHost(tech.name))
      ? mentions.techs.slice(0, 3)
      : [];
  const saidOfIt = (project: Project, tech: Tech) => tech.normalizedPhrases.some((phrase) => hasPhrase(normalize(project.description), phrase));
  if (onlyProject && asked.length > 0 && asked.every((tech) => projectUses(onlyProject, tech) || !saidOfIt(onlyProject, tech)))
    return joinAnswers(asked.map((tech) => say.projectUses(onlyProject, tech)));
  if (mentions.projects.length > 0 && !(mentions.entries.length > 0 && atEmployer))
    return answerProjects(say, mentions.projects, aspectQ, outlets, !fromContext);
  // "What did she do between uni and Vistula Rail?", "between then and Oct 2024" after the studies: the roles that began
  // after the studies ended and before the other end, or an honest none.
  // "how long after that did he start at brightlane?" after the studies: from their end to that role's start.
  const afterThem =
    /\show (?:long|many (?:years|months)) after (?:that|then|graduating|graduation|uni|university|college|(?:his|her|their) (?:degree|studies))\s/.test(
      q,
    );
  const fromStudies = BETWEEN_STUDIES.test(q) || (afterThem && (listedStudies.length > 0 || !/\s(?:that|then)\s/.test(q)));
  // "Uni" is a degree's end, not a later certificate's; "then" is the end of the studies just given.
  const endedStudies =
    fromStudies && /\sbetween (?:that|then)\s/.test(q) ? listedStudies : assistantProfile.education.filter((study) => !isCourse(study));
  const studiesEnd = Math.max(0, ...endedStudies.map((study) => yearOf(study.years, 1) ?? 0));
  const startOf = (entry: ExperienceEntry) => yearOf(entry.date, 0) ?? 0;
  // ("between his degree and his first job": the first role begun after the studies, not an internship during them.)
  const firstAfter = /\sand (?:his|her|their|owner s|the) first (?:\S+ )?(?:job|role|position)\s/.test(q)
    ? roleAtEdge(
        experience.filter((entry) => startOf(entry) >= studiesEnd),
        1,
      )
    : undefined;
  // ("… and his current job": the role held now is that end.)
  const currentJob = /\s(?:his|her|their|owner s|the) (?:current|present) (?:job|role|position|employer)\s/.test(q) ? r.current : undefined;
  const [untilEntry = firstAfter ?? currentJob] = mentions.entries;
  const untilYear = untilEntry ? (yearOf(untilEntry.date, 0) ?? 0) : Number(/\sand (?:\S+ )?((?:19|20)\d\d)\s/.exec(q)?.[1]);
  const howLong = /\show (?:long|many (?:years|months))\s/.test(q);
  if (fromStudies && howLong && untilEntry && studiesEnd > 0 && untilYear >= studiesEnd)
    return say.afterStudies(studiesEnd, untilEntry, untilYear - studiesEnd);
  if (fromStudies && studiesEnd > 0 && untilYear >= studiesEnd) {
    const inBetween = experience.filter(
      (entry) =>
        entry !== untilEntry &&
        startOf(entry) >= studiesEnd &&
        (untilEntry ? startOf(entry) <= untilYear : startOf(entry) < untilYear) &&
        !isCurrent(entry),
    );
    const until = untilEntry ? untilEntry.company : String(untilYear);
    return inBetween.length > 0 ? inBetween.map(say.describeEntry).join(" ") : say.noRoleBetween(String(studiesEnd), until);
  }
  // "Where did he work between Onda and the bank?": the roles that began between the two.
  // "and between that and Brightlane?": the role just discussed is the other end.
  // ("between the internship and brightlane": the role that was an internship is one end.)
  const internship = /\s(?:the|his|her|their) (?:internship|intern job|intern role)\s/.test(q)
    ? experience.find((entry) => /\bintern/i.test(`${entry.title} ${entry.employmentType}`))
    : undefined;
  // ("between the internship and his current job": both ends named without a company.)
  const endsNamed = [internship, ...mentions.entries, currentJob].filter((entry): entry is ExperienceEntry => entry !== undefined);
  const ends = endsNamed.filter((entry, i) => endsNamed.indexOf(entry) === i);
  const thatOne = /\sbetween (?:that|then|it|there|them) and\s/.test(q) && ends.length === 1 ? context?.entries[0] : undefined;
  const [one, two] = thatOne && thatOne !== ends[0] ? [thatOne, ...ends] : ends;
  if (one && two && /\sbetween\s/.test(q)) {
    const [later = 0, earlier = 0] = [experience.indexOf(one), experience.indexOf(two)].sort((a, b) => a - b);
    const between = experience.slice(later + 1, earlier);
    const [laterEntry, earlierEntry] = [experience[later], experience[earlier]];
    // "how long is the gap between his internship ending and his current job?": from the end of one to the start of the other.
    const gapAsked = /\show long\s|\show many (?:years|months)\s|\sgap\s/.test(q);
    const gap = gapAsked && between.length === 0 && laterEntry && earlierEntry ? say.gapBetween(earlierEntry, laterEntry) : null;
    if (gap) return gap;
    if (between.length > 0) return between.map(say.describeEntry).join(" ");
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
  // "Which of the two does she use at her job?": the technologies the conversation just named, in that role.
  const techsBefore =
    /\s(?:them|those|these|both|either|the two|which of)\s/.test(q) && mentions.techs.length + mentions.otherTechs.length === 0 ? context : null;
  if (mentions.entries.length > 0 && techsBefore && techsBefore.techs.length + techsBefore.otherTechs.length > 0)
    return answerEntries(say, { ...mentions, techs: techsBefore.techs, otherTechs: techsBefore.otherTechs }, aspectQ);
  // "did jv study at ufrgs?" of a university the owner worked at, not studied at: a no, the studies, and the role there.
  const studiedThere =
    /^\s(?:did|has|have|was|is) (?:he|she|they|owner) (?:ever )?(?:study|studied|go to|gone to|graduate from|graduated from|attend|attended|a student at)\s/.test(
      q,
    );
  const [workedThere] = mentions.entries;
  // ("did she go to Brightlane after uni?" goes there to work: only a school's name makes "go to" a question about studies.)
  const wentToSchool = /\s(?:go|gone) to\s/.test(q) ? /univ|college|institut|school|academy/i.test(workedThere?.company ?? "") : true;
  if (studiedThere && workedThere && wentToSchool && !mentions.schools && r.assistantProfile.education.length > 0)
    return say.confirmed(false, joinAnswers([say.education(), say.describeEntry(workedThere)]));
  if (mentions.entries.length > 0) return answerEntries(say, mentions, aspectQ);
  return null;
}

/** "does the billing app use postgres?", "is it built with react?", "does the todo app have a node backend": a project's technology, yes or no. */
const USES_ASKED =
  /^\s(?:and |so |but |ok )?(?:does|do|did|is|was|are|were|has|have) (?:the |his |her |their |your |owner s )?\S.*?\s(?:use|uses|used|using|built (?:with|on|in|using)|written in|made with|made in|run on|runs on|running on|have|has|had)\s/;

/** "which project uses X", "what's built on X": the projects that use a thing, not the thing. */
const USED_BY =
  /\s(?:which|what) (?:\S+ )?(?:(?:projects?|apps?|ones?|tools?) )?(?:of (?:his|her|their|owner s|owner) \S+ )?(?:uses?|used|(?:is |are )?built (?:on|with)|depends? on|reli(?:es|y) on)\s/;

import { asks } from "../intents.server";
import { ACTIVITIES, DEGREES, isCourse, isDegree, isTechnicalTitle, SAME_FIELD, SECTORS } from "../vocabulary.server";
import { saysEvery, stem } from "../knowledge.server";
import { findMentions, namesSomething } from "../mentions.server";
import { isCurrent, monthRange, ofSector } from "../replies.server";
import { hasPhrase, normalize, SENTENCE_BREAK, squash, STOPWORDS, tokens, unique } from "../text.server";
import { AFTER_STUDIES, BETWEEN_STUDIES, STUDIES, WHILE_STUDIES, rolesDuring } from "../studies.server";
import { joinAnswers } from "../compose.server";
import { employerOfKind, firstRoleAs, roleDescribed, rolesTitled } from "../described.server";
import { stepOf } from "../follow-up.server";
import type { ExperienceEntry } from "~/content";
import type { Reading } from "./reading.server";
import { startedWhen } from "./question-shapes.server";

/** The roles in order and in length: first, latest, longest, years in a field, clients, roles while studying or outside tech. */
export function answerCareer(r: Reading): string | null {
  const { knowledge, say, experience, assistantProfile, current, q, words, mentions, listedStudies, context } = r;
  // ("how many years between graduating and starting his current job?" counts from the studies' end: the rules on what is named.)
  if (BETWEEN_STUDIES.test(q) && /\show (?:long|many (?:years|months))\s/.test(q)) return null;
  // "Her earliest job", "his latest role", "and the longest one?": named by its place, not by the conversation.
  // ("between uni and his first job" asks what came before that job.)
  const rank = BETWEEN_STUDIES.test(q)
    ? null
    : /\s(?:first|earliest|oldest)\s(?:\S+\s){0,2}(?:job|role|position|employer|company)\s|\sfirst and (?:latest|last|newest|current|most recent) (?:jobs|roles|positions|employers)\s/.test(
          q,
        )
      ? "first"
      : // ("which is his newest job and which is his oldest?", "and his oldest one?" after a role: the first role.)
        /\s(?:his|her|their|owner s|the) (?:first|earliest|oldest)(?: one)?\s$/.test(q) &&
          (/\s(?:job|role|position|employer|company)s?\s/.test(q) || (context?.entries.length ?? 0) > 0)
        ? "first"
        : /\s(?:latest|most recent|newest|recent|last|current)\s(?:\S+\s)?(?:job|role|position|employer|company|one)\s/.test(q)
          ? "latest"
          : /\slongest\s/.test(q) && (/\s(?:job|role|position|stint|one|employer)\s/.test(q) || words.length <= 2)
            ? "longest"
            : null;
  // "previous employer?", "his prior job", "the job before the current one": the role before the one the owner holds now.
  if (current && PREVIOUS_ROLE.test(q) && !namesSomething(mentions)) return say.besideRole(current, 1);
  // "What did she do before the museum job?": the role its words describe, and the one before (or after) it.
  const step = stepOf(q);
  // ("did he go to uni before or after the print shop job?" asks when the studies were: their own rule.)
  const ofStudies = new RegExp(`\\s${STUDIES}\\s|\\s(?:before or after|after or before)\\s`).test(q);
  const described = step && !ofStudies && !namesSomething(mentions) ? roleDescribed(knowledge, q) : undefined;
  if (step && described) return say.besideRole(described, step);
  const inTech = /\s(?:tech|technology|software|it|developer|dev|programming|coding|engineering)\s/.test(q);
  // "How many years of QA experience does she have?": the months of the roles whose titles say it (not a technology's).
  const fieldWord =
    /\syears? of (\S+) (?:experience|work)\s|\show long (?:has|have|did) (?:he|she|they|owner) (?:been )?(?:done|worked in|work in|doing) (\S+)\s|\s(?:years?|yrs?)\s(?:\S+\s){0,5}?in (?:software |the )?(\S+)\s$|\show (?:many years|long) (?:was|were|has|have) (?:he|she|they|owner) (?:been )?an? (?!(?:developer|dev|engineer|programmer|coder)\s)(\S+)\s$/.exec(
      q,
    );
  const fieldSaid = fieldWord?.[1] ?? fieldWord?.[2] ?? fieldWord?.[3] ?? fieldWord?.[4];
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
  // "How long have they been a developer?", "years of experience?", "…as a web dev?": the months in tech, since the first role.
  // "how many years was the BA?": how long that degree took, in its own years.
  const degreesNamed = DEGREES.filter((degree) => [...degree.asked, ...degree.marks].some((word) => hasPhrase(q, word)));
  const degreeNamed = degreesNamed.length > 0;
  const studied = assistantProfile.education.filter((entry) => degreesNamed.some((degree) => isDegree(entry, degree)));
  if (asks(q, "careerLength") && studied.length > 0 && !namesSomething(mentions)) return say.studies(studied);
  // "when did she start coding?", and "when did she start?" with no role just named: since when the owner has worked in tech.
  const began = startedWhen(q);
  const career = began?.alone && CAREER_START.test(began.after) ? began.after : null;
  const sinceWhen = career !== null && (career !== "" || !context?.entries.length) && !namesSomething(mentions);
  if (
    sinceWhen ||
    (asks(q, "careerLength") && !asks(q, "education") && !degreeNamed && !namesSomething(mentions) && mentions.kinds.every((kind) => kind === "web"))
  ) {
    const length = say.careerLength();
    if (length) return length;
  }
  const becameAs = /^\s(?:so |and )?when\s|\swhen\s$/.test(q) && mentions.projects.length === 0 ? firstRoleAs(knowledge, q) : undefined;
  if (becameAs) return say.entry(becameAs, "when");
  // "is she still a pharmacist?": a title only roles gone by hold is a no, with when it was and what the owner is now;
  // a title the owner holds now is a yes, since when.
  const stillAs = /^\s(?:is|are) (?:he|she|they|owner) still (?:working as )?(?:an? )?(.+?)\s$/.exec(q)?.[1];
  const titledAs = stillAs && mentions.entries.length === 0 ? rolesTitled(knowledge, stillAs) : [];
  // "where did he work as a pharmacist?": the roles of that title, where they were held.
  const workedAs = /^\s(?:so |and )?(?:where|which company|what company|who) did (?:he|she|they|owner) work as (?:an? )?(.+?)\s$/.exec(q)?.[1];
  const heldAs = workedAs && mentions.entries.length === 0 ? rolesTitled(knowledge, workedAs) : [];
  if (heldAs.length > 0) return joinAnswers(heldAs.map((entry) => say.entry(entry, "describe")));
  const stillHeld = titledAs.find(isCurrent);
  if (stillHeld) return say.confirmed(true, say.entry(stillHeld, "when"));
  if (current && titledAs[0]) return say.confirmed(false, joinAnswers([say.entry(titledAs[0], "when"), say.entry(current, "when")]));
  // "is he a manager now or does he still code?", "does he code himself or just manage?": what the current role has the owner do.
  if (current && CODES_OR_MANAGES.test(q) && !namesSomething(mentions)) return say.entry(current, "describe");
  // ("which recording studio did he work at?" of an owner with a "Studio" skill group: a kind of employer, whatever skill shares its word.)
  const ofKind = mentions.entries.length + mentions.projects.length > 0 ? undefined : employerOfKind(knowledge, q);
  if (ofKind) return say.entry(ofKind, "describe");
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
  const studyWord =
    /\sthe (\S+(?: \S+)?) (?:one|cert|certificate|certification|course|degree)\s|\swhich one (?:is|was) (?:about|in|on|for) (\S+(?: \S+)?)\s/.exec(q);
  const studyNamed = studyWord?.[1] ?? studyWord?.[2];
  const studyFits = studyNamed ? listedStudies.filter((study) => hasPhrase(normalize(`${study.degree} ${study.school}`), studyNamed)) : [];
  if (listedStudies.length > 1 && studyFits.length === 1) return say.studies(studyFits);
  // "Did she work while studying?", "was he working at the same time?" after the studies: the roles held during a degree.
  const sameTime = /\s(?:at the same time|meanwhile|simultaneously|alongside)\s/.test(q) && listedStudies.length > 0;
  const degreesAsked = (sameTime ? listedStudies : assistantProfile.education).filter((study) => !isCourse(study));
  // ("did his internship overlap with his degree?": the same, a yes or a no.)
  const overlapAsked = new RegExp(`\\soverlap\\w* (?:with )?${STUDIES}\\s`).test(q);
  if (
    (/\s(?:work|works|worked|working|job|jobs|employed|employment)\s/.test(q) || (overlapAsked && /\s(?:internship|intern)\s/.test(q))) &&
    (WHILE_STUDIES.test(q) || sameTime || overlapAsked) &&
    degreesAsked.length > 0
  ) {
    const during = rolesDuring(experience, degreesAsked);
    const answer = during.length > 0 ? joinAnswers(during.map(say.describeEntry)) : say.noRoleWhileStudying();
    return overlapAsked && during.length > 0 ? say.confirmed(true, answer) : answer;
  }
  // "What did she do before tech?": the roles outside tech, when the site lists any ("before": those that began before the
  // first role in tech, not a teaching job taken on beside it later).
  // ("before becoming a developer", "before he got into tech", "before switching to software" say it too.)
  const beforeTech = BEFORE_TECH.test(q);
  const firstInTech = Math.min(...experience.filter((role) => isTechnicalTitle(role.title)).map((role) => monthRange(role.date)?.[0] ?? Infinity));
  const outsideTech =
    beforeTech ||
    /\s(?:outside|non|outside of|besides|other than) (?:tech|technology|software|it|coding|programming|engineering)\s|\snon ?technical\s/.test(q)
      ? experience.filter((role) => !isTechnicalTitle(role.title) && (!beforeTech || startsBefore(role, firstInTech)))
      : [];
  if (outsideTech.length > 0 && !namesSomething(mentions)) return outsideTech.map(say.describeEntry).join(" ");
  // ("was she always a developer?", "has he always been in tech?": a no, and the roles before tech, where the site lists any.)
  if (ALWAYS_IN_TECH.test(q) && !namesSomething(mentions)) {
    const before = experience.filter((role) => !isTechnicalTitle(role.title) && startsBefore(role, firstInTech));
    if (before.length > 0) return say.confirmed(false, before.map(say.describeEntry).join(" "));
  }
  // ("what did he do before web dev?" of an owner whose roles before it were in tech too: the one before, by its words.)
  const [justBefore] = !beforeTech && !namesSomething(mentions) && mentions.entries.length === 0 ? (rolesBeforeKind(experience, q) ?? []) : [];
  if (justBefore) return say.describeEntry(justBefore);
  // "what did he do after the bootcamp?", "his job after teaching": the first role begun once that study or role was over.
  // ("first job after her phd?" is the first role after the studies, below.)
  const justAfter = !namesSomething(mentions) && mentions.entries.length === 0 && !AFTER_STUDIES.test(q) ? roleAfter(r, q) : undefined;
  if (justAfter) return say.describeEntry(justAfter);
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
  const ranked = (at: "first" | "longest") => say.rankedRole(at, { inTech: inTech || devJob, afterStudies, field, fullTimeOnly });
  // "newest job vs first job", "his first and latest roles": both ends of the career, the latest first.
  const bothEnds =
    rank === "first" && /\s(?:latest|most recent|newest|last|current)\s(?:\S+\s)?(?:job|role|position|employer|company|one)s?\s/.test(q);
  if (bothEnds && !namesSomething(mentions)) return unique([say.current(), ranked("first")]).join(" ");
  // ("what was her first dev job" of an owner with "Environments (dev, test, production)": "dev" says which roles, not that skill.)
  const named = devJob ? namesSomething(findMentions(knowledge, q.replace(/\sdev\s/, " "))) : namesSomething(mentions);
  if (rank && !named) return rank === "latest" ? say.current() : ranked(rank);
  // "What did he do after graduating?": the first role after the studies.
  // ("and after uni, how did she learn to code?" asks how, below.)
  if (afterStudies && !namesSomething(mentions) && !asks(q, "learned")) return say.rankedRole("first", { inTech, afterStudies });
  return null;
}

/** What a career began with: "when did he start coding?", "…as a developer?", or nothing at all. */
const CAREER_START =
  /^(?:coding|programming|developing|in tech|in software|in the industry|(?:his|her|their|your) career|working|out|as an? (?:\S+ )?(?:developer|engineer|programmer))?$/;

/** "was she always a developer?", "has he always been in tech?", "always been a programmer?". */
const ALWAYS_IN_TECH =
  /\s(?:was|were|is|are|has|have)?\s?(?:he|she|they|owner)?\s?always (?:been )?(?:an? |in )?(?:tech|technology|software|it|coding|programming|engineering|dev|developer|programmer|engineer|software (?:engineer|developer))\s/;

const BEFORE_TECH =
  /\sbefore (?:(?:becoming|(?:he|she|they|owner) (?:became|got into|went into|moved into|switched to|turned to)|(?:going|getting|moving|switching|pivoting|turning) (?:in ?to|to)) )?(?:an? )?(?:tech|technology|software|it|coding|programming|engineering|dev|developer|programmer|software (?:engineer|developer)|web developer)\s/;

/** "what did he do before web dev?", "before the studio": what the message ends with, after "before". */
const BEFORE_SOMETHING =
  /\s(?:do|doing|work|working|job|jobs|career)\s(?:\S+\s){0,2}?before (?:becoming |going into |getting into |moving into |switching to |starting |joining |founding |setting up )?(?:an? |the |his |her |their )?((?:\S+ ){0,2}\S+)\s$/;

/**
 * "what did he do before web dev?" of an owner whose first role as a web developer is the studio: the roles that began
 * before the first one whose title, company or first sentence says each word asked ("dev" begins "developer"), the
 * latest first; null when no role says them, or every role does.
 */
function rolesBeforeKind<Role extends ExperienceEntry>(experience: readonly Role[], q: string): Role[] | null {
  const asked = BEFORE_SOMETHING.exec(q)?.[1];
  // ("before 2020" asks for a date, which the roles' dates answer elsewhere.)
  const words = asked ? tokens(asked).filter((word) => !STOPWORDS.has(word)) : [];
  if (words.length === 0 || words.some((word) => !/^\p{L}+$/u.test(word))) return null;
  // ("before games": a kind of employer or of work, which other rules read by its markers anywhere in a role.)
  const phrase = words.join(" ");
  if ([...SECTORS, ...ACTIVITIES].some((known) => [...known.asked, ...known.markers].includes(phrase))) return null;
  const saying = experience.filter((role) => saysEvery(whatRoleIs(role), words, 3));
  if (saying.length === 0 || saying.length === experience.length) return null;
  const first = Math.min(...saying.map((role) => monthRange(role.date)?.[0] ?? Infinity));
  const earlier = experience.filter((role) => (monthRange(role.date)?.[0] ?? Infinity) < first);
  // (A role held beside it, still running, is no "before": those that ended by then come first, the latest end first.)
  const ended = earlier
    .filter((role) => (monthRange(role.date)?.[1] ?? Infinity) <= first)
    .sort((a, b) => (monthRange(b.date)?.[1] ?? 0) - (monthRange(a.date)?.[1] ?? 0));
  return ended.length > 0 ? ended : earlier.length > 0 ? earlier : null;
}

/** What a role is: its title, employer and first sentence (a later one may say what came after it: "I left in 2019 to start my own consultancy."). */
const whatRoleIs = (role: ExperienceEntry) => `${role.title} ${role.company} ${role.description.split(SENTENCE_BREAK)[0] ?? ""}`;

/** "what did he do after the bootcamp?": what the message ends with, after "after". */
const AFTER_SOMETHING =
  /\s(?:do|did|doing|work|worked|working|job|jobs|role|career|come|came)\s(?:\S+\s){0,3}?after (?:(?:finishing|leaving|quitting|completing|ending) )?(?:the |his |her |their |(?:he|she|they) (?:left|finished) )?((?:\S+ ){0,2}\S+)\s$/;

/**
 * "what did he do after the bootcamp?", "where did she work after teaching?": of the one study or the roles whose words
 * say each word asked ("teaching" begins "teacher"), the first role begun once it was over; undefined when nothing or
 * everything says them, or no role came after.
 */
function roleAfter({ experience, assistantProfile }: Reading, q: string): ExperienceEntry | undefined {
  const asked = AFTER_SOMETHING.exec(q)?.[1];
  const words = asked ? tokens(asked).filter((word) => !STOPWORDS.has(word)) : [];
  if (words.length === 0 || words.some((word) => !/^\p{L}+$/u.test(word))) return undefined;
  const studies = assistantProfile.education.filter((study) => saysEvery(`${study.degree} ${study.school}`, words, 4));
  const roles = experience.filter((role) => saysEvery(whatRoleIs(role), words, 4));
  // (A study named is what it says: "after the bootcamp" of a role whose first sentence tells of the bootcamp.)
  const after = studies.length === 1 ? [] : roles;
  const ends = (
    studies.length === 1 ? studies.map((study) => study.years) : roles.length < experience.length ? roles.map((role) => role.date) : []
  ).map((dates) => monthRange(dates)?.[1]);
  if (ends.length === 0 || ends.some((end) => end === undefined)) return undefined;
  const over = Math.max(...ends.map((end) => end ?? 0));
  return experience
    .filter((role) => !after.includes(role) && (monthRange(role.date)?.[0] ?? -Infinity) >= over)
    .sort((a, b) => (monthRange(a.date)?.[0] ?? 0) - (monthRange(b.date)?.[0] ?? 0))[0];
}

/** Did the role begin before this month (a role whose dates cannot be read is kept)? */
function startsBefore(role: { date: string }, month: number): boolean {
  return (monthRange(role.date)?.[0] ?? -Infinity) < month;
}

/** One role before today's, asked: "previous employer?", "her prior role", "job before the current one" (not "previous employers"). */
const PREVIOUS_ROLE =
  /\s(?:previous|prior|former) (?:job|role|employer|company|position|gig|workplace)\s(?!before\s)|\s(?:job|role|employer|position|do|did|doing|work|worked) (?:right )?before (?:the |his |her |their )?(?:current|present) (?:one|job|role|employer|position|company)\s/;

/** "does he still code?", "code himself or just manage?", "hands-on?": whether the owner writes code in the role they hold. */
const CODES_OR_MANAGES =
  /\s(?:still (?:code|codes|coding|write code|writes code|program|programs)|codes? (?:himself|herself|themselves|themself)|hands on $|(?:just|only) (?:manage|manages|managing)|(?:a )?manager now)\s/;

import { asks } from "../intents.server";
import { stem } from "../knowledge.server";
import { namesSomething } from "../mentions.server";
import { normalize, STOPWORDS, tokens } from "../text.server";
import { withoutPlural } from "../described.server";
import { isTechnicalTitle } from "../vocabulary.server";
import { GROUP_WORDS } from "./question-shapes.server";
import { answerProjects, ASKED_OF_NOW, joinAnswers } from "../compose.server";
import type { Reading } from "./reading.server";
import { isCurrent } from "../replies.server";
import type { ExperienceEntry } from "~/content";

/** A title any role in code holds, whatever its own words: "a developer", "a software engineer". */
const CODING_TITLE = /^(?:software )?(?:developer|dev|programmer|coder|engineer)\s$/;

/** A project that is community work: a meetup, a club, a non-profit or volunteering. */
const COMMUNITY_WORK = /\b(?:volunteer\w*|meetups?|club|non-?profit|charity|community group)\b/i;

/** The roles of a title, a group, volunteering or a start-up the owner founded; the work history asked for whole. */
/** The head word of a technical role's title, stemmed: "scientist", "engineer", "analyst". */
const TECHNICAL_ROLE = /^(?:engin|develop|scientist|analyst|architect|design|manag|administr|programm|tester|consult|research)/;

export function answerRolesHeld(r: Reading): string | null {
  const { faq, say, experience, knowledge, whole, q, mentions } = r;
  // "is he an engineer by degree?", "a chemist by training": the studies, not a role of that title.
  // ("how many years was the program?", "how long was her degree?": the studies, with their years.)
  if (/\sby (?:degree|training|education|qualification|background)\s/.test(q)) return say.education();
  // ("is sacha a freelancer?", "does she volunteer?" asks of now: roles that have all ended are a no before they are told.)
  const askedNow = ASKED_OF_NOW.test(q);
  const heldNow = (roles: readonly ExperienceEntry[]) => !askedNow || roles.some(isCurrent);
  const withNow = roleComparedWithNow(r);
  if (withNow) return withNow;
  if (
    /\show (?:many years|long) (?:was|is|did) (?:the |his |her |their |that )?(?:program|programme|degree|course|studies|bachelors?|masters?|undergrad)\s/.test(
      q,
    )
  )
    return say.studyLengths();
  // "Was Ceri a nurse?", "has she been a team lead?": the roles of that title.
  // "Jules was a nurse, right?", "how long were they a nurse for?", "did she work as a paralegal?": the words after "a"
  // that a title holds, the longest run first ("a nurse right" is "nurse").
  // "Was she a designer before becoming a dev?": the title, whatever follows it.
  const titleAsked =
    /^\s(?:is|was|has|have) (?:he|she|they|owner) (?:ever |once |really |actually )?(?:been )?an? ((?:\S+\s){1,3})$/.exec(q)?.[1] ??
    /^\s(?:was|has|have) (?:he|she|they|owner) (?:ever |once |really |actually )?(?:been )?an? (\S+\s)(?:before|after|once|back)\s/.exec(q)?.[1] ??
    // ("where was tam a paralegal?", "which hospital did he work at as a radiographer?": where that title was held.)
    // ("when was he a java developer?": when, the same way.)
    /^\s(?:when|where|which \S+|what \S+) (?:was|did) (?:he|she|they|owner) (?:work (?:at |for |in )?)?(?:as )?an? ((?:\S+\s){1,3})$/.exec(q)?.[1] ??
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
  // "How long has she been a developer?": every role that writes code, whatever its title calls it ("Mobile Developer",
  // then "Senior Mobile Engineer"; not a "Live Sound Engineer").
  const coding = CODING_TITLE.test(titleAsked ?? "")
    ? experience.filter((entry) => isTechnicalTitle(entry.title) && /\b(?:developer|engineer|programmer|dev|coder)\b/i.test(entry.title))
    : [];
  // (Words dropped from the end are the visitor's own, "a nurse right", or part of another title: where the word dropped
  // names a kind of technical role, the title asked is another, so "a data scientist" is no "Data Engineer" and "an
  // engineering manager" no "Software Engineer".)
  const anotherTitle = (words: readonly string[]) => TECHNICAL_ROLE.test(titleRun[words.length] ?? "");
  const titled =
    coding.length > 0
      ? coding
      : (titleRun
          .map((_, i) => {
            const words = titleRun.slice(0, titleRun.length - i);
            return i === 0 || !anotherTitle(words) ? holding(words) : [];
          })
          .find((found) => found.length > 0) ?? []);
  // "where was his junior dev job?": the one role whose title holds the words said before "job".
  const jobWords = /\s(?:his|her|their|owner s) ((?:\S+ ){1,3})(?:job|role|position|gig)\s/.exec(q)?.[1];
  // ("her about a lead role" says no title: the words after "her" are a title's only where none is a small word.)
  const jobTitled =
    jobWords && tokens(jobWords).every((word) => !STOPWORDS.has(word))
      ? holding(
          tokens(jobWords.replace(/\bdev\b/g, "developer"))
            .filter((word) => !/^(?:first|last|old|current|previous|main|day|full|part|time)$/.test(word))
            .map(stem),
        )
      : [];
  const [onlyTitled] = jobTitled;
  if (onlyTitled && jobTitled.length === 1 && !namesSomething(mentions)) return say.entry(onlyTitled, "describe");
  // "Were all his jobs full-time?", "has she always worked freelance?": the roles of other kinds, if any.
  const allOfKind =
    /^\s(?:and |so )?(?:were|are|was) all (?:of )?(?:his|her|their|owner s) (?:jobs|roles|positions) (full time|part time|freelance|contract|permanent)\s/.exec(
      q,
    )?.[1] ?? /^\s(?:and |so )?(?:has|have) (?:he|she|they|owner) always (?:worked|been) (full time|part time|freelance)\s/.exec(q)?.[1];
  if (allOfKind && !namesSomething(mentions)) return say.allRolesOfType(allOfKind);
  // "Does she run a club?", "what club does he lead?", "anything like a club or team?": the roles at such a group, by its name.
  const groupsNamed = asks(q, "leadsGroup") ? [...q.matchAll(GROUP_WORDS)].map((match) => withoutPlural(match[1] ?? "")) : [];
  const groupRoles = experience.filter((entry) =>
    groupsNamed.some((group) =>
      tokens(normalize(`${entry.title} ${entry.company}`))
        .map(withoutPlural)
        .includes(group),
    ),
  );
  if (groupRoles.length > 0 && !namesSomething(mentions)) return say.heldRole(groupRoles, asks(q, "yesNo"), heldNow(groupRoles));
  // "Does he run any community stuff?": the volunteer roles, and the projects that are a meetup, a club or volunteering.
  // ("invite him to speak at our meetup" is about a meetup of the visitor's.)
  const communityAsked =
    /\s(?:community|communities|volunteer|volunteers|volunteering|give back|gives back)\s|\s(?:the|his|her|their|any)\s(?:(?!our\s|my\s|your\s)\S+\s){0,4}meetups?\s/.test(
      q,
    );
  const volunteering = communityAsked ? experience.filter((entry) => /volunt/i.test(entry.employmentType ?? "")) : [];
  const communityWork = communityAsked
    ? knowledge.content.projects.filter((project) => COMMUNITY_WORK.test(`${project.name} ${project.description}`))
    : [];
  // ("What's his DEV Community blog?" names a link.)
  if (volunteering.length + communityWork.length > 0 && !namesSomething(mentions) && say.namedLinks(q).length === 0) {
    const answer = joinAnswers([
      ...(volunteering.length > 0 ? [say.heldRole(volunteering, asks(q, "yesNo"), heldNow(volunteering))] : []),
      // ("any tech community stuff?" asks what it is, not its tech; "link to the meetup?" asks for its link.)
      ...(asks(q, "demo") ? [answerProjects(say, communityWork, q)] : communityWork.slice(0, 3).map((project) => say.project(project, "describe"))),
    ]);
    // "Does she volunteer?" of an owner with no volunteer role but a meetup she runs as one: a yes, then what it is.
    return volunteering.length === 0 && asks(q, "yesNo") && !asks(q, "demo") ? say.confirmed(true, answer) : answer;
  }
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
  if (founded.length > 0 && !namesSomething(mentions)) return say.heldRole(founded, asks(q, "yesNo"), heldNow(founded));
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
  // ("when was he a java developer?" of a "Java Developer": a title named whole, though a technology is one of its words.)
  const [oneTitled] = titled;
  const wholeTitle =
    oneTitled !== undefined && titled.length === 1 && titleRun.length > 1 && titleRun.length === tokens(normalize(oneTitled.title)).length;
  if (titleYears && (!namesSomething(mentions) || wholeTitle)) return titleYears;
  // ("when was she a bus driver?": when that one role was held.)
  if (oneTitled && titled.length === 1 && /^\s(?:and |so )?when\s/.test(q) && (!namesSomething(mentions) || wholeTitle))
    return say.entry(oneTitled, "when");
  if (titled.length > 0 && (!namesSomething(mentions) || wholeTitle))
    return say.heldRole(titled, !/^\s(?:howlong|where|which|what|when)\s/.test(q.replace("how long", "howlong")), heldNow(titled));
  // "Could you summarise his work history: companies, titles and dates?", in any sentence of the message.
  // ("what are the highlights of his career so far?" asks for the highlights.)
  if (asks(whole, "workHistory") && !namesSomething(mentions) && !asks(q, "highlights")) return say.experience(false);
  return null;
}

/** "compare…", "how are they different", "what's the difference between…" */
const COMPARED = /\s(?:compare|compares|compared|comparison|differ|differs|different|difference|vs|versus)\s/;
/** "his current role", "what he does now", "his job today": the role the owner holds now. */
const NOW_ASKED =
  /\s(?:current|present|today s|now)\s(?:\S+\s)?(?:role|job|position|work)\s|\s(?:what|the work) (?:he|she|they|owner) (?:does|do|is doing|are doing) (?:now|today|these days)\s/;

/**
 * "Compare his internship with his current role", and "what was his internship?" then "how does that compare to what he does
 * now?": the role named, or the one just spoken of, beside the one held now.
 */
function roleComparedWithNow(r: Reading): string | null {
  const { say, experience, q, mentions, context, current } = r;
  if (!current || !COMPARED.test(q) || !NOW_ASKED.test(q)) return null;
  const named = mentions.entries.filter((entry) => entry !== current);
  const internship = asks(q, "internship")
    ? experience.filter((entry) => entry !== current && /\bintern/i.test(`${entry.title} ${entry.employmentType}`))
    : [];
  const spokenOf = (context?.entries ?? []).filter((entry) => entry !== current);
  const [other] = [named, internship, spokenOf].find((roles) => roles.length === 1) ?? [];
  return other ? joinAnswers([say.entry(other, "describe"), say.entry(current, "describe")]) : null;
}
